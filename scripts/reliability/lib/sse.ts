import type { Api } from './api.js';

type LiveEvent = { event: string; topic: string | null; at: number };

/** A live subscription (server-sent events of live/stream.php) that keeps every event it receives. */
export type Subscription = {
  events: LiveEvent[];
  count(topic: string): number;
  /** Resolves with the time waited once `count(topic)` exceeds `after`; rejects after the timeout. */
  waitPast(topic: string, after: number, timeoutMs?: number): Promise<number>;
  close(): void;
};

export async function subscribe(api: Api, topics: string[]): Promise<Subscription> {
  const ctrl = new AbortController();
  const res = await fetch(`${api.base}/backend/api/live/stream.php?topics=${topics.join(',')}`, {
    headers: { cookie: api.cookie },
    signal: ctrl.signal,
  });
  if (!res.ok || !res.body) throw new Error(`live/stream.php : ${res.status}`);
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let ready: () => void = () => {};
  const readyOnce = new Promise<void>((r) => (ready = r));
  void (async () => {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event) {
            const topic = event === 'change' && data ? ((JSON.parse(data) as { topic?: string }).topic ?? null) : null;
            events.push({ event, topic, at: Date.now() });
            if (event === 'ready') ready();
            for (const w of waiters) w();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      /* aborted */
    }
  })();
  await readyOnce;
  const count = (topic: string) => events.filter((e) => e.topic === topic).length;
  return {
    events,
    count,
    waitPast(topic, after, timeoutMs = 5_000) {
      const start = Date.now();
      return new Promise((done, fail) => {
        const check = () => {
          if (count(topic) <= after) return;
          waiters.delete(check);
          clearTimeout(timer);
          done(Date.now() - start);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`aucun événement « ${topic} » en ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => ctrl.abort(),
  };
}
