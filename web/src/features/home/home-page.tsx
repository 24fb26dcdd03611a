import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  autopilotCalls,
  type GameHome,
  gameCalls,
  HOME_MSG,
  LINEUP_REMINDER_MINUTES,
  MSG,
  type NextStep,
  poolerName,
  tradesCalls,
} from '@poolfoot/domain';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLiveInvalidate } from '../../lib/live';
import { invalidateCalls } from '../../lib/queries';
import { useSessionUser } from '../../lib/session';
import { NextStepCard, gameContextQuery, gameHomeQuery } from '../game';
import { SAISON_READERS, SeasonEnd } from '../saisons';
import { TradesWaitingCard } from '../trades';
import { LastResultCard } from './last-result-card';
import { MatchdayCard } from './matchday-card';
import { ReminderBanner } from './reminder-banner';
import { useSeasonPause } from './season-pause';
import { SeasonWaitingCard } from './season-waiting-card';
import { Tiles } from './tiles';
import { TurnCard } from './turn-card';

/** How my rank moved since before the last matchday with results. */
function RankMove({ classement }: { classement: GameHome['classement'] }) {
  const { previous_rank: before, rank } = classement;
  if (before === null || rank === null) return null;
  const delta = before - rank;
  const text = delta > 0 ? HOME_MSG.rankUp(delta) : delta < 0 ? HOME_MSG.rankDown(-delta) : HOME_MSG.rankSame;
  return (
    <Text size="sm" fw={600} c={delta > 0 ? 'pitch.8' : delta < 0 ? 'red.7' : 'dimmed'} title={HOME_MSG.rankMoveLabel(before)}>
      {text}
    </Text>
  );
}

/** The steps the home says with a card of its own: the draft under way (the turn card), the new season (the waiting card). */
const HOME_SAYS_ELSEWHERE: readonly NextStep[] = ['draft', 'season_start'];

/** The longest wait a browser timer takes (about 24 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The home asked again when the reminder hour begins and at the first kickoff (the lock): the banner and the
 * countdown's end come without a reload, though nothing is written then to wake the live stream.
 */
function useRefreshAtLock(firstKickoff: string | null | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!firstKickoff) return;
    const lock = Date.parse(firstKickoff);
    const timers = [lock - LINEUP_REMINDER_MINUTES * 60_000, lock]
      .map((at) => at - Date.now())
      .filter((ms) => ms > 0 && ms < MAX_TIMER_MS)
      .map((ms) => setTimeout(() => void invalidateCalls(qc, [gameCalls.home]), ms + 250));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [firstKickoff, qc]);
}

/**
 * /home: SPEC.md's title, rank and tiles, and what to do now — whose turn it is in a draft or a mercato,
 * the coming matchday's lineup lock, my lineup and my match (its provisional score while played), and the
 * reminder banner in the hour before the first kickoff when my lineup has an empty slot; before the league plays, what it
 * waits for (its season set up, its draft ordered and started: the turn card says the draft, the waiting card the new
 * season). Live: a pick, a move, a lineup or a result
 * elsewhere refreshes it. Once the season is finished, its end (champion, podium, records) instead of the matchday;
 * while the league has not started the new season, the last champion and that the season waits for its start.
 */
export default function HomePage() {
  const user = useSessionUser();
  const ctx = useQuery(gameContextQuery(user?.id ?? 0));
  const home = useQuery(gameHomeQuery());
  const pause = useSeasonPause();
  useRefreshAtLock(home.data?.journee?.first_kickoff);
  // 'resultats' comes after each autopilot poll too: my match's live score.
  useLiveInvalidate(
    ['draft', 'mercato', 'compos', 'resultats', 'trades'],
    [gameCalls.home, gameCalls.context, autopilotCalls.live, tradesCalls.list, ...SAISON_READERS],
  );
  if (ctx.isError) return <Alert color="orange">{ctx.error.message}</Alert>;
  const game = ctx.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          {game ? <Title order={1}>{game.saison.nom}</Title> : <Skeleton h={36} w={260} />}
          <Text c="dimmed">{HOME_MSG.greeting(user ? poolerName(user) : '')}</Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {/* No rank before the season has results: nothing to show, whatever the last season gave. */}
          {!game ? (
            <Skeleton h={32} w={100} />
          ) : (
            game.userdata.classement !== null && (
              <Badge size="xl" variant="light" aria-label="Classement">
                {MSG.rankOf(game.userdata.classement, game.userdata.poolers)}
              </Badge>
            )
          )}
          {home.data && <RankMove classement={home.data.classement} />}
        </Group>
      </Group>
      {home.isError && <Alert color="orange">{home.error.message}</Alert>}
      {home.data && !pause.over && !pause.waiting && <ReminderBanner home={home.data} />}
      {home.data?.turn && <TurnCard turn={home.data.turn} />}
      <TradesWaitingCard />
      {home.data?.next && !HOME_SAYS_ELSEWHERE.includes(home.data.next.step) && <NextStepCard next={home.data.next} />}
      {home.data?.last_result && <LastResultCard result={home.data.last_result} />}
      {pause.over ? (
        <SeasonEnd saisonId={pause.over.id} />
      ) : pause.waiting ? (
        <SeasonWaitingCard season={pause.waiting.season} previous={pause.waiting.previous} />
      ) : home.data && !pause.pending ? (
        <MatchdayCard home={home.data} />
      ) : (
        !home.isError && <Skeleton h={180} />
      )}
      <Tiles phase={home.data?.phase ?? (home.isError ? game?.phase : undefined)} />
      {game && (
        <Text size="xs" c="dimmed" ta="center">
          {game.saison.nom}
        </Text>
      )}
    </Stack>
  );
}
