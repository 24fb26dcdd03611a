import { Text, type TextProps } from '@mantine/core';
import { formatTimeLeft, useSecondsLeft } from '../../components/time-left';

const DAY = 86_400;
const two = (n: number) => String(n).padStart(2, '0');

/** A duration that may span days: '2 j 03 h 12 min 05 s', else as the pick clock reads it ('4 min 05 s'). */
export function formatUntil(seconds: number): string {
  if (seconds < DAY) return formatTimeLeft(seconds);
  const d = Math.floor(seconds / DAY);
  const rest = seconds % DAY;
  return `${d} j ${two(Math.floor(rest / 3600))} h ${two(Math.floor((rest % 3600) / 60))} min ${two(rest % 60)} s`;
}

/** A live countdown in seconds to `at`: '{prefix} 2 j 03 h 12 min 05 s', then `done`. */
export function CountdownText({ at, prefix, done, ...text }: { at: string; prefix: string; done: string } & TextProps) {
  const left = useSecondsLeft(at);
  return (
    <Text {...text} role="timer" aria-live="off">
      {left > 0 ? `${prefix} ${formatUntil(left)}` : done}
    </Text>
  );
}
