import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { AUTOPILOT_MSG, type Rencontre } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { liveMatchdayQuery } from '../api';

const score = (home: number | null, away: number | null) => (home === null || away === null ? '–' : `${home}-${away}`);

/**
 * The matchday while it is played: each league match live with its score and minute, and each
 * head-to-head's provisional score (the points so far), moving with the live stream (the page subscribes to it, with
 * autopilot/live.php); gone once no match is live.
 */
export function LiveMatchday({ journeeId, matches }: { journeeId: number; matches: readonly Rencontre[] }) {
  const live = useQuery(liveMatchdayQuery(journeeId));
  const data = live.data;
  if (!data?.matchs.length) return null;
  return (
    <Card withBorder component="section" aria-label={AUTOPILOT_MSG.liveTitle}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} fz="lg">
            {AUTOPILOT_MSG.liveTitle}
          </Title>
          <Badge color="red" variant="filled">
            {AUTOPILOT_MSG.stages.en_direct}
          </Badge>
        </Group>
        <Stack gap={2} aria-label={AUTOPILOT_MSG.liveMatches}>
          {data.matchs.map((m) => (
            <Text key={m.id} size="sm">
              {m.home} {score(m.home_score, m.away_score)} {m.away}
              {m.minute === null ? '' : ` · ${m.minute}'`}
            </Text>
          ))}
        </Stack>
        <Stack gap={2} aria-label={AUTOPILOT_MSG.liveScores}>
          {data.rencontres.map((r) => {
            const m = matches.find((x) => x.id === r.id);
            if (!m) return null;
            return (
              <Text key={r.id} size="sm" fw={500}>
                {m.home.username} {r.score1} – {r.score2 ?? '–'} {m.away?.username ?? ''}
              </Text>
            );
          })}
          <Text size="xs" c="dimmed">
            {AUTOPILOT_MSG.provisional}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
