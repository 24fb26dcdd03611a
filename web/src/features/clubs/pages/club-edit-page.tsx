import { UnderConstruction } from '../../../components/under-construction';

export default function ClubEditPage() {
  return <UnderConstruction title="Modifier un club" />;
}
