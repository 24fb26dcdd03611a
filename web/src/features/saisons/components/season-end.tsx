import { Alert, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMedal, IconTrophy } from '@tabler/icons-react';
import type { ResultatsStanding, SaisonRecords, SeasonRecord } from '@poolfoot/domain';
import { ordinal, pts, SEASON_END_MSG } from '@poolfoot/domain/messages';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../../lib/api';
import { seasonRecordsQuery } from '../api';

/** The podium's colours, 1st to 3rd: gold, silver, bronze. */
const MEDAL = ['yellow', 'gray', 'orange'] as const;

function Champion({ row }: { row: NonNullable<SaisonRecords['champion']> }) {
  return (
    <Group wrap="nowrap" gap="md">
      <ThemeIcon size={64} radius="xl" color="yellow" variant="light" aria-hidden>
        <IconTrophy size={40} />
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {SEASON_END_MSG.champion}
        </Text>
        <Text fz={28} fw={800} lh={1.2}>
          {row.username}
        </Text>
        <Text fw={600}>{pts(row.points_classement)}</Text>
      </div>
    </Group>
  );
}

/** The first three, side by side even on a phone: a long name wraps whole, never cut (« Hugo Coup-… »). */
function Podium({ rows }: { rows: readonly ResultatsStanding[] }) {
  return (
    <SimpleGrid cols={3} spacing="xs" component="ol" aria-label={SEASON_END_MSG.podium} m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row, i) => (
        <Paper key={row.user_id} component="li" withBorder p="xs" ta="center" miw={0}>
          <ThemeIcon size="md" radius="xl" color={MEDAL[i]} variant="light" aria-hidden>
            <IconMedal size={18} />
          </ThemeIcon>
          <Text size="xs" fw={700}>
            {ordinal(i + 1)}
          </Text>
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.username}
          </Text>
          <Text size="sm">{pts(row.points_classement)}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function RecordCard({ record }: { record: SeasonRecord }) {
  const title = SEASON_END_MSG.recordTitle[record.kind];
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {title}
      </Text>
      <Text fw={600}>{SEASON_END_MSG.recordText(record)}</Text>
    </Paper>
  );
}

/**
 * A finished season: its champion with a trophy (or that it has none: the league played no match of it, as the palmarès
 * says too), its podium 1-2-3, and its records, each saying who and when.
 */
export default function SeasonEndCard({ saisonId }: { saisonId: number }) {
  const query = useQuery(seasonRecordsQuery(saisonId));
  const titleId = useId();
  if (query.isError) return <Alert color="orange">{errorMessage(query.error)}</Alert>;
  if (!query.data) return <Skeleton h={320} />;
  const { nom, champion, podium, records } = query.data;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} size="h3" id={titleId}>
          {SEASON_END_MSG.ended(nom)}
        </Title>
        {champion ? <Champion row={champion} /> : <Text fw={600}>{SEASON_END_MSG.noChampionOf(nom)}</Text>}
        {podium.length > 0 && <Podium rows={podium} />}
        <Title order={3} size="h4">
          {SEASON_END_MSG.recordsTitle}
        </Title>
        {records.length === 0 ? (
          <Text c="dimmed">{SEASON_END_MSG.noRecords}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {records.map((r) => (
              <RecordCard key={r.kind} record={r} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
