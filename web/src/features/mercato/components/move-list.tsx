import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MercatoMove } from '@poolfoot/domain';
import { formatDateTime } from '../../../lib/format';
import { MOVE_TYPE_LABELS, moveText } from '../lib';

/** Moves, newest first, each as 'new (club, position) remplace old' with its date. */
export function MoveList({ moves, empty, withPooler = false }: { moves: readonly MercatoMove[]; empty: string; withPooler?: boolean }) {
  if (moves.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {moves.map((m) => (
        <Group key={m.id} component="li" justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 220px' }}>
            {withPooler && (
              <Text size="sm" fw={700}>
                {m.username}
              </Text>
            )}
            <Text size="sm">{moveText(m)}</Text>
          </div>
          <Group gap={6} wrap="nowrap">
            {m.type !== 'pick' && (
              <Badge variant="light" color="gray">
                {MOVE_TYPE_LABELS[m.type]}
              </Badge>
            )}
            <Badge variant="outline">J{m.journee}</Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(m.at)}
            </Text>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
