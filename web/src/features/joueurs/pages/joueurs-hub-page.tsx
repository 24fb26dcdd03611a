import { UnderConstruction } from '../../../components/under-construction';

export default function JoueursHubPage() {
  return <UnderConstruction title="Joueurs" />;
}
