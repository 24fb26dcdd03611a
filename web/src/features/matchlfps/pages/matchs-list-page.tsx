import { UnderConstruction } from '../../../components/under-construction';

export default function MatchsListPage() {
  return <UnderConstruction title="Matchs de Ligue 1" />;
}
