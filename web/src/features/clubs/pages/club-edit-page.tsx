import { Alert, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { CLUBS_MSG } from '@poolfoot/domain';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useClub, useUpdateClub } from '../api';
import { ClubForm, clubValues } from '../components/club-form';
import { useRedirectLater } from '../../../lib/forms';

export default function ClubEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const club = useClub(valid ? id : 0);
  const update = useUpdateClub();
  const redirect = useRedirectLater();

  const body = () => {
    if (!valid) return <Alert color="orange">{CLUBS_MSG.notFound}</Alert>;
    if (club.isError) return <Alert color="orange">{errorMessage(club.error)}</Alert>;
    if (!club.data) return <Skeleton h={260} aria-label="Chargement du club" />;
    return (
      <ClubForm
        key={club.data.id}
        initial={clubValues(club.data)}
        submitLabel="Enregistrer"
        busy={update.isPending || redirect.pending}
        onSubmit={(input) =>
          update.mutate(
            { ...input, id },
            {
              onSuccess: (res) => {
                toast.success(res.message ?? CLUBS_MSG.updated);
                redirect.go('/admin/clubs');
              },
              onError: (err) => toast.warning(errorMessage(err)),
            },
          )
        }
      />
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Modifier un club</Title>
        <BackButton to="/admin/clubs/list" />
      </Group>
      <Card>{body()}</Card>
    </Stack>
  );
}
