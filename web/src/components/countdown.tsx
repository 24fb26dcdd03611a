import { Group, RingProgress, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * The visible refresh countdown of the draft and mercato pages (SPEC.md §9: 30 s, ticking each
 * second). Calls onElapsed at zero and starts again; `resetKey` restarts it (after a live update).
 */
export function Countdown({ seconds = 30, onElapsed, resetKey }: { seconds?: number; onElapsed: () => void; resetKey?: unknown }) {
  const [left, setLeft] = useState(seconds);
  const elapsed = useRef(onElapsed);
  elapsed.current = onElapsed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey restarts the countdown on purpose.
  useEffect(() => setLeft(seconds), [resetKey, seconds]);
  useEffect(() => {
    const timer = setInterval(() => setLeft((l) => (l > 1 ? l - 1 : 0)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left > 0) return;
    elapsed.current();
    setLeft(seconds);
  }, [left, seconds]);
  return (
    <Group gap="xs" wrap="nowrap" aria-live="off">
      <RingProgress size={36} thickness={4} sections={[{ value: (left / seconds) * 100, color: 'pitch' }]} aria-hidden />
      <Text size="sm" c="dimmed">
        Actualisation dans {left} s
      </Text>
    </Group>
  );
}
