import { type Endpoint, type LiveTopic, liveCalls, urlOf } from '@poolfoot/domain';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateCalls } from './queries';
import { useEffect, useRef } from 'react';

/**
 * Live updates: subscribes to server-sent events of the given topics and reads the given calls again
 * on every change (so every open page refetches within a second of a pick or a move), and once the stream is ready:
 * what the page shows was read before the server listened for it (an answer kept in the cache, a page come back to
 * within seconds, or a read the server answered before it took the stream), and a change made meanwhile would have
 * been told to nobody. EventSource reconnects by itself, and the same reading at its `ready` catches up what the cut
 * missed; the pages' 30 s poll remains the safety net.
 *
 * One read at a time: changes heard while the calls are being read again make one more reading once it is done,
 * started after the last of them. A burst of changes (a draft played quickly, picks from the lists in a row) used to
 * start a reading at each, each cancelling the one before in the page but not on the server, which still answered every
 * one of them in the user's turn (one call at a time on PGlite): the page's newest reading waited behind all of them.
 *
 * The stream closes when the page is hidden into the browser's back-forward cache and opens again
 * (its `ready`, a refetch) when it comes back: a cached page holding its stream keeps one of the six
 * connections a browser opens to a server over HTTP/1.1, and six such pages block the next one.
 */
export function useLiveInvalidate(topics: LiveTopic[], calls: readonly Endpoint[]) {
  const qc = useQueryClient();
  const latest = useRef(calls);
  latest.current = calls;
  const topicList = topics.join(',');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let reading = false;
    let again = false;
    const refresh = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          await invalidateCalls(qc, latest.current);
        } while (again);
      } finally {
        reading = false;
      }
    };
    let source: EventSource | null = null;
    const open = () => {
      source = new EventSource(`${urlOf(liveCalls.stream)}?topics=${encodeURIComponent(topicList)}`);
      source.addEventListener('change', () => void refresh());
      source.addEventListener('ready', () => void refresh());
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted || source) return;
      open();
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
