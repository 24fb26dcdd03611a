import type { PGlite } from '@electric-sql/pglite';
import { authCalls, composCalls, draftCalls, joueursCalls, statsCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import type { Who } from '../../test/caller.js';
import {
  autoLineup,
  compoPayload,
  cookieOf,
  createClub,
  createJournee,
  createSquad,
  roles,
  type TestPlayer,
} from '../../test/factories/index.js';
import { generationOf } from '../db/generation.js';
import { compos, sessions, users } from '../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let mine: TestPlayer[];
let j1: Awaited<ReturnType<typeof createJournee>>;
let clubA: number;
let queries = 0;

const BEFORE = '2026-09-01T10:00:00Z';

/** Hears every statement that reaches the app's database (PGlite, or PostgreSQL's pool): when an answer came from the cache. */
function counting(app: TestApp, count: () => void) {
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => {
    count();
    return query(...args);
  }) as PGlite['query'];
}
const embedded = !process.env.DATABASE_URL;

beforeAll(async () => {
  t = await testApp();
  counting(t, () => {
    queries += 1;
  });
  r = await roles(t);
  const [a, b, c, d] = [
    await createClub(t.db, { name: 'A' }),
    await createClub(t.db, { name: 'B' }),
    await createClub(t.db, { name: 'C' }),
    await createClub(t.db, { name: 'D' }),
  ];
  clubA = a.id;
  j1 = await createJournee(t.db, 1, {
    matches: [
      [a.id, b.id, '2026-09-05T15:00:00Z'],
      [c.id, d.id, '2026-09-06T19:00:00Z'],
    ],
  });
  mine = await createSquad(t.db, r.pooler.id, [a.id, c.id]);
  t.setNow(BEFORE);
});
afterAll(() => t.close());

/** The answer, and how many database statements it took. */
async function counted(
  e:
    | typeof draftCalls.get
    | typeof composCalls.getCompo
    | typeof statsCalls.players
    | typeof statsCalls.topPlayers
    | typeof joueursCalls.list,
  who: Who,
) {
  const before = queries;
  const res = await t.as(who).call(e);
  return { res, queries: queries - before };
}

describe('answers kept while the database is unchanged', () => {
  it('a repeated draft/get.php, compos/getCompo.php or list of players reaches no database; a change shows at once', async () => {
    // The players' lists too: a loop on them costs its checks, not its query.
    for (const e of [draftCalls.get, composCalls.getCompo, statsCalls.players, statsCalls.topPlayers, joueursCalls.list]) {
      const first = await counted(e, r.pooler);
      expect(first.res.statusCode, first.res.body).toBe(200);
      expect(first.queries).toBeGreaterThan(0);
      const again = await counted(e, r.pooler);
      expect(again.queries).toBe(0);
      expect(again.res.body).toBe(first.res.body);
      expect(again.res.headers['content-type']).toBe(first.res.headers['content-type']);
      expect(again.res.headers['cache-control']).toBe('no-store');
    }

    const saved = await t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, j1, '4231', autoLineup(mine, '4231'), null));
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await counted(composCalls.getCompo, r.pooler);
    expect(after.queries).toBeGreaterThan(0);
    expect(after.res.json().compo.composition_id).toBe(saved.json().composition_id);
    await t.db.delete(compos);
  });

  it('each user has their own answer, and refusals are never kept', async () => {
    const mineAnswer = await t.as(r.pooler).call(composCalls.getCompo);
    const theirs = await t.as(r.other).call(composCalls.getCompo);
    expect(mineAnswer.json().team.user_id).toBe(r.pooler.id);
    expect(theirs.json().team.user_id).toBe(r.other.id);
    const poolersCompo = (who: Who) => t.as(who).call(composCalls.getCompo, { user_id: r.pooler.id });
    expect((await poolersCompo(r.other)).statusCode).toBe(403);
    expect((await poolersCompo(r.other)).statusCode).toBe(403);
    expect((await poolersCompo(r.admin)).json().team.user_id).toBe(r.pooler.id);
  });

  it('getCompo.php follows the clock: a kickoff locks its club’s players without any write, and back', async () => {
    await t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, j1, '4231', autoLineup(mine, '4231'), null));
    // A session opened just before the kickoff: within the hour no request touches it (no write at all).
    t.setNow('2026-09-05T14:50:00Z');
    const cookie = await cookieOf(t.app, r.pooler);
    const generation = generationOf(t.db);
    const lockedIds = async (now: string) => {
      t.setNow(now);
      return (await t.as({ cookie }).call(composCalls.getCompo)).json().locked_joueur_ids as number[];
    };
    const ofClubA = mine.filter((p) => p.clubId === clubA).map((p) => p.id);
    expect(await lockedIds('2026-09-05T14:55:00Z')).toEqual([]);
    const at = generation?.value; // once the login's write is heard (on PostgreSQL it arrives as a notice)
    expect(await lockedIds('2026-09-05T14:59:59Z')).toEqual([]);
    expect(await lockedIds('2026-09-05T15:00:00Z')).toEqual([...ofClubA].sort((a, b) => a - b));
    expect(await lockedIds('2026-09-05T14:58:00Z')).toEqual([]);
    expect(generation?.value).toBe(at);
    t.setNow(BEFORE);
    await t.db.delete(compos);
  });

  it('a session ends at once: logged out, deleted user, changed role, expired by time', async () => {
    const pooler = await t.as(r.pooler).call(authCalls.me);
    expect(pooler.json().user.id).toBe(r.pooler.id);
    expect((await t.as(r.pooler).call(draftCalls.get)).statusCode).toBe(200);
    expect((await t.as(r.pooler).call(draftCalls.get)).statusCode).toBe(200);

    await t.db.update(users).set({ role: 4 }).where(eq(users.id, r.pooler.id));
    expect((await t.as(r.pooler).call(authCalls.me)).json().user.role).toBe(4);
    await t.db.update(users).set({ role: 1 }).where(eq(users.id, r.pooler.id));

    t.setNow('2026-12-01T10:00:00Z'); // 91 days later: the session has expired, with no write at all
    expect((await t.as(r.other).call(draftCalls.get)).statusCode).toBe(401);
    t.setNow(BEFORE);

    await t.db.delete(sessions).where(eq(sessions.userId, r.other.id));
    expect((await t.as(r.other).call(draftCalls.get)).statusCode).toBe(401);
  });
});

