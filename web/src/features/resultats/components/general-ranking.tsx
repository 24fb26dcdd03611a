import { Alert, Card, Skeleton, Stack, Text } from '@mantine/core';
import { NEXT_STEP_MSG } from '@poolfoot/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';
import { WhenVisible } from '../../../components/when-visible';
import { errorMessage } from '../../../lib/api';
import { useSessionUser } from '../../../lib/session';
import { useLatch } from '../../../lib/use-latch';
import { NextStepAlert } from '../../game';
import { SeasonEnd, SeasonSelect, useSeasonChoice } from '../../saisons';
import { generalQuery } from '../api';
import { GeneralTable } from './general-table';

// Below the table: its code (chart, matchday selector: floating-ui, Mantine's Select) loads when its place comes near
// the screen, at once on a desktop; on a phone it does not compete with the table for the first seconds.
const ClassementSections = lazy(() => import('./classement-sections'));
const RankingLive = lazy(() => import('./ranking-live'));

/**
 * What /classement shows under its title: the season's choice, its end once it is finished (champion, podium,
 * records), the general table, then each pooler's evolution and a finished matchday's results, all of the season
 * chosen. Its own chunk (with the API schemas and the table): the title does not wait for it.
 */
export default function GeneralRanking() {
  const user = useSessionUser();
  const choice = useSeasonChoice();
  const general = useQuery(generalQuery(choice.saisonId));
  // Each section draws its data in a background pass (useDeferredValue): a phone stays responsive.
  const standings = useDeferredValue(general.data?.classement);
  // Live from the first answer (or failure) on, and for as long as the page is open (a season changed keeps it).
  const answered = standings !== undefined || general.isError;
  const following = useLatch(answered);
  return (
    <>
      <SeasonSelect choice={choice} />
      {choice.season?.finished && <SeasonEnd saisonId={choice.season.id} />}
      <Card>
        {general.isError ? (
          <Alert color="orange">{errorMessage(general.error)}</Alert>
        ) : standings === undefined ? (
          <Skeleton h={240} />
        ) : (
          <Stack gap="sm">
            {/* Nobody ranked yet (no result of the season): when the ranking starts. */}
            {standings.every((row) => row.rank === null) && <Text c="dimmed">{NEXT_STEP_MSG.noRankYet}</Text>}
            <GeneralTable rows={standings} userId={user?.id ?? 0} />
          </Stack>
        )}
      </Card>
      {choice.season?.active && <NextStepAlert />}
      {following && (
        <Suspense fallback={null}>
          <RankingLive />
        </Suspense>
      )}
      {/* Below the table once it is there (nothing on screen moves when it arrives), drawn when scrolled near. */}
      {answered && (
        <WhenVisible fallback={<Skeleton h={240} />}>
          <Suspense fallback={<Skeleton h={240} />}>
            <ClassementSections userId={user?.id ?? 0} saisonId={choice.saisonId} />
          </Suspense>
        </WhenVisible>
      )}
    </>
  );
}
