import { UnderConstruction } from '../../../components/under-construction';

export default function ClubCreatePage() {
  return <UnderConstruction title="Ajouter un club" />;
}
