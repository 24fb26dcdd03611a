import { UnderConstruction } from '../../../components/under-construction';

export default function ComposRencontresPage() {
  return <UnderConstruction title="Rencontres" />;
}
