/**
 * Bench: many leagues on one instance (docs/ligues.md "À l'échelle"). On the demo world, a generator adds N
 * leagues (default 1,000) of the demo's twelve poolers, each with its drafted teams (20 players a pooler), a lineup
 * for matchday 1 and its six pairings, in a few set-based statements; matchday 1 gets a stat line for every player of
 * its matches, all finished. Figures, in the same run:
 *  - the results of matchday 1 for every league (resultats calcJournee for every league: the players' points once,
 *    then one read of every league's sides and one write of every league's results): total and per league;
 *  - draft/get.php and compos/getCompo.php (in process, 300 calls each, as a pooler of the demo league) on two worlds in
 *    one process, timed in turns: the demo's leagues alone, and the same with the N leagues stored: the second's share of
 *    the first's speed (aim: 90 % or more).
 * On PGlite in memory, or on a fresh PostgreSQL database when DATABASE_URL is set (the figures that count).
 * Run: cd server && DATABASE_URL=postgres://… npx tsx bench/bench-leagues.ts [leagues]
 */
import { performance } from 'node:perf_hooks';
import { composCalls, draftCalls, urlOf } from '@poolfoot/domain';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { journees, playerPoints, teamPlayers } from '../src/db/schema.js';
import { seedDemo } from '../src/demo/index.js';
import { calcJournee } from '../src/features/resultats/index.js';
import { freshDatabase } from '../test/db.js';
import { generateLeagues, playMatchday, SAISON } from './leagues-world.js';
import { median } from './median.js';

const LEAGUES = Number(process.argv[2] ?? 1000);
/** Rounds of calls, each CALLS calls of each read on each world in turn; the first round warms up and is not counted. */
const ROUNDS = 7;
const CALLS = 50;

/** A demo world on a fresh database, its matchday 1 played, and a pooler of the demo league logged in. */
async function demoWorld() {
  const database = await freshDatabase();
  const { db } = database;
  const config = loadConfig({ ...process.env, WEB_DIST: '/nonexistent', LOGIN_MAX_PER_IP: '1000' });
  const app = await buildApp({ ctx: { database, config, now: () => new Date(), mailer: { send: async () => undefined } } });
  await seedDemo(db, { now: new Date() });
  const [j1] = await db
    .select()
    .from(journees)
    .where(and(eq(journees.saisonId, SAISON), eq(journees.numjournee, 1)));
  if (!j1) throw new Error('pas de journée 1');
  await playMatchday(db, j1.id);
  const login = await app.inject({
    method: 'POST',
    url: '/backend/api/auth/login.php',
    payload: { email: 'pooler3@poolfoot.test', password: 'poolfoot' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  /** CALLS calls of a read, each timed; a write before each: the answer cache (cache/answers.ts) keeps nothing. */
  const calls = async (url: string, times: number[]) => {
    for (let i = 0; i < CALLS; i++) {
      await db.execute(sql`update settings set value = value where key = 'saison'`);
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url} : ${res.statusCode} ${res.body}`);
    }
  };
  const close = async () => {
    await app.close();
    await database.drop();
  };
  return { database, db, j1, calls, close };
}

async function main() {
  // Two worlds in one process: the demo's two leagues alone, and the same with N leagues more. Their reads are timed in
  // turns (same process, same moment), so that the machine's noise falls on both alike.
  const small = await demoWorld();
  const large = await demoWorld();
  const { database, db, j1 } = large;
  try {
    const g0 = performance.now();
    await generateLeagues(db, LEAGUES, j1.id);
    const generated = performance.now() - g0;
    const rows = await db.$count(teamPlayers);
    console.log(`${LEAGUES} ligues générées en ${(generated / 1000).toFixed(1)} s (${rows} lignes d'équipes)`);
    const urls = { draft: urlOf(draftCalls.get), compo: urlOf(composCalls.getCompo) };
    const times = { small: { draft: [] as number[], compo: [] as number[] }, large: { draft: [] as number[], compo: [] as number[] } };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, world] of [
        ['small', small],
        ['large', large],
      ] as const) {
        const draft: number[] = [];
        const compo: number[] = [];
        await world.calls(urls.draft, draft);
        await world.calls(urls.compo, compo);
        if (round === 0) continue;
        times[name].draft.push(...draft);
        times[name].compo.push(...compo);
      }
    }
    const before = { draft: median(times.small.draft), compo: median(times.small.compo) };
    const after = { draft: median(times.large.draft), compo: median(times.large.compo) };

    // The results of every league: the first computation writes the points too, the next ones only the results.
    await db.delete(playerPoints).where(eq(playerPoints.journeeId, j1.id));
    const c0 = performance.now();
    const first = await calcJournee(db, j1.id, new Date(), 'every league');
    const withPoints = performance.now() - c0;
    const again: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await calcJournee(db, j1.id, new Date(), 'every league');
      again.push(performance.now() - t0);
    }
    const results = median(again);
    const leagues = LEAGUES + 2;
    console.log(`\nBase : ${database.kind}, ${leagues} ligues (les ${LEAGUES} générées et les deux de la démo)`);
    console.log(`Résultats de la J1 pour toutes les ligues, points compris : ${withPoints.toFixed(0)} ms (${first.poolers} résultats)`);
    console.log(
      `Résultats de la J1 pour toutes les ligues, points à jour : ${results.toFixed(0)} ms (médiane de 3), soit ${(results / leagues).toFixed(2)} ms par ligue (objectif : moins de 3 s)`,
    );
    const share = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
    console.log(
      `draft/get.php : ${before.draft.toFixed(2)} ms avec 2 ligues, ${after.draft.toFixed(2)} ms avec ${leagues} : ${share(before.draft, after.draft)} de la vitesse (objectif : 90 %)`,
    );
    console.log(
      `compos/getCompo.php : ${before.compo.toFixed(2)} ms avec 2 ligues, ${after.compo.toFixed(2)} ms avec ${leagues} : ${share(before.compo, after.compo)} de la vitesse (objectif : 90 %)`,
    );
  } finally {
    await small.close();
    await large.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
