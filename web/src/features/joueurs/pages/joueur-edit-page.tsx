import { Alert, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { JOUEURS_MSG } from '@poolfoot/domain';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useRedirectLater } from '../../../lib/forms';
import { useJoueur, useUpdateJoueur } from '../api';
import { JoueurForm, joueurValues } from '../components/joueur-form';

/** /admin/joueurs/edit/:id: success toasts the message and goes to the list after 1 s; failure is a warning toast. */
export default function JoueurEditPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const joueur = useJoueur(valid ? id : 0);
  const update = useUpdateJoueur();
  const redirect = useRedirectLater();

  const body = () => {
    if (!valid) return <Alert color="orange">{JOUEURS_MSG.notFound}</Alert>;
    if (joueur.isError) return <Alert color="orange">{errorMessage(joueur.error)}</Alert>;
    if (!joueur.data) return <Skeleton h={320} aria-label="Chargement du joueur" />;
    const { joueur: j, clubs, postes } = joueur.data;
    return (
      <JoueurForm
        key={j.id}
        initial={joueurValues(j)}
        clubs={clubs}
        postes={postes}
        submitLabel="Enregistrer"
        cancelTo="/admin/joueurs/list"
        busy={update.isPending || redirect.pending}
        onSubmit={(input) =>
          update.mutate(
            { ...input, id },
            {
              onSuccess: (res) => {
                toast.success(res.message ?? JOUEURS_MSG.updated);
                redirect.go('/admin/joueurs/list');
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
        <Title order={1}>Modifier un joueur</Title>
        <BackButton to="/admin/joueurs/list" />
      </Group>
      <Card>{body()}</Card>
    </Stack>
  );
}
