import { authCalls, composCalls, draftCalls, type Endpoint } from '@poolfoot/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, type Who } from '../../test/caller.js';
import { scratchPgDatabase } from '../../test/db.js';
import { autoLineup, compoPayload, createClub, createJournee, createSquad, roles } from '../../test/factories/index.js';
import { buildApp } from '../app.js';
import { openPostgres } from './client.js';
import { GenerationCache, generationOf } from './generation.js';
import { LISTENER_NAME } from './pg-listener.js';
import { ensureCurrentSeason } from './settings.js';
import { loadConfig } from '../config.js';
import { SharedGeneration } from './shared-generation.js';

const url = process.env.DATABASE_URL;
const NOW = new Date('2026-09-01T10:00:00Z');

/** One server process as production runs it: its own pool, listening connection and generation, on the shared database. */
async function processOn(dbUrl: string) {
  const database = await openPostgres(dbUrl);
  const app = await buildApp({
    ctx: {
      database,
      config: loadConfig({ APP_URL: 'http://poolfoot.test', WEB_DIST: '/nonexistent' }),
      now: () => NOW,
      mailer: { send: async () => undefined },
    },
  });
  // Every statement this process sends to PostgreSQL outside the listening connection.
  let statements = 0;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const query = pool.query.bind(pool);
  const connect = pool.connect.bind(pool);
  pool.query = ((...args: Parameters<pg.Pool['query']>) => {
    statements += 1;
    return (query as (...a: unknown[]) => unknown)(...args);
  }) as pg.Pool['query'];
  pool.connect = ((...args: Parameters<pg.Pool['connect']>) => {
    statements += 1;
    return (connect as (...a: unknown[]) => unknown)(...args);
  }) as pg.Pool['connect'];
  const generation = generationOf(database.db);
  if (!(generation instanceof SharedGeneration)) throw new Error('no shared generation on PostgreSQL');
  return {
    app,
    db: database.db,
    generation,
    /** The answer, and how many statements it cost this process. */
    async call(e: Endpoint, who: Who) {
      const before = statements;
      const res = await callerOf(app, who).call(e as typeof draftCalls.get);
      return { res, statements: statements - before };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type Process = Awaited<ReturnType<typeof processOn>>;

describe.skipIf(!url)('answers kept on PostgreSQL by two processes on one database', () => {
  let scratch: Awaited<ReturnType<typeof scratchPgDatabase>>;
  let a: Process;
  let b: Process;
  let admin: pg.Client;
  let r: Awaited<ReturnType<typeof roles>>;
  let saveOnA: () => Promise<number>;
  const sql = async (text: string) => {
    const c = new pg.Client({ connectionString: scratch.url });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  const compoId = async (p: Process, who: Who) => (await p.call(composCalls.getCompo, who)).res.json().compo?.composition_id ?? null;

  beforeAll(async () => {
    scratch = await scratchPgDatabase(url ?? '', 'poolfoot_test');
    a = await processOn(scratch.url);
    b = await processOn(scratch.url);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await ensureCurrentSeason(a.db);
    r = await roles(a);
    const [c1, c2] = [await createClub(a.db, { name: 'A' }), await createClub(a.db, { name: 'B' })];
    const j1 = await createJournee(a.db, 1, { matches: [[c1.id, c2.id, '2026-09-05T15:00:00Z']] });
    const mine = await createSquad(a.db, r.pooler.id, [c1.id, c2.id]);
    saveOnA = async () => {
      const saved = await callerOf(a.app, r.pooler).call(
        composCalls.saveCompo,
        compoPayload(r.pooler.id, j1, '4231', autoLineup(mine, '4231'), null),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().composition_id as number;
    };
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await admin?.end();
    await scratch?.drop();
  });

  it('each process answers a repeated call from memory; a write through one shows at once on the other', async () => {
    for (const p of [a, b]) {
      for (const e of [draftCalls.get, composCalls.getCompo]) {
        const first = await p.call(e, r.pooler);
        expect(first.res.statusCode, first.res.body).toBe(200);
        const again = await p.call(e, r.pooler);
        expect(again.statements).toBe(0);
        expect(again.res.body).toBe(first.res.body);
      }
    }
    expect(await compoId(b, r.pooler)).toBeNull();

    const saved = await saveOnA();
    // No wait: B asks PostgreSQL whether anything was written before it answers from memory.
    const onB = await b.call(composCalls.getCompo, r.pooler);
    expect(onB.statements).toBeGreaterThan(0);
    expect(onB.res.json().compo.composition_id).toBe(saved);
    expect((await b.call(composCalls.getCompo, r.pooler)).statements).toBe(0);
    expect(await compoId(a, r.pooler)).toBe(saved);
  });

  it('a write by any other client of the database (psql, a script) shows at once on both', async () => {
    expect(await compoId(a, r.pooler)).not.toBeNull();
    expect(await compoId(b, r.pooler)).not.toBeNull();
    await sql('delete from compos');
    expect(await compoId(a, r.pooler)).toBeNull();
    expect(await compoId(b, r.pooler)).toBeNull();
  });

  it('a session closed through one process is refused at once by the other', async () => {
    const session = { cookie: r.other.cookie };
    expect((await b.call(draftCalls.get, session)).res.statusCode).toBe(200);
    expect((await b.call(draftCalls.get, session)).statements).toBe(0);
    expect((await callerOf(a.app, session).call(authCalls.logout)).statusCode).toBe(200);
    expect((await b.call(draftCalls.get, session)).res.statusCode).toBe(401);
  });

  it('an answer read before a write committed is never kept; reads and rolled back writes change nothing', async () => {
    const cache = new GenerationCache<string>(b.generation);
    await b.generation.catchUp();
    let at = b.generation.value;
    await sql('select count(*) from users');
    await sql('begin; update users set nickname = nickname; rollback');
    await b.generation.catchUp();
    cache.set('read', 'kept', at);
    expect(cache.get('read')).toBe('kept');

    at = b.generation.value;
    await sql('update users set nickname = nickname where id = -1'); // a statement that wrote no row still counts
    await b.generation.catchUp();
    cache.set('stale', 'from before the write', at);
    expect(cache.get('stale')).toBeUndefined();
    expect(cache.get('read')).toBeUndefined();
  });

  it('while its listening connection is down a process keeps nothing, and keeps answers again once it listens', async () => {
    const db = scratch.url.split('/').pop() ?? '';
    expect(await compoId(b, r.pooler)).toBeNull();
    expect((await b.call(composCalls.getCompo, r.pooler)).statements).toBe(0);
    // The listening connections are cut and cannot come back for now (the pools keep their open connections).
    await admin.query(`alter database ${db} allow_connections false`);
    try {
      const cut = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2', [
        db,
        LISTENER_NAME,
      ]);
      expect(cut.rowCount).toBe(2);
      await until(async () => !b.generation.known);
      const saved = await saveOnA(); // its notice is lost for B
      for (let i = 0; i < 3; i++) {
        const onB = await b.call(composCalls.getCompo, r.pooler);
        expect(onB.statements).toBeGreaterThan(0);
        expect(onB.res.json().compo.composition_id).toBe(saved);
      }
    } finally {
      await admin.query(`alter database ${db} allow_connections true`);
    }
    await until(async () => b.generation.known && a.generation.known);
    await sql('delete from compos');
    // The delete's notice, on a loaded machine later than B's next read, would drop the answer that read kept.
    await b.generation.catchUp();
    expect(await compoId(b, r.pooler)).toBeNull();
    expect((await b.call(composCalls.getCompo, r.pooler)).statements).toBe(0);
  });
});

/** Waits for a state reached in the background (a connection lost or opened again). */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('state not reached');
    await new Promise((r) => setTimeout(r, 50));
  }
}
