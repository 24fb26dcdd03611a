import { CLUBS_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { AdminFormPage } from '../../../components/admin-form-page';
import { useSaveThenGo } from '../../../lib/forms';
import { useSessionUser } from '../../../lib/session';
import { gameContextQuery } from '../../game';
import { useCreateClub } from '../api';
import { ClubForm, emptyClub } from '../components/club-form';

/** /admin/clubs/create: a new club, in the active season by default. */
export default function ClubCreatePage() {
  const user = useSessionUser();
  const game = useQuery(gameContextQuery(user?.id ?? 0));
  const create = useCreateClub();
  const save = useSaveThenGo();
  return (
    <AdminFormPage
      title="Ajouter un club"
      back="/admin/clubs/list"
      failure={game.error}
      loading={!game.data}
      form={() =>
        game.data && (
          <ClubForm
            initial={emptyClub(game.data.saison.id)}
            submitLabel="Créer le club"
            busy={create.isPending || save.pending}
            onSubmit={(input) => create.mutate(input, save.then(CLUBS_MSG.created, '/admin/clubs'))}
          />
        )
      }
    />
  );
}
