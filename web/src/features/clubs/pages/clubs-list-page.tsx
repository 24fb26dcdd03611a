import { UnderConstruction } from '../../../components/under-construction';

export default function ClubsListPage() {
  return <UnderConstruction title="Liste des clubs" />;
}
