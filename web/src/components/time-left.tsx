import { Text, type TextProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Seconds from now to a moment, never below 0. */
export const secondsUntil = (at: string | Date, now = Date.now()) => Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000));

const DAY = 86_400;
const two = (n: number) => String(n).padStart(2, '0');

/** A duration as a countdown reads: '45 s', '4 min 05 s', '2 h 03 min 09 s'. */
export function formatTimeLeft(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${two(m)} min ${two(s)} s`;
  if (m > 0) return `${m} min ${two(s)} s`;
  return `${s} s`;
}

/** A duration that may span days: '2 j 03 h 12 min 05 s', else as the pick clock reads it ('4 min 05 s'). */
export function formatUntil(seconds: number): string {
  if (seconds < DAY) return formatTimeLeft(seconds);
  const d = Math.floor(seconds / DAY);
  const rest = seconds % DAY;
  return `${d} j ${two(Math.floor(rest / 3600))} h ${two(Math.floor((rest % 3600) / 60))} min ${two(rest % 60)} s`;
}

/** The seconds left until `at`, ticking each second. */
export function useSecondsLeft(at: string | Date) {
  const [left, setLeft] = useState(() => secondsUntil(at));
  useEffect(() => {
    setLeft(secondsUntil(at));
    const timer = setInterval(() => setLeft(secondsUntil(at)), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return left;
}

/**
 * A live countdown to a moment: '{prefix} 4 min 05 s' (the pick clock; `format` formatUntil for the lineup lock, which
 * may be days away), then `done` once it is over.
 */
export function TimeLeft({
  at,
  prefix,
  done,
  format = formatTimeLeft,
  ...text
}: { at: string; prefix: string; done: string; format?: (seconds: number) => string } & TextProps) {
  const left = useSecondsLeft(at);
  return (
    <Text {...text} role="timer" aria-live="off">
      {left > 0 ? `${prefix} ${format(left)}` : done}
    </Text>
  );
}
