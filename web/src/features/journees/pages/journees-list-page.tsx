import { UnderConstruction } from '../../../components/under-construction';

export default function JourneesListPage() {
  return <UnderConstruction title="Liste des journées" />;
}
