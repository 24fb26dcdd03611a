import { UnderConstruction } from '../../../components/under-construction';

export default function AdminRemplacementPage() {
  return <UnderConstruction title="Remplacement" />;
}
