import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { CompoScreen } from '../components/compo-screen';

/** /compo: the user's lineup of the active matchday; after a save, the recap by matches. */
export default function CompoPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  return <CompoScreen userId={user?.id ?? 0} title={() => 'Ma composition'} onSaved={() => navigate('/compos/rencontres')} />;
}
