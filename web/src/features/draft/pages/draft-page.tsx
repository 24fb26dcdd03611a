import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconHandFinger, IconList } from '@tabler/icons-react';
import { MSG } from '@poolfoot/domain';
import { Link } from 'react-router';
import { Countdown } from '../../../components/countdown';
import { useSessionUser } from '../../../lib/session';
import { NextStepCard, useNextStep } from '../../game';
import { AwayList, ChoixList, PickClock, PositionCounts, RoundsTable, StatusBadge } from '../components/board-parts';
import { PositionGrid } from '../components/position-grid';
import { NotifyButton, useTurnAlert } from '../components/turn-alert';
import { isTurnOf, slots } from '../lib';
import { useDraftData } from '../use-draft-data';
import { useStatsLabel } from '../use-stats-label';

/** The user with id 1 also sees the per-pooler position grid (SPEC.md §2). */
const GRID_USER_ID = 1;

export default function DraftPage() {
  const user = useSessionUser();
  const { state, refetch, updatedAt, lookups, error, loading } = useDraftData();
  const stats = useStatsLabel();
  const myTurn = !!state && isTurnOf(state.gestion, user?.id);
  const next = useNextStep();
  useTurnAlert(myTurn);

  if (error) return <Alert color="orange">{error.message}</Alert>;
  if (loading || !state || !user) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={36} w={280} />
        <Skeleton h={120} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  const { gestion } = state;
  const cells = slots(state);
  // Before the start nobody's turn is up: the page says what the draft waits for (the season's players, its order, its start).
  const waiting = gestion.status === 'non débuté' && next ? next : null;
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{MSG.draftTitle(gestion.tour, gestion.max_tours)}</Title>
        <StatusBadge status={gestion.status} />
      </Group>

      <Card>
        <Stack gap="sm">
          <Group justify={waiting ? 'flex-end' : 'space-between'} wrap="wrap">
            {!waiting && (
              <Text>
                {gestion.status === 'terminé' ? (
                  'La draft est terminée.'
                ) : (
                  <>
                    Au tour de : <strong>{lookups.pooler(gestion.prochain_pooler_id)}</strong> (choix {gestion.choix})
                  </>
                )}
              </Text>
            )}
            {gestion.status !== 'terminé' && <Countdown onElapsed={refetch} resetKey={updatedAt} />}
          </Group>
          {waiting && <NextStepCard next={waiting} />}
          {myTurn && (
            <Alert color="pitch" variant="filled" role="status" title="C’est votre tour !">
              Choisissez un joueur.
            </Alert>
          )}
          {gestion.status === 'en cours' && gestion.pick_deadline && <PickClock deadline={gestion.pick_deadline} />}
          <AwayList state={state} lookups={lookups} />
          <Group gap="sm">
            {myTurn ? (
              <Button component={Link} to="/draft/choix" leftSection={<IconHandFinger size={18} aria-hidden />}>
                {MSG.draftChoose}
              </Button>
            ) : (
              <Button component={Link} to="/draft/voirJoueurs" variant="light" leftSection={<IconList size={18} aria-hidden />}>
                {MSG.draftSeePlayers}
              </Button>
            )}
            {stats.label ? (
              <Button component={Link} to="/draft/stats2025" variant="default" leftSection={<IconChartBar size={18} aria-hidden />}>
                {stats.label}
              </Button>
            ) : (
              !stats.error && <Skeleton h={36} w={150} />
            )}
            <NotifyButton />
          </Group>
        </Stack>
      </Card>

      <Card>
        <Title order={2} size="h4" mb="sm">
          Mes joueurs par poste
        </Title>
        <PositionCounts state={state} userId={user.id} />
        <Title order={3} size="h5" mt="md" mb="xs">
          Mes choix
        </Title>
        <ChoixList cells={cells.filter((c) => c.choix?.userId === user.id)} lookups={lookups} withPooler={false} />
      </Card>

      {user.id === GRID_USER_ID && (
        <Card>
          <Title order={2} size="h4" mb="sm">
            Postes par pooler
          </Title>
          <PositionGrid state={state} lookups={lookups} />
        </Card>
      )}

      <Card>
        <Title order={2} size="h4" mb="sm">
          Tours
        </Title>
        <RoundsTable state={state} lookups={lookups} userId={user.id} />
      </Card>

      <Card>
        <Title order={2} size="h4" mb="sm">
          Joueurs draftés ({state.drafted_playerIds.length})
        </Title>
        <ChoixList cells={cells} lookups={lookups} withPooler />
      </Card>
    </Stack>
  );
}
