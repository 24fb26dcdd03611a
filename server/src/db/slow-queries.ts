import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Where statements slower than `thresholdMs` are told (the server's log): their SQL (shortened) and how long they took. */
export type SlowQueries = { thresholdMs: number; report: (sql: string, ms: number) => void };

type Querying = { query: (...args: never[]) => Promise<unknown> };
const sqlOf = (first: unknown) => (typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? ''));

/** How much of a statement a log line keeps. */
export const SQL_KEPT = 400;
/** A many-row insert's tuples of placeholders: the first one, then the others (each in parentheses, so no backtracking). */
const TUPLES = /(\((?:\$\d+|default)(?:, ?(?:\$\d+|default))*\))((?:, ?\((?:\$\d+|default)(?:, ?(?:\$\d+|default))*\))+)/g;
const PARAMS = /\$\d+(?:, ?\$\d+){8,}/g;

/**
 * A statement as a log line says it: a many-row insert's tuples and a long list of parameters shortened to their count
 * (a first start's import wrote 2,000 placeholders in one line), then cut to SQL_KEPT characters.
 */
export function shortSql(text: string): string {
  const short = text
    .replace(TUPLES, (_all, first: string, rest: string) => `${first}, … (${rest.split('(').length} lignes)`)
    .replace(PARAMS, (list) => {
      const all = list.split(/, ?/);
      return `${all[0]}, …, ${all.at(-1)} (${all.length} paramètres)`;
    });
  return short.length > SQL_KEPT ? `${short.slice(0, SQL_KEPT - 1)}… (${short.length} caractères)` : short;
}

/** Times every statement of a client's `query` (and `exec`), and reports the slow ones. */
function watch<T extends Querying & { exec?: Querying['query'] }>(client: T, slow: SlowQueries) {
  for (const method of ['query', 'exec'] as const) {
    const original = client[method];
    if (!original) continue;
    const bound = original.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const start = performance.now();
      const done = () => {
        const ms = performance.now() - start;
        if (ms >= slow.thresholdMs) slow.report(shortSql(sqlOf(args[0])), Math.round(ms));
      };
      // pg's pool calls its clients with a callback; the others answer a promise.
      const last = args.at(-1);
      if (typeof last === 'function') {
        return bound(...args.slice(0, -1), (...results: unknown[]) => {
          done();
          return (last as (...r: unknown[]) => unknown)(...results);
        });
      }
      const answer = bound(...args);
      // A promise is timed to its end; anything else (a stream pg hands back at once) is not a statement to time.
      return answer instanceof Promise ? answer.finally(done) : answer;
    };
  }
}

/** PGlite: its own statements and those of its transactions. */
export function watchPglite(client: PGlite, slow: SlowQueries) {
  watch(client, slow);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      watch(tx, slow);
      return callback(tx);
    });
}

/** PostgreSQL: every client the pool opens (its own queries and transactions go through them). */
export function watchPool(pool: pg.Pool, slow: SlowQueries) {
  pool.on('connect', (client) => watch(client as unknown as Querying, slow));
}
