import { performance } from 'node:perf_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Times every statement PGlite runs (in transactions too) while `measure` runs, totalled by the kind `kindOf` gives
 * each statement's text (one kind for all when not given).
 */
export function sqlMeter<K extends string = 'sql'>(client: PGlite, kindOf: (sql: string) => K = () => 'sql' as K) {
  const totals = new Map<K, { ms: number; n: number }>();
  let on = false;
  const timed = <T>(sql: string, run: () => Promise<T>) => {
    if (!on) return run();
    const t0 = performance.now();
    return run().finally(() => {
      const k = totals.get(kindOf(sql)) ?? { ms: 0, n: 0 };
      totals.set(kindOf(sql), { ms: k.ms + performance.now() - t0, n: k.n + 1 });
    });
  };
  const query = client.query.bind(client);
  client.query = <T>(sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    timed(sql, () => query<T>(sql, params, options));
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = <R>(sql: string, params?: unknown[], options?: Parameters<Transaction['query']>[2]) =>
        timed(sql, () => txQuery<R>(sql, params, options));
      return callback(tx);
    });
  return {
    async measure(run: () => Promise<void>) {
      totals.clear();
      on = true;
      const t0 = performance.now();
      await run();
      on = false;
      return { wallMs: performance.now() - t0, totals: new Map(totals) };
    },
  };
}
