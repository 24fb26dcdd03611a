import { JOURNEES_MSG, MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { AdminFormPage } from '../../../components/admin-form-page';
import { useSaveThenGo } from '../../../lib/forms';
import { activeJourneeQuery, journeesListQuery, useCreateJournee } from '../api';
import { JourneeForm } from '../components/journee-form';

/** 'Ajouter une journée': a matchday's fields posted to journees/create.php (SPEC.md's form meant this), numbered after the last. */
export default function JourneeCreatePage() {
  const active = useQuery(activeJourneeQuery());
  const list = useQuery(journeesListQuery());
  const create = useCreateJournee();
  const save = useSaveThenGo();
  const next = Math.max(0, ...(list.data ?? []).map((j) => j.numjournee)) + 1;
  return (
    <AdminFormPage
      title={MSG.addMatchday}
      back="/admin/journees"
      backLabel="Journées"
      failure={active.error}
      loading={!active.data || list.isPending}
      form={() =>
        active.data && (
          <JourneeForm
            initial={{ numjournee: Math.min(next, 60), date: '', heure: '', saison_id: active.data.saison_id, status: '0' }}
            startAt={null}
            submitLabel={MSG.addMatchday}
            busy={create.isPending || save.pending}
            onSubmit={(input) => create.mutate(input, save.then(JOURNEES_MSG.created(input.numjournee), '/admin/journees/list'))}
          />
        )
      }
    />
  );
}
