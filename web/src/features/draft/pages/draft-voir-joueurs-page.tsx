import { DraftJoueurs } from '../components/draft-joueurs';

export default function DraftVoirJoueursPage() {
  return <DraftJoueurs mode="view" />;
}
