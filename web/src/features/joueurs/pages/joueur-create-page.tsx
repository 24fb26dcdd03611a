import { Alert, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { JOUEURS_MSG } from '@poolfoot/domain';
import { BackButton } from '../../../components/back-button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { useRedirectLater } from '../../../lib/forms';
import { useGameContext } from '../../game';
import { useClubsPostes, useCreateJoueur } from '../api';
import { emptyJoueur, JoueurForm } from '../components/joueur-form';

/** /admin/joueurs/create: a new player, in the active season by default. */
export default function JoueurCreatePage() {
  const user = useSessionUser();
  const game = useGameContext(user?.id ?? 0);
  const options = useClubsPostes();
  const create = useCreateJoueur();
  const redirect = useRedirectLater();

  const body = () => {
    const failed = game.error ?? options.error;
    if (failed) return <Alert color="orange">{errorMessage(failed)}</Alert>;
    if (!game.data || !options.data) return <Skeleton h={320} aria-label="Chargement" />;
    return (
      <JoueurForm
        initial={emptyJoueur(game.data.saison.id)}
        clubs={options.data.clubs}
        postes={options.data.postes}
        submitLabel="Créer le joueur"
        cancelTo="/admin/joueurs/list"
        busy={create.isPending || redirect.pending}
        onSubmit={(input) =>
          create.mutate(input, {
            onSuccess: (res) => {
              toast.success(res.message ?? JOUEURS_MSG.created);
              redirect.go('/admin/joueurs/list');
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
        <Title order={1}>Ajouter un joueur</Title>
        <BackButton to="/admin/joueurs/list" />
      </Group>
      <Card>{body()}</Card>
    </Stack>
  );
}
