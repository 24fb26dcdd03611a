import { Alert, Card, Skeleton, Stack, Title } from '@mantine/core';
import { SEASON_END_MSG as M } from '@poolfoot/domain/messages';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';
import { useLiveInvalidate } from '../../../lib/live';
import { useSessionUser } from '../../../lib/session';
import { palmaresQuery, SAISON_READERS } from '../api';
import { AllTimeTable } from '../components/all-time-table';
import { ChampionsList } from '../components/champions-list';
import { HeadToHead } from '../components/head-to-head';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * /palmares: the league's champion of each finished season, its table of every season together, and each pooler's
 * record against each other pooler (members who left stay: the history keeps them).
 */
export default function PalmaresPage() {
  const userId = useSessionUser()?.id ?? 0;
  const query = useQuery(palmaresQuery());
  useLiveInvalidate(['resultats'], SAISON_READERS);
  const data = query.data;
  const loading = <Skeleton h={120} />;
  return (
    <Stack>
      <Title order={1}>{M.palmares}</Title>
      {query.isError && <Alert color="orange">{errorMessage(query.error)}</Alert>}
      {!query.isError && (
        <>
          <Section title={M.championsTitle}>{data ? <ChampionsList champions={data.champions} /> : loading}</Section>
          <Section title={M.allTimeTitle}>{data ? <AllTimeTable rows={data.all_time} userId={userId} /> : loading}</Section>
          <Section title={M.headToHeadTitle}>{data ? <HeadToHead rows={data.head_to_head} userId={userId} /> : loading}</Section>
        </>
      )}
    </Stack>
  );
}
