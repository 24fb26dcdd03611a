import { Badge, Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../../components/confirm';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useCloseMercato, mercatoStateQuery, useOpenMercato } from '../api';

/**
 * Opening and closing the mercato (for /admin). Opening sets the order (reverse general ranking),
 * round 1 and the phase mercato; closing ends it and sets the phase normal.
 */
export function MercatoAdminCard() {
  const state = useQuery(mercatoStateQuery());
  const open = useOpenMercato();
  const close = useCloseMercato();
  const busy = open.isPending || close.isPending;
  const meta = state.data?.meta;

  const run = async (mutation: typeof open, message: string) => {
    if (!(await confirmAction({ message }))) return;
    mutation.mutate(undefined, {
      onSuccess: (res) => res.message && toast.success(res.message),
      onError: (err) => toast.warning(errorMessage(err)),
    });
  };

  return (
    <Card role="group" aria-labelledby="mercato-admin-title">
      <Group justify="space-between" mb="xs">
        <Text fw={700} id="mercato-admin-title">
          Mercato
        </Text>
        {meta && <Badge variant="light">{meta.status}</Badge>}
      </Group>
      {!meta ? (
        <Skeleton h={60} />
      ) : (
        <>
          {meta.status === 'en cours' && (
            <Text size="sm" mb="sm">
              Tour {meta.round} · au tour de {meta.cursor.username ?? '—'}
            </Text>
          )}
          <Group gap="sm">
            {meta.status !== 'en cours' && (
              <Button
                disabled={busy}
                onClick={() => void run(open, "Ouvrir le mercato ? L'ordre sera l'inverse du classement général actuel.")}
              >
                Ouvrir le mercato
              </Button>
            )}
            {meta.status !== 'non débuté' && (
              <Button color="red" variant="light" disabled={busy} onClick={() => void run(close, 'Clôturer le mercato ?')}>
                Clôturer le mercato
              </Button>
            )}
          </Group>
        </>
      )}
    </Card>
  );
}
