import { DraftPlayers } from '../components/draft-players';

export default function DraftVoirJoueursPage() {
  return <DraftPlayers mode="view" />;
}
