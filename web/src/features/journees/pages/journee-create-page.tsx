import { UnderConstruction } from '../../../components/under-construction';

export default function JourneeCreatePage() {
  return <UnderConstruction title="Ajouter une journée" />;
}
