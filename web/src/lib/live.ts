import { type Endpoint, type LiveTopic, liveCalls, urlOf } from '@poolfoot/domain';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateCalls } from './queries';
import { useEffect, useRef } from 'react';

/**
 * Live updates: subscribes to server-sent events of the given topics and reads the given calls again
 * on every change (so every open page refetches within a second of a pick or a move).
 * EventSource reconnects by itself; the pages' 30 s poll remains the safety net.
 *
 * The stream closes when the page is hidden into the browser's back-forward cache and opens again
 * (with a refetch) when it comes back: a cached page holding its stream keeps one of the six
 * connections a browser opens to a server over HTTP/1.1, and six such pages block the next one.
 */
export function useLiveInvalidate(topics: LiveTopic[], calls: readonly Endpoint[], onChange?: () => void) {
  const qc = useQueryClient();
  const latest = useRef({ calls, onChange });
  latest.current = { calls, onChange };
  const topicList = topics.join(',');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => {
      void invalidateCalls(qc, latest.current.calls);
      latest.current.onChange?.();
    };
    let source: EventSource | null = null;
    const open = () => {
      source = new EventSource(`${urlOf(liveCalls.stream)}?topics=${encodeURIComponent(topicList)}`);
      source.addEventListener('change', refresh);
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted || source) return;
      open();
      refresh();
    };
    open();
    window.addEventListener('pagehide', close);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', close);
      window.removeEventListener('pageshow', onShow);
      close();
    };
  }, [qc, topicList]);
}
