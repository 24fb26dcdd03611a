import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * The number of committed writes of a database: an answer read at generation g is still the
 * database's answer as long as the generation is g. On PGlite (its data folder is locked by one
 * process) every write goes through the client wrapped here; on PostgreSQL, where other processes
 * write too, it is db/shared-generation.ts.
 */
export class Generation {
  #value = 0;
  get value() {
    return this.#value;
  }
  bump() {
    this.#value += 1;
  }
}

const generations = new WeakMap<object, Generation>();

/** The generation of a database handle (undefined inside transactions: no caching). */
export const generationOf = (db: object): Generation | undefined => generations.get(db);
export const registerGeneration = (db: object, generation: Generation) => void generations.set(db, generation);

// Statements that never change data; anything else counts as a write (erring on the side of invalidating).
const READ = /^\s*(select|show|set\s+transaction|savepoint|release|rollback\s+to|begin|start\s+transaction|commit|end|rollback)\b/i;
const isWrite = (sql: string) => !READ.test(sql);

/**
 * Bumps the generation after every write of the client: a statement outside a transaction once it
 * ran, a transaction that wrote once it ended (committed or not). Readers never see a write before
 * its bump has run, so an answer kept with the generation it was computed at is never stale.
 */
export function trackWrites(client: PGlite, generation: Generation) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async <T>(sql: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    try {
      return await query<T>(sql, params, options);
    } finally {
      if (isWrite(sql)) generation.bump();
    }
  };
  client.exec = async (sql: string, options?: Parameters<PGlite['exec']>[1]) => {
    try {
      return await exec(sql, options);
    } finally {
      generation.bump();
    }
  };
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    let wrote = false;
    try {
      return await transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = async <R>(sql: string, params?: unknown[], options?: Parameters<Transaction['query']>[2]) => {
          if (isWrite(sql)) wrote = true;
          return txQuery<R>(sql, params, options);
        };
        tx.exec = async (sql: string, options?: Parameters<Transaction['exec']>[1]) => {
          wrote = true;
          return txExec(sql, options);
        };
        return callback(tx);
      });
    } finally {
      if (wrote) generation.bump();
    }
  };
}

/** A map whose entries live as long as the generation they were computed at (and at most `max` of them). */
export class GenerationCache<V> {
  #at = -1;
  readonly #entries = new Map<string, V>();
  constructor(
    private readonly generation: Generation,
    private readonly max = 10_000,
  ) {}

  get(key: string): V | undefined {
    this.#sync();
    return this.#entries.get(key);
  }

  /** Keeps a value computed from a read that started at generation `at` (dropped if a write ran since). */
  set(key: string, value: V, at: number) {
    this.#sync();
    if (at !== this.#at) return;
    if (this.#entries.size >= this.max) this.#entries.clear();
    this.#entries.set(key, value);
  }

  delete(key: string) {
    this.#entries.delete(key);
  }

  #sync() {
    if (this.#at === this.generation.value) return;
    this.#entries.clear();
    this.#at = this.generation.value;
  }
}

/**
 * A read kept per database handle and key while the database has not been written to (GenerationCache): the first
 * caller's read is shared by the callers that come while it runs and after it, until a write. Without a generation (a
 * transaction's handle, PostgreSQL while its notices are down) every call reads. A failed read is not kept.
 */
export function generationMemo<V>(max?: number) {
  const caches = new WeakMap<object, GenerationCache<Promise<V>>>();
  return (db: object, key: string, read: () => Promise<V>): Promise<V> => {
    const generation = generationOf(db);
    if (!generation) return read();
    let cache = caches.get(db);
    if (!cache) {
      cache = new GenerationCache(generation, max);
      caches.set(db, cache);
    }
    const kept = cache.get(key);
    if (kept) return kept;
    const value = read();
    cache.set(key, value, generation.value);
    value.catch(() => cache.delete(key));
    return value;
  };
}
