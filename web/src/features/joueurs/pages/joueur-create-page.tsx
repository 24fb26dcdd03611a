import { JOUEURS_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { AdminFormPage } from '../../../components/admin-form-page';
import { useSaveThenGo } from '../../../lib/forms';
import { useSessionUser } from '../../../lib/session';
import { gameContextQuery } from '../../game';
import { clubsPostesQuery, useCreateJoueur } from '../api';
import { emptyJoueur, JoueurForm } from '../components/joueur-form';

/** /admin/joueurs/create: a new player, in the active season by default. */
export default function JoueurCreatePage() {
  const user = useSessionUser();
  const game = useQuery(gameContextQuery(user?.id ?? 0));
  const options = useQuery(clubsPostesQuery());
  const create = useCreateJoueur();
  const save = useSaveThenGo();
  return (
    <AdminFormPage
      title="Ajouter un joueur"
      back="/admin/joueurs/list"
      failure={game.error ?? options.error}
      loading={!game.data || !options.data}
      form={() =>
        game.data &&
        options.data && (
          <JoueurForm
            initial={emptyJoueur(game.data.saison.id)}
            clubs={options.data.clubs}
            postes={options.data.postes}
            submitLabel="Créer le joueur"
            cancelTo="/admin/joueurs/list"
            busy={create.isPending || save.pending}
            onSubmit={(input) => create.mutate(input, save.then(JOUEURS_MSG.created, '/admin/joueurs/list'))}
          />
        )
      }
    />
  );
}
