/**
 * Bench: many leagues on one instance (issue 27, docs/ligues.md "À l'échelle"). On the demo world, a generator adds N
 * leagues (default 1,000) of the demo's twelve poolers, each with its drafted teams (20 players a pooler), a lineup
 * for matchday 1 and its six pairings, in a few set-based statements; matchday 1 gets a stat line for every player of
 * its matches, all finished. Figures, in the same run:
 *  - the results of matchday 1 for every league (resultats calcJournee for every league: the players' points once,
 *    then one read of every league's sides and one write of every league's results): total and per league;
 *  - draft/get.php and compos/getCompo.php (in process, 300 calls each, as a pooler of the demo league) with only the
 *    demo's leagues stored, then with the N leagues stored: the second's share of the first's speed (aim: 90 % or more).
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
import { generateLeagues, median, playMatchday, SAISON } from './leagues-world.js';

const LEAGUES = Number(process.argv[2] ?? 1000);
const CALLS = 300;

async function main() {
  const database = await freshDatabase();
  const { db } = database;
  const config = loadConfig({ ...process.env, WEB_DIST: '/nonexistent', LOGIN_MAX_PER_IP: '1000' });
  const app = await buildApp({ ctx: { database, config, now: () => new Date(), mailer: { send: async () => undefined } } });
  try {
    await seedDemo(db, { now: new Date() });
    const [j1] = await db
      .select()
      .from(journees)
      .where(and(eq(journees.saisonId, SAISON), eq(journees.numjournee, 1)));
    if (!j1) throw new Error('pas de journée 1');
    await playMatchday(db, j1.id);
    // The demo league's pooler: his draft and his lineup, read again and again (no answer cache on PGlite's bench: each
    // call after a write; on PostgreSQL the cache is per process and kept until a write, so every call is timed cold).
    const login = await app.inject({
      method: 'POST',
      url: '/backend/api/auth/login.php',
      payload: { email: 'pooler3@poolfoot.test', password: 'poolfoot' },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const perCall = async (url: string) => {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        // A write between two calls: the answer cache (cache/answers.ts) keeps nothing, every call does its work.
        await db.execute(sql`update settings set value = value where key = 'saison'`);
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${url} : ${res.statusCode} ${res.body}`);
      }
      return median(times);
    };
    const reads = async () => ({ draft: await perCall(urlOf(draftCalls.get)), compo: await perCall(urlOf(composCalls.getCompo)) });
    const before = await reads();

    const g0 = performance.now();
    await generateLeagues(db, LEAGUES, j1.id);
    const generated = performance.now() - g0;
    const rows = await db.$count(teamPlayers);
    console.log(`${LEAGUES} ligues générées en ${(generated / 1000).toFixed(1)} s (${rows} lignes d'équipes)`);
    const after = await reads();

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
    await app.close();
    await database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
