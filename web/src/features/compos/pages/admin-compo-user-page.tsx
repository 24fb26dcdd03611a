import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { LineupScreen } from '../components/lineup-screen';

/** /admin/compos/user/:userId: the same lineup editor, for any pooler. */
export default function AdminCompoUserPage() {
  const userId = Number(useParams().userId) || 0;
  return (
    <>
      <Anchor component={Link} to="/compos/recap" size="sm">
        ← Compos de la journée
      </Anchor>
      <LineupScreen userId={userId} title={(username) => `Compo de ${username}`} />
    </>
  );
}
