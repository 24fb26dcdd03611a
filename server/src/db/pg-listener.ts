import pg from 'pg';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
/** A channel or payload written into a NOTIFY as is: lowercase letters, digits, underscores. */
const SAFE = /^[a-z0-9_]+$/;
/** How the listening connection shows in pg_stat_activity (an operator or a test can find and cut it). */
export const LISTENER_NAME = 'poolfoot_listen';

/**
 * The one PostgreSQL connection that LISTENs for notifications. When it drops (the database restarts,
 * the network is cut, an administrator ends the backend), it is opened again with a growing delay and
 * listens to every channel again, so the live updates resume by themselves. Notifications sent while
 * it was down are lost: the screens' periodic refresh catches up, and the answer caches, told through
 * onConnection, keep nothing meanwhile (db/shared-generation.ts).
 */
export function pgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const watchers = new Set<(connected: boolean) => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const tell = (connected: boolean) => {
    for (const w of watchers) w(connected);
  };

  const retryLater = (delay: number) => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(() => retryLater(Math.min(delay * 2, RETRY_MAX_MS)));
    }, delay);
    retry.unref();
  };

  /** Forgets the connection (lost, or judged dead) and opens another later. */
  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    tell(false);
    retryLater(RETRY_FIRST_MS);
  };

  const open = async (): Promise<pg.Client> => {
    // TCP keep-alive: a connection whose peer vanished without a word is noticed and dropped.
    const c = new pg.Client({ connectionString: url, application_name: LISTENER_NAME, keepAlive: true });
    c.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    const lost = () => drop(c);
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
    if (closed) {
      await c.end().catch(() => undefined);
      throw new Error('listener closed');
    }
    client = c;
    tell(true);
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
      const c = await connect().catch((err: unknown) => {
        retryLater(RETRY_FIRST_MS);
        throw err;
      });
      if (isNew) await c.query(`listen ${channel}`);
      return async () => {
        set.delete(onMessage);
      };
    },
    /**
     * Sends a notification from the listening connection itself; fails when it is not connected. It
     * comes back to this connection after every notification committed before it (PostgreSQL delivers
     * them in commit order).
     */
    async notifyHere(channel: string, payload: string) {
      if (!client) throw new Error('listener not connected');
      // A plain NOTIFY in the simple protocol (one message, no rows back): the answer cache sends one per batch of
      // requests on PostgreSQL, its cost counts. Only names and payloads that need no quoting.
      if (!SAFE.test(channel) || !SAFE.test(payload)) throw new Error('unsafe notification');
      await client.query(`notify ${channel}, '${payload}'`);
    },
    /** Called with false when the connection is lost, with true once it listens to every channel again. */
    onConnection(watch: (connected: boolean) => void) {
      watchers.add(watch);
    },
    /** Drops the connection as if it were lost (it no longer answers): another one is opened. */
    reconnect() {
      const c = client;
      if (!c) return;
      drop(c);
      c.end().catch(() => undefined);
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

export type PgListener = ReturnType<typeof pgListener>;
