import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type Joueur, MSG } from '@poolfoot/domain';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { Countdown } from '../../../components/countdown';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/session';
import { NextStepCard, useNextStep } from '../../game';
import { usePick } from '../api';
import { bilanOf, isTurnOf, joueurName, unavailableReason } from '../lib';
import { useClubOptions, useDraftData } from '../use-draft-data';
import { useMyList } from '../use-my-list';
import { PositionCounts } from './board-parts';
import { JoueurPicker } from './joueur-picker';
import { QueueCard } from './queue-card';
import { useTurnAlert } from './turn-alert';

/**
 * /draft/choix (mode 'pick') and /draft/voirJoueurs (mode 'view'): my list, then every player of the season with
 * the reason a player is unavailable to the user, each to add to my list; in pick mode, on the user's turn, a
 * confirmed pick.
 */
export function DraftJoueurs({ mode }: { mode: 'pick' | 'view' }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { state, refetch, updatedAt, joueurs, lookups, error, loading } = useDraftData();
  const clubs = useClubOptions();
  const pick = usePick();
  const list = useMyList();
  const myTurn = !!state && isTurnOf(state.gestion, user?.id);
  const next = useNextStep();
  useTurnAlert(myTurn);

  const reason = useMemo(() => {
    if (!state || !user) return () => null;
    const drafted = new Set(state.drafted_playerIds);
    const bilan = bilanOf(state, user.id);
    return (j: Joueur) => unavailableReason(j, bilan, state.gestion, drafted);
  }, [state, user]);

  if (error) return <Alert color="orange">{error.message}</Alert>;
  if (loading || !state || !joueurs || !user) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={36} w={280} />
        <Skeleton h={300} />
      </Stack>
    );
  }

  const onPick = async (j: Joueur) => {
    const ok = await confirmAction({
      title: MSG.draftChoose,
      message: `Choisir ${joueurName(j)} (${j.club_name}, ${j.poste}) ?`,
      confirmLabel: MSG.choose,
    });
    if (!ok) return;
    pick.mutate(
      { userId: user.id, playerId: j.id },
      {
        onSuccess: () => {
          toast.success(MSG.pickSuccess(joueurName(j)));
          navigate('/draft');
        },
        onError: (err) => toast.warning(errorMessage(err)),
      },
    );
  };

  // Before the start nobody's turn is up: what the draft waits for, instead of whose turn it would be.
  const waiting = state.gestion.status === 'non débuté' && next ? next : null;
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{mode === 'pick' ? MSG.draftChoose : MSG.draftSeePlayers}</Title>
        <Button component={Link} to="/draft" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Retour
        </Button>
      </Group>
      <Card>
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text>
              {MSG.draftTitle(state.gestion.tour, state.gestion.max_tours)}
              {!waiting && (
                <>
                  {' '}
                  · au tour de : <strong>{lookups.pooler(state.gestion.prochain_pooler_id)}</strong>
                </>
              )}
            </Text>
            {state.gestion.status !== 'terminé' && <Countdown onElapsed={refetch} resetKey={updatedAt} />}
          </Group>
          {waiting && <NextStepCard next={waiting} />}
          <PositionCounts state={state} userId={user.id} />
          {mode === 'pick' && !myTurn && !waiting && (
            <Alert color="orange" role="status">
              Ce n’est pas votre tour : vous pouvez consulter la liste, pas choisir.
            </Alert>
          )}
        </Stack>
      </Card>
      <QueueCard list={list} state={state} lookups={lookups} userId={user.id} />
      <Card>
        <JoueurPicker
          joueurs={joueurs}
          clubs={clubs}
          reason={reason}
          action={mode === 'pick' && myTurn ? { label: MSG.choose, onPick, disabled: pick.isPending } : undefined}
          list={list}
        />
      </Card>
    </Stack>
  );
}