describe('what makes a new answer: the call and its input as its schema reads it', () => {
  /** A GET of this literal query string: its answer, and how many database statements it took. */
  const queried = async (path: string) => {
    const before = queries;
    const res = await t.app.inject({ method: 'GET', url: `/backend/api/${path}`, headers: { cookie: r.pooler.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, queries: queries - before };
  };

  it('a parameter the schema drops, the parameters in another order or a default written out make no new answer', async () => {
    const first = await queried('stats/top_players.php?limit=5&until_journee=1&junk=1');
    expect(first.queries).toBeGreaterThan(0);
    for (const same of [
      'stats/top_players.php?limit=5&until_journee=1&junk=2',
      'stats/top_players.php?until_journee=1&junk=3&limit=5',
      'stats/top_players.php?until_journee=01&limit=5&other=x',
    ]) {
      expect(await queried(same)).toEqual({ body: first.body, queries: 0 });
    }
    // The limit's default (10) written out or not is one input.
    const byDefault = await queried('stats/top_players.php?junk=a');
    expect(byDefault.queries).toBeGreaterThan(0);
    expect(await queried('stats/top_players.php?limit=10&junk=b')).toEqual({ body: byDefault.body, queries: 0 });
    // A call that takes no input answers once whatever its query string says.
    const list = await queried('joueurs/list.php?junk=1');
    expect(list.queries).toBeGreaterThan(0);
    for (let n = 2; n < 50; n++) expect((await queried(`joueurs/list.php?junk=${n}&n${n}=${n}`)).queries).toBe(0);
    // Another real input is another answer.
    expect((await queried('stats/top_players.php?limit=6&until_journee=1')).queries).toBeGreaterThan(0);
  });

  it('answers beyond ANSWER_CACHE_MB are not kept', async () => {
    // One byte, less than any answer: each call reads again, and answers the same.
    const small = await testApp({ ANSWER_CACHE_MB: String(1 / 1024 / 1024) });
    let statements = 0;
    try {
      const pooler = (await roles(small)).pooler;
      counting(small, () => {
        statements += 1;
      });
      const bodies = new Set<string>();
      for (let n = 0; n < 3; n++) {
        const before = statements;
        const res = await small.as(pooler).call(joueursCalls.list);
        expect(res.statusCode).toBe(200);
        expect(statements).toBeGreaterThan(before);
        bodies.add(res.body);
      }
      expect(bodies.size).toBe(1);
    } finally {
      await small.close();
    }
  });
});

describe.skipIf(!embedded)('the generation of the embedded database', () => {
  it('moves after every committed write, never for reads or read-only transactions', async () => {
    const generation = generationOf(t.db);
    if (!generation) throw new Error('no generation on PGlite');
    const at = generation.value;
    await t.db.select().from(users);
    await t.db.transaction(async (tx) => void (await tx.select().from(users)), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    expect(generation.value).toBe(at);

    await t.db.update(users).set({ nickname: 'x' }).where(eq(users.id, -1));
    expect(generation.value).toBeGreaterThan(at);

    const before = generation.value;
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ nickname: 'y' }).where(eq(users.id, -1));
      expect(generation.value).toBe(before); // not yet committed: the old answers still hold
    });
    expect(generation.value).toBeGreaterThan(before);
  });
});
