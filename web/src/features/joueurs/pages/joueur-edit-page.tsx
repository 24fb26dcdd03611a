import { JOUEURS_MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminFormPage } from '../../../components/admin-form-page';
import { useSaveThenGo } from '../../../lib/forms';
import { joueurQuery, useUpdateJoueur } from '../api';
import { JoueurForm, joueurValues } from '../components/joueur-form';

/** /admin/joueurs/edit/:id: success toasts the message and goes to the list after 1 s; failure is a warning toast. */
export default function JoueurEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const joueur = useQuery(joueurQuery(valid ? id : 0));
  const update = useUpdateJoueur();
  const save = useSaveThenGo();
  return (
    <AdminFormPage
      title="Modifier un joueur"
      back="/admin/joueurs/list"
      failure={valid ? joueur.error : JOUEURS_MSG.notFound}
      loading={!joueur.data}
      loadingLabel="Chargement du joueur"
      form={() =>
        joueur.data && (
          <JoueurForm
            key={joueur.data.joueur.id}
            initial={joueurValues(joueur.data.joueur)}
            clubs={joueur.data.clubs}
            postes={joueur.data.postes}
            submitLabel="Enregistrer"
            cancelTo="/admin/joueurs/list"
            busy={update.isPending || save.pending}
            onSubmit={(input) => update.mutate({ ...input, id }, save.then(JOUEURS_MSG.updated, '/admin/joueurs/list'))}
          />
        )
      }
    />
  );
}
