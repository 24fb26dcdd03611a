import { Alert, Anchor, Card, Skeleton, Stack, Title } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useActiveJournee, useCreateJournee, useJourneesList } from '../api';
import { JourneeForm } from '../components/journee-form';
import { useRedirectLater } from '../../../lib/forms';

/** 'Ajouter une journée': a matchday's fields posted to journees/create.php (SPEC.md's form meant this). */
export default function JourneeCreatePage() {
  const active = useActiveJournee();
  const list = useJourneesList();
  const create = useCreateJournee();
  const redirect = useRedirectLater();

  const body = () => {
    if (active.isError) return <Alert color="orange">{errorMessage(active.error)}</Alert>;
    if (!active.data || list.isPending) return <Skeleton h={260} aria-label="Chargement" />;
    const next = Math.max(0, ...(list.data ?? []).map((j) => j.numjournee)) + 1;
    return (
      <JourneeForm
        initial={{ numjournee: Math.min(next, 60), date: '', heure: '', saison_id: active.data.saison_id, status: '0' }}
        startAt={null}
        submitLabel={MSG.addMatchday}
        busy={create.isPending || redirect.pending}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (res) => {
              toast.success(res.message ?? 'Journée créée.');
              redirect.go('/admin/journees/list');
            },
            onError: (err) => toast.warning(errorMessage(err)),
          })
        }
      />
    );
  };

  return (
    <Stack maw={720}>
      <Anchor component={Link} to="/admin/journees" size="sm">
        ← Journées
      </Anchor>
      <Title order={1}>{MSG.addMatchday}</Title>
      <Card withBorder>{body()}</Card>
    </Stack>
  );
}
