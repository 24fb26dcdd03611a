import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CompoScreen } from '../components/compo-screen';

/** /admin/compos/user/:userId: the same lineup editor, for any pooler. */
export default function AdminCompoUserPage() {
  const userId = Number(useParams().userId) || 0;
  return (
    <>
      <Anchor component={Link} to="/compos/recap" size="sm">
        ← Compos de la journée
      </Anchor>
      <CompoScreen userId={userId} title={(username) => `Compo de ${username}`} />
    </>
  );
}
