import { Alert, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { CLUBS_MSG } from '@poolfoot/domain';
import { BackButton } from '../../../components/back-button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { useGameContext } from '../../game';
import { useCreateClub } from '../api';
import { ClubForm, emptyClub } from '../components/club-form';
import { useRedirectLater } from '../../../lib/forms';

export default function ClubCreatePage() {
  const user = useSessionUser();
  const game = useGameContext(user?.id ?? 0);
  const create = useCreateClub();
  const redirect = useRedirectLater();

  const body = () => {
    if (game.isError) return <Alert color="orange">{errorMessage(game.error)}</Alert>;
    if (!game.data) return <Skeleton h={260} aria-label="Chargement" />;
    return (
      <ClubForm
        initial={emptyClub(game.data.saison.id)}
        submitLabel="Créer le club"
        busy={create.isPending || redirect.pending}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (res) => {
              toast.success(res.message ?? CLUBS_MSG.created);
              redirect.go('/admin/clubs');
            },
            onError: (err) => toast.warning(errorMessage(err)),
          })
        }
      />
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Ajouter un club</Title>
        <BackButton to="/admin/clubs/list" />
      </Group>
      <Card>{body()}</Card>
    </Stack>
  );
}
