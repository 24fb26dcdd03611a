import { cpSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Read-only SQL access to a target's database, for the invariant checks. */
export type Sql = {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
};

export async function openPg(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    close: () => client.end(),
  };
}

/**
 * Opens a COPY of a PGlite data directory (the server is stopped or killed): the checks never touch
 * the original, so the restarted server does its own crash recovery.
 */
export async function openPgliteCopy(dataDir: string, copyDir: string): Promise<Sql> {
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(dataDir, copyDir, { recursive: true });
  const db = new PGlite(copyDir);
  await db.waitReady;
  return {
    query: async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows,
    async close() {
      await db.close();
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}
