import { Alert, Anchor, Card, Skeleton, Stack, Title } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useJournee, useUpdateJournee } from '../api';
import { JourneeForm } from '../components/journee-form';
import { useRedirectLater } from '../../../lib/forms';

export default function JourneeEditPage() {
  const id = Number(useParams().id);
  const journee = useJournee(Number.isInteger(id) ? id : 0);
  const update = useUpdateJournee();
  const redirect = useRedirectLater();

  const body = () => {
    if (!Number.isInteger(id) || id <= 0) return <Alert color="orange">{MSG.matchdayNotFound}</Alert>;
    if (journee.isError) return <Alert color="orange">{errorMessage(journee.error)}</Alert>;
    const j = journee.data;
    if (!j) return <Skeleton h={260} aria-label="Chargement de la journée" />;
    return (
      <JourneeForm
        initial={{ numjournee: j.numjournee, date: j.date, heure: j.heure, saison_id: j.saison_id, status: String(j.status) }}
        startAt={j.start_at}
        submitLabel="Enregistrer"
        busy={update.isPending || redirect.pending}
        onSubmit={(input) =>
          update.mutate(
            { ...input, id: j.id },
            {
              onSuccess: (res) => {
                toast.success(res.message ?? 'Journée enregistrée.');
                redirect.go('/admin/journees/list');
              },
              onError: (err) => toast.warning(errorMessage(err)),
            },
          )
        }
      />
    );
  };

  return (
    <Stack maw={720}>
      <Anchor component={Link} to="/admin/journees/list" size="sm">
        ← Liste des journées
      </Anchor>
      <Title order={1}>{journee.data ? `Modifier la journée ${journee.data.numjournee}` : 'Modifier une journée'}</Title>
      <Card withBorder>{body()}</Card>
    </Stack>
  );
}
