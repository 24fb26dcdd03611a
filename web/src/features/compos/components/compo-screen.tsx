import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@poolfoot/domain';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';
import { NextStepCard, useNextStep } from '../../game';
import { SeasonOver } from '../../saisons';
import { composEditorQuery } from '../api';
import { CompoEditor } from './compo-editor';

/**
 * A pooler's lineup of the active matchday in the editor, with its loading, error and empty states: before the league
 * plays (no matchday yet, no team before the draft is over), what it waits for; once the season has no matchday left,
 * that it is over.
 */
export function CompoScreen({ userId, title, onSaved }: { userId: number; title: (username: string) => string; onSaved?: () => void }) {
  const query = useQuery({ ...composEditorQuery(userId), enabled: userId > 0 });
  const next = useNextStep();
  if (!userId) return <Alert color="orange">{MSG.notLoggedIn}</Alert>;
  if (query.isError) return <Alert color="orange">{query.error.message}</Alert>;
  const data = query.data;
  if (!data) {
    return (
      <Stack aria-busy="true">
        <Skeleton h={36} w={240} />
        <Skeleton h={420} />
      </Stack>
    );
  }
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{title(data.team.username)}</Title>
          {data.journee && <Text c="dimmed">Premier coup d’envoi : {formatDateTime(data.journee.start_at)}</Text>}
        </div>
        {data.journee && (
          <Badge size="lg" variant="light">
            Journée {data.journee.numjournee}
          </Badge>
        )}
      </Group>
      {next && (!data.journee || data.team.count === 0) ? (
        <NextStepCard next={next} />
      ) : !data.journee ? (
        <SeasonOver fallback={<Alert color="orange">{MSG.matchdayNotFound}</Alert>} />
      ) : data.team.count === 0 ? (
        <Alert color="gray">{MSG.teamEmpty}</Alert>
      ) : (
        <CompoEditor key={`${data.journee.id}-${data.compo?.composition_id ?? 'new'}`} data={data} onSaved={onSaved} />
      )}
    </Stack>
  );
}
