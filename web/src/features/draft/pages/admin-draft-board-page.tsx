import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDice5, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { DRAFT_MSG, DRAFT_TRANSITIONS, type DraftState, MSG } from '@poolfoot/domain';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { Countdown } from '../../../components/countdown';
import { type Column, ResponsiveTable } from '../../../components/responsive-table';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { NextStepAlert } from '../../game';
import { useChangeStatus, useDeleteChoix, useResetDraft, useSimulate } from '../api';
import { AwayList, ChoixLabel, type Lookups, PickClock, StatusBadge } from '../components/board-parts';
import { isPast, type ChoixCell, joueurName, slots } from '../lib';
import { useDraftData } from '../use-draft-data';

const failed = (err: unknown) => toast.warning(MSG.errorWith(errorMessage(err)));

function Actions({ state }: { state: DraftState }) {
  const changeStatus = useChangeStatus();
  const reset = useResetDraft();
  const simulate = useSimulate();
  const { status } = state.gestion;
  const busy = changeStatus.isPending || reset.isPending || simulate.isPending;

  const onSimulate = () =>
    simulate.mutate(undefined, {
      onSuccess: (res) => toast.success(res.message ?? DRAFT_MSG.simulated(res.player, res.pooler)),
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'network') toast.warning(MSG.simulateNetwork);
        else if (err.message === MSG.noValidPlayer) toast.warning(MSG.noValidPlayer);
        else toast.warning(MSG.simulateError(errorMessage(err)));
      },
    });
  const onTransition = async (t: (typeof DRAFT_TRANSITIONS)[number]) => {
    // Démarrer calls the first pooler at once: asked first (Pause and Reprise are undone by each other).
    if (t.from === 'non débuté') {
      const ok = await confirmAction({ title: t.label, message: DRAFT_MSG.startConfirm, confirmLabel: t.label });
      if (!ok) return;
    }
    changeStatus.mutate({ status: t.to }, { onSuccess: (res) => res.message && toast.success(res.message), onError: failed });
  };
  const onReset = async () => {
    const ok = await confirmAction({
      title: 'Réinitialiser la draft',
      message: 'Tous les choix seront supprimés et la draft reviendra à « non débuté » (l’ordre est conservé).',
      confirmLabel: 'Réinitialiser',
      danger: true,
    });
    if (ok) reset.mutate(undefined, { onSuccess: (res) => res.message && toast.success(res.message), onError: failed });
  };

  return (
    <Group gap="sm">
      {DRAFT_TRANSITIONS.filter((t) => t.from === status).map((t) => (
        <Button key={t.label} disabled={busy} onClick={() => onTransition(t)}>
          {t.label}
        </Button>
      ))}
      <Button
        variant="light"
        leftSection={<IconDice5 size={18} aria-hidden />}
        disabled={busy || status !== 'en cours'}
        onClick={onSimulate}
      >
        Simuler un choix
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconRefresh size={18} aria-hidden />}
        disabled={busy || status === 'terminé'}
        onClick={onReset}
      >
        Réinitialiser
      </Button>
    </Group>
  );
}

