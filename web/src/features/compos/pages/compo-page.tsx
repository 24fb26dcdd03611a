import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { CompoScreen } from '../components/compo-screen';
import { MY_MATCH_PATH } from '../my-match';

/** /compo: the user's lineup of the active matchday; after a save, the recap by matches, on the user's own match. */
export default function CompoPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  return <CompoScreen userId={user?.id ?? 0} title={() => 'Ma composition'} onSaved={() => navigate(MY_MATCH_PATH)} />;
}
