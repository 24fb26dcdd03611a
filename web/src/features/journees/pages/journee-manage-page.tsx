import { UnderConstruction } from '../../../components/under-construction';

export default function JourneeManagePage() {
  return <UnderConstruction title="Gérer la journée" />;
}
