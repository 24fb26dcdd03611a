import { UnderConstruction } from '../../../components/under-construction';

export default function JoueursListPage() {
  return <UnderConstruction title="Liste des joueurs" />;
}