function RoundTable({ tour, cells, state, lookups }: { tour: number; cells: ChoixCell[]; state: DraftState; lookups: Lookups }) {
  const del = useDeleteChoix();
  const editable = state.gestion.status !== 'terminé';
  const onDelete = async (c: ChoixCell) => {
    const p = c.choix ? lookups.joueur(c.choix.playerId) : undefined;
    const ok = await confirmAction({
      title: 'Supprimer un choix',
      message: `Supprimer le choix ${tour}.${c.rang} (${p ? joueurName(p) : '—'}, ${lookups.pooler(c.userId)}) ?`,
      confirmLabel: 'Supprimer',
      danger: true,
    });
    if (ok) del.mutate({ tour, rang: c.rang }, { onSuccess: (res) => res.message && toast.success(res.message), onError: failed });
  };
  const columns: Column<ChoixCell>[] = [
    { label: 'Rang', cell: (c) => c.rang, phoneCell: (c) => `${tour}.${c.rang}`, phone: 'title' },
    { label: 'Pooler', cell: (c) => lookups.pooler(c.choix?.userId ?? c.userId), phone: 'title' },
    {
      label: 'Joueur',
      cell: (c) => (isPast(state.gestion, c) ? <ChoixLabel cell={c} lookups={lookups} /> : <Text c="dimmed">à venir</Text>),
    },
    {
      label: 'Actions',
      phone: 'footer',
      cell: (c) =>
        editable &&
        isPast(state.gestion, c) && (
          <Group gap={4} wrap="nowrap">
            <Button
              component={Link}
              to={`/admin/draft/editChoix/${tour}/${c.rang}`}
              size="compact-sm"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Modifier le choix ${tour}.${c.rang}`}
            >
              Modifier
            </Button>
            {c.choix && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                disabled={del.isPending}
                onClick={() => onDelete(c)}
                aria-label={`Supprimer le choix ${tour}.${c.rang}`}
              >
                Supprimer
              </Button>
            )}
          </Group>
        ),
    },
  ];
  return (
    <Card>
      <Title order={3} size="h5" mb="xs">
        Tour {tour}
      </Title>
      <ResponsiveTable
        rows={cells}
        columns={columns}
        rowKey={(c) => c.rang}
        label={`Tour ${tour}`}
        rowAttributes={(c) => ({ 'data-slot': `${tour}-${c.rang}` })}
      />
    </Card>
  );
}

/** /admin/draft/board: the state, the actions, and the picks by round (made rounds and the current one). */
export default function AdminDraftBoardPage() {
  const { state, refetch, updatedAt, lookups, error, loading } = useDraftData();
  if (error) return <Alert color="orange">{error.message}</Alert>;
  if (loading || !state) return <Skeleton h={400} aria-busy="true" />;
  const { gestion } = state;
  const all = slots(state);
  const shownRounds = Array.from({ length: gestion.status === 'terminé' ? gestion.max_tours : gestion.tour }, (_, i) => i + 1);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Tableau de la draft</Title>
        <Button component={Link} to="/admin/draft" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Admin draft
        </Button>
      </Group>
      <Card>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <div>
              <Text size="xs" c="dimmed">
                Statut
              </Text>
              <StatusBadge status={gestion.status} />
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Tour
              </Text>
              <Text fw={700} aria-label="Tour">
                {gestion.tour} / {gestion.max_tours}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Choix en cours
              </Text>
              <Text fw={700} aria-label="Choix en cours">
                {gestion.status === 'terminé' ? '—' : gestion.choix}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Pooler en cours
              </Text>
              <Text fw={700} aria-label="Pooler en cours">
                {lookups.pooler(gestion.prochain_pooler_id)}
              </Text>
            </div>
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap">
            {gestion.status !== 'terminé' && <Countdown onElapsed={refetch} resetKey={updatedAt} />}
            {gestion.status === 'en cours' && gestion.pick_deadline && <PickClock deadline={gestion.pick_deadline} />}
          </Group>
          <AwayList state={state} lookups={lookups} />
          <Actions state={state} />
        </Stack>
      </Card>
      {/* Not started: what the draft waits for outside this board before Démarrer can work (the season's players, the new
          season's start); its order is said below. */}
      {gestion.status === 'non débuté' && <NextStepAlert skip={['draft_order', 'draft_start', 'draft']} />}
      {!state.ordre.length ? (
        <Alert color="orange">
          L’ordre de la draft n’est pas défini : <Link to="/admin/draft/init">définir l’ordre</Link>.
        </Alert>
      ) : (
        shownRounds
          .reverse()
          .map((tour) => <RoundTable key={tour} tour={tour} cells={all.filter((c) => c.tour === tour)} state={state} lookups={lookups} />)
      )}
    </Stack>
  );
}
