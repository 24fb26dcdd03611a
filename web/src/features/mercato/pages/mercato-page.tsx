import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { isAdmin, MERCATO_MSG, type MercatoView, MSG, NEXT_STEP_MSG } from '@poolfoot/domain';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Countdown } from '../../../components/countdown';
import { errorMessage } from '../../../lib/api';
import { useLiveInvalidate } from '../../../lib/live';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { NextStepCard, useNextStep } from '../../game';
import { LeagueTradesCard } from '../../trades';
import { MERCATO_READERS, mercatoStateQuery, usePass, usePriority } from '../api';
import { MoveList } from '../components/move-list';
import { isMyTurn } from '../lib';

/**
 * Before the mercato opens: what the league waits for first (its season, its draft), else who opens it (a league's
 * admin, from /admin).
 */
function NotOpen({ admin }: { admin: boolean }) {
  const next = useNextStep();
  if (next) return <NextStepCard next={next} />;
  return (
    <Alert color="gray" title={MERCATO_MSG.notOpenYet}>
      {next === null && NEXT_STEP_MSG.mercatoLater(admin)}
    </Alert>
  );
}

function TurnBanner({ state, userId, admin }: { state: MercatoView; userId: number; admin: boolean }) {
  if (state.meta.status === 'non débuté') return <NotOpen admin={admin} />;
  if (state.meta.status === 'terminé') return <Alert color="gray">{MERCATO_MSG.over}</Alert>;
  if (isMyTurn(state, userId)) {
    return (
      <Alert color="pitch" title="C'est votre tour !">
        Remplacez un joueur (effet à la journée {state.gestion.journee_effet ?? '—'}) ou passez.
      </Alert>
    );
  }
  return (
    <Text>
      Au tour de <strong>{state.meta.cursor.username ?? '—'}</strong>
    </Text>
  );
}

function Actions({ state, userId }: { state: MercatoView; userId: number }) {
  const pass = usePass();
  const priority = usePriority();
  const busy = pass.isPending || priority.isPending;
  const running = state.meta.status === 'en cours';
  const mine = isMyTurn(state, userId);
  const onStandby = state.order.standby.includes(userId);
  const run = (mutation: typeof pass) =>
    mutation.mutate(
      { user_id: userId },
      {
        onSuccess: (res) => res.message && toast.success(res.message),
        onError: (err) => toast.warning(errorMessage(err)),
      },
    );
  return (
    <Group gap="sm">
      <Button onClick={() => run(pass)} disabled={!mine || busy}>
        {MSG.mercatoPass}
      </Button>
      {running && onStandby && (
        <Button variant="light" onClick={() => run(priority)} disabled={busy}>
          {MSG.mercatoPriority}
        </Button>
      )}
      {mine ? (
        <Button component={Link} to="/mercato/choix" variant="filled">
          {MSG.choose}
        </Button>
      ) : (
        <Button disabled>{MSG.choose}</Button>
      )}
      <Button component={Link} to="/stats" variant="default">
        {MSG.stats}
      </Button>
    </Group>
  );
}

function OrderList({ state }: { state: MercatoView }) {
  if (state.order.list.length === 0) return null;
  return (
    <Group gap={6} aria-label="Ordre du mercato" role="list">
      {state.order.list.map((o) => {
        const active = state.meta.status === 'en cours' && state.meta.cursor.user_id === o.user_id;
        return (
          <Badge
            key={o.user_id}
            role="listitem"
            variant={active ? 'filled' : 'light'}
            color={o.standby ? 'gray' : undefined}
            style={{ textTransform: 'none' }}
          >
            {o.rang}. {o.username}
            {o.standby ? ' (en attente)' : ''}
          </Badge>
        );
      })}
    </Group>
  );
}

/** /mercato: whose turn it is, the actions, the order, the user's moves and the history; live. */
export default function MercatoPage() {
  const user = useSessionUser();
  const userId = user?.id ?? 0;
  const state = useQuery(mercatoStateQuery());
  useLiveInvalidate(['mercato'], MERCATO_READERS);
  const data = state.data;
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{data ? `Mercato – Tour ${data.meta.round}` : 'Mercato'}</Title>
        <Countdown seconds={30} onElapsed={() => void state.refetch()} resetKey={state.dataUpdatedAt} />
      </Group>
      {state.isError && <Alert color="orange">{state.error.message}</Alert>}
      {state.isPending && <Skeleton h={160} />}
      {data && (
        <>
          <TurnBanner state={data} userId={userId} admin={isAdmin(user?.role ?? 0)} />
          <Actions state={data} userId={userId} />
          <OrderList state={data} />
          <Card>
            <Title order={2} size="h4" mb="sm">
              Mes mouvements
            </Title>
            <MoveList moves={data.moves.filter((m) => m.user_id === userId)} empty="Aucun mouvement pour le moment." />
          </Card>
          <Card>
            <Title order={2} size="h4" mb="sm">
              Historique
            </Title>
            <MoveList moves={data.moves} empty="Aucun mouvement pour le moment." withPooler />
          </Card>
          <LeagueTradesCard />
        </>
      )}
    </Stack>
  );
}
