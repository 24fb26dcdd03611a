import type { PGlite, Transaction } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement on the event loop, and a request's statements, chained by promises, ran back to back: the
 * loop was held for all of them while another user's request or a file's next chunk waited (a static file takes several
 * turns of the loop). Each statement and each transaction now waits for the loop's next turn first, so that what came
 * in meanwhile goes between two statements of one request. With one call at a time per user (CALLS_AT_ONCE on PGlite),
 * each turn runs at most one statement of each user's request (docs/fiabilite.md).
 */
export function takeTurns(client: PGlite) {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async <T>(sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    await nextTurn();
    return query<T>(sql, params, options);
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    await nextTurn();
    return transaction(callback);
  };
}
