import { Anchor, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { SEASON_END_MSG } from '@poolfoot/domain/messages';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAfterPaint } from '../../../lib/after-paint';

// The ranking's code and the API schemas it parses with load beside the page, not before its first paint.
const GeneralRanking = lazy(() => import('../components/general-ranking'));

const placeholder = (
  <Card>
    <Skeleton h={240} />
  </Card>
);

/**
 * SPEC.md "Classement": the general table, each pooler's evolution, and a finished matchday's results, of the season
 * chosen; the way to the palmarès.
 */
export default function ClassementPage() {
  // The ranking is asked for once the title is on screen: its code and the contract's schemas (zod) are not part
  // of what the first screen waits for.
  const shown = useAfterPaint();
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>Classement</Title>
        <Anchor component={Link} to="/palmares" fw={600}>
          <Group gap={4} wrap="nowrap">
            <IconTrophy size={18} aria-hidden /> {SEASON_END_MSG.palmares}
          </Group>
        </Anchor>
      </Group>
      {shown ? (
        <Suspense fallback={placeholder}>
          <GeneralRanking />
        </Suspense>
      ) : (
        placeholder
      )}
    </Stack>
  );
}
