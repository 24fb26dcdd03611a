import { DraftJoueurs } from '../components/draft-joueurs';

export default function DraftChoixPage() {
  return <DraftJoueurs mode="pick" />;
}
