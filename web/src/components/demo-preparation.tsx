import { Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import type { Preparation } from '@poolfoot/domain';
import { DEMO_MSG } from '@poolfoot/domain/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';

/** game/preparation.php; the call and its schema load apart from the shell, as the session check does (lib/session.ts). */
async function fetchPreparation(): Promise<Preparation | null> {
  const [{ call }, { gameCalls }] = await Promise.all([import('../lib/api'), import('@poolfoot/domain')]);
  return (await call(gameCalls.preparation)).preparation;
}

/** Asked again this often while the season is being prepared (it takes seconds); never again once it is ready. */
const REFRESH_MS = 1000;

/** What the newcomer sees while a first start plays the demo season: what is done, out of how much. */
export function PreparationScreen({ preparation: p }: { preparation: Preparation }) {
  const draftDone = p.picks >= p.picks_total;
  const share = (done: number, total: number) => (total ? done / total : 1);
  const value = Math.round(((share(p.picks, p.picks_total) + share(p.journees, p.journees_total)) / 2) * 100);
  return (
    <Card withBorder padding="lg" maw={520} mx="auto" my="xl">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Title order={1} size="h3">
            {DEMO_MSG.preparing}
          </Title>
        </Group>
        <Stack gap={4} role="status">
          <Text>{DEMO_MSG.draft(p.picks, p.picks_total)}</Text>
          {draftDone && <Text>{DEMO_MSG.journee(Math.min(p.journees + 1, p.journees_total), p.journees_total)}</Text>}
        </Stack>
        <Progress value={value} aria-label={DEMO_MSG.progressLabel} />
        <Text size="sm" c="dimmed">
          {DEMO_MSG.waiting}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The pages, or, while a first start prepares the demo season (DEMO=season), the preparation in their place: the
 * sign-in page too, so nobody enters a season half played. Asks again by itself until the season is ready, then
 * shows the pages with everything read meanwhile read again. Pages render at once: the question is asked beside them.
 */
export function DemoPreparationGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['game', 'preparation'],
    queryFn: fetchPreparation,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data ? REFRESH_MS : false),
  });
  const waited = useRef(false);
  useEffect(() => {
    if (data) waited.current = true;
    else if (data === null && waited.current) {
      waited.current = false;
      void client.invalidateQueries({ predicate: (q) => q.queryKey[1] !== 'preparation' });
    }
  }, [data, client]);
  return data ? <PreparationScreen preparation={data} /> : children;
}
