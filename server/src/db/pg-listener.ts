import pg from 'pg';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * The one PostgreSQL connection that LISTENs for notifications. When it drops (the database restarts,
 * the network is cut, an administrator ends the backend), it is opened again with a growing delay and
 * listens to every channel again, so the live updates resume by themselves. Notifications sent while
 * it was down are lost: the screens' periodic refresh catches up.
 */
export function pgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const retryLater = (delay: number) => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => retryLater(Math.min(delay * 2, RETRY_MAX_MS)));
    }, delay);
    retry.unref();
  };

  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      retryLater(RETRY_FIRST_MS);
    };
    // An 'error' listener is required: without one a dropped connection would crash the process.
    c.on('error', lost);
    c.on('end', lost);
    try {
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
    return c;
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    /** `channel` must be a plain identifier (the caller checks it). */
    async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onMessage);
      const c = await connect();
      if (isNew) await c.query(`listen ${channel}`);
      return async () => {
        set.delete(onMessage);
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
