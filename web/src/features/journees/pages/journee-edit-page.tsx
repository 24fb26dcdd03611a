import { JOURNEES_MSG, MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminFormPage } from '../../../components/admin-form-page';
import { useSaveThenGo } from '../../../lib/forms';
import { journeeQuery, useUpdateJournee } from '../api';
import { JourneeForm } from '../components/journee-form';

/** /admin/journees/edit/:id: a matchday's date, time and status (its start follows). */
export default function JourneeEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const journee = useQuery(journeeQuery(Number.isInteger(id) ? id : 0));
  const update = useUpdateJournee();
  const save = useSaveThenGo();
  const j = journee.data;
  return (
    <AdminFormPage
      title={j ? `Modifier la journée ${j.numjournee}` : 'Modifier une journée'}
      back="/admin/journees/list"
      backLabel="Liste des journées"
      failure={valid ? journee.error : MSG.matchdayNotFound}
      loading={!j}
      loadingLabel="Chargement de la journée"
      form={() =>
        j && (
          <JourneeForm
            initial={{ numjournee: j.numjournee, date: j.date, heure: j.heure, saison_id: j.saison_id, status: String(j.status) }}
            startAt={j.start_at}
            submitLabel="Enregistrer"
            busy={update.isPending || save.pending}
            onSubmit={(input) =>
              update.mutate({ ...input, id: j.id }, save.then(JOURNEES_MSG.updated(input.numjournee), '/admin/journees/list'))
            }
          />
        )
      }
    />
  );
}
