import { DraftPlayers } from '../components/draft-players';

export default function DraftChoixPage() {
  return <DraftPlayers mode="pick" />;
}
