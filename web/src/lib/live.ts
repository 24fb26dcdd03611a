import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Live updates: subscribes to server-sent events of the given topics and invalidates the given
 * queries on every change (so every open page refetches within a second of a pick or a move).
 * EventSource reconnects by itself; the pages' 30 s poll remains the safety net.
 */
export function useLiveInvalidate(topics: string[], keys: QueryKey[], onChange?: () => void) {
  const qc = useQueryClient();
  const latest = useRef({ keys, onChange });
  latest.current = { keys, onChange };
  const topicList = topics.join(',');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/backend/api/live/stream.php?topics=${encodeURIComponent(topicList)}`);
    source.addEventListener('change', () => {
      for (const key of latest.current.keys) void qc.invalidateQueries({ queryKey: key });
      latest.current.onChange?.();
    });
    return () => source.close();
  }, [qc, topicList]);
}
