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
import { composCalls, draftCalls, FORMATION_SLOTS, urlOf } from '@poolfoot/domain';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { journees, joueurs, matchlfps, playerPoints, playerStats, teamPlayers } from '../src/db/schema.js';
import { seedDemo } from '../src/demo/index.js';
import { calcJournee } from '../src/features/resultats/index.js';
import { freshDatabase } from '../test/db.js';

const LEAGUES = Number(process.argv[2] ?? 1000);
const SAISON = 2026;
const CALLS = 300;
/** Each pooler's squad: this many players of each position (20 in all). */
const SQUAD = { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 } as const;

/** Every player of matchday 1's matches gets a stat line (deterministic), every match finished. */
async function playMatchday(db: Db, journeeId: number) {
  await db.execute(sql`
    insert into ${playerStats} (matchlfp_id, joueur_id, club_id, minutes, started, goals, assists, clean_sheet, goals_conceded)
    select m.id, j.id, j.club_id, 20 + (j.id * 37) % 71, (j.id * 37) % 71 >= 40, (j.id % 11 = 0)::int, (j.id % 13 = 0)::int,
      j.id % 3 = 0, j.id % 4
    from ${matchlfps} m join ${joueurs} j on j.club_id in (m.home_club_id, m.away_club_id)
    where m.journee_id = ${journeeId}`);
  await db.update(matchlfps).set({ period: 'fullTime', homeScore: 1, awayScore: 0 }).where(eq(matchlfps.journeeId, journeeId));
}

/**
 * N leagues of the twelve demo poolers, each with its teams (the k-th pooler owns the players of rank k, k + 12… of each
 * position, SQUAD of them), a 4-2-3-1 lineup of matchday 1 from its squad, and six pairings; in set-based statements.
 */
async function generateLeagues(db: Db, n: number, journeeId: number) {
  await db.execute(sql`insert into leagues (nom) select 'Ligue ' || g from generate_series(1, ${n}) g`);
  const fresh = sql`(select id from leagues where nom like 'Ligue %')`;
  await db.execute(sql`
    insert into league_members (league_id, user_id, role)
    select l.id, u.id, case when u.id = 1 then 4 else 1 end from leagues l cross join users u where l.id in ${fresh}`);
  const caps = Object.entries(SQUAD)
    .map(([p, c]) => `('${p}', ${c})`)
    .join(', ');
  await db.execute(sql`
    with ranked as (
      select j.id, j.poste, row_number() over (partition by j.poste order by j.id) - 1 as rn
      from joueurs j where j.saison_id = ${SAISON}
    ), caps (poste, cap) as (values ${sql.raw(caps)}),
    poolers as (select id, row_number() over (order by id) - 1 as k from users)
    insert into team_players (league_id, saison_id, user_id, joueur_id, journee_in)
    select l.id, ${SAISON}, p.id, r.id, 1
    from leagues l cross join poolers p join ranked r on r.rn % 12 = p.k join caps c on c.poste = r.poste and r.rn / 12 < c.cap
    where l.id in ${fresh}`);
  await db.execute(sql`
    insert into compos (league_id, saison_id, user_id, journee_id, formation)
    select l.id, ${SAISON}, u.id, ${journeeId}, '4231' from leagues l cross join users u where l.id in ${fresh}`);
  const slots = FORMATION_SLOTS['4231'].map(
    (poste, ordre) => `(${ordre}, '${poste}', ${FORMATION_SLOTS['4231'].slice(0, ordre).filter((p) => p === poste).length + 1})`,
  );
  await db.execute(sql`
    with wanted (ordre, poste, nth) as (values ${sql.raw(slots.join(', '))}),
    owned as (
      select t.league_id, t.user_id, t.joueur_id, j.poste,
        row_number() over (partition by t.league_id, t.user_id, j.poste order by t.joueur_id) as nth
      from team_players t join joueurs j on j.id = t.joueur_id where t.league_id in ${fresh}
    )
    insert into compo_slots (compo_id, ordre, joueur_id)
    select c.id, w.ordre, o.joueur_id
    from compos c cross join wanted w
    left join owned o on o.league_id = c.league_id and o.user_id = c.user_id and o.poste = w.poste and o.nth = w.nth
    where c.league_id in ${fresh}`);
  await db.execute(sql`
    insert into rencontres (league_id, saison_id, journee_id, match_no, user1_id, user2_id)
    select l.id, ${SAISON}, ${journeeId}, g, 2 * g - 1, 2 * g from leagues l cross join generate_series(1, 6) g where l.id in ${fresh}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

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
