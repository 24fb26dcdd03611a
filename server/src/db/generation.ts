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

// Statements that never change data (ANALYZE changes only the planner's statistics); anything else counts as a write (erring on the side of invalidating).
const READ = /^\s*(select|show|set\s+transaction|savepoint|release|rollback\s+to|begin|start\s+transaction|commit|end|rollback|analyze)\b/i;
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

/**
 * A map whose entries live as long as the generation they were computed at, within a budget: each entry weighs
 * `weigh(value, key)` (1 by default: the budget is then a number of entries), and the least recently used go first when a new
 * one would exceed it.
 */
export class GenerationCache<V> {
  #at = -1;
  #weight = 0;
  // In order of use, the least recent first (a Map keeps insertion order: a used entry is moved to the end).
  readonly #entries = new Map<string, { value: V; weight: number }>();
  constructor(
    private readonly generation: Generation,
    private readonly budget = 10_000,
    private readonly weigh: (value: V, key: string) => number = () => 1,
  ) {}

  /** What the kept entries weigh together (within the budget). */
  get weight() {
    this.#sync();
    return this.#weight;
  }

  get size() {
    this.#sync();
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    this.#sync();
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value computed from a read that started at generation `at` (dropped if a write ran since). */
  set(key: string, value: V, at: number) {
    this.#sync();
    if (at !== this.#at) return;
    this.delete(key);
    const weight = this.weigh(value, key);
    // One value over the whole budget is not kept: it would only push every other out.
    if (weight > this.budget) return;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight + weight <= this.budget) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  #sync() {
    if (this.#at === this.generation.value) return;
    this.#entries.clear();
    this.#weight = 0;
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
