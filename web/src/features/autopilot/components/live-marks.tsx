import { Badge, Text } from '@mantine/core';
import { AUTOPILOT_MSG } from '@poolfoot/domain';

/**
 * The mark of a provisional figure: 'en direct' in red while a match of the matchday is being played,
 * 'provisoire' between two matches, until the figures are final.
 */
export function LiveBadge({ onAir }: { onAir: boolean }) {
  return (
    <Badge color={onAir ? 'red' : 'orange'} variant={onAir ? 'filled' : 'light'} size="sm">
      {onAir ? AUTOPILOT_MSG.onAir : AUTOPILOT_MSG.provisionalMark}
    </Badge>
  );
}

/** Beside a player whose match is being played: 'en direct · 63'' in red. */
export function LiveMinute({ minute }: { minute: number | null }) {
  return (
    <Text size="xs" c="red.8" fw={700}>
      {AUTOPILOT_MSG.liveMinute(minute)}
    </Text>
  );
}
