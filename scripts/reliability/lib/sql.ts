import { randomBytes } from 'node:crypto';
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

/** A fresh PostgreSQL database next to the one of `baseUrl` (whose role may create databases). */
export async function freshPgDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          await c.query(`drop database if exists ${name} with (force)`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 500));
        }
      }
      await c.end();
    },
  };
}
