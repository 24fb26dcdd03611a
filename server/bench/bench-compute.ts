/**
 * Bench: the time to compute one matchday (points for every player, then results), two ways, in the
 * same run and on the same data:
 *  - set-based: stats/compute_journee.php (one server job, one pass over the matchday's stat lines),
 *    then resultats/calcJournee.php;
 *  - per player, as SPEC.md §7 describes the old client: stats/compute_player_total.php for every
 *    player of the matchday with 10 parallel workers, then resultats/calcJournee.php.
 * Real HTTP against the real app, on PGlite in memory, or on a fresh PostgreSQL database when
 * DATABASE_URL is set. Also timed: resultats/calcJournee.php alone, which brings the points up to date itself (the
 * whole computation in one call), and, on PGlite, where the set-based time goes: the database's statements by kind
 * (the points written, the stat lines read, the computation's other statements, the jobs' bookkeeping, the session
 * checks, the live notifications) and the rest (JavaScript: scoring, HTTP, the wait for the job). Every timed run
 * starts from a matchday without points, as after its stats import.
 * Run: cd server && npx tsx bench/bench-compute.ts [rounds]
 */
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { POSTES, type Poste, plural, slotPoste } from '@poolfoot/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { demoLeagueId, seedDemo } from '../src/demo/index.js';
import {
  compoSlots,
  compos,
  journees,
  joueurs,
  matchlfps,
  playerPoints,
  playerStats,
  rencontres,
  teamPlayers,
  users,
} from '../src/db/schema.js';
import { freshDatabase } from '../test/db.js';
import { sqlMeter } from './sql-meter.js';
import { median } from './median.js';

const ROUNDS = Number(process.argv[2] ?? 3);
const WORKERS = 10;
const SAISON = 2026;
const SQUAD: Record<Poste, number> = { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 };

/** A small deterministic PRNG (mulberry32), so every run computes the same matchday. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The demo season, then teams, matchday 1's lineups, pairings and a stat line for every squad player. */
async function scene(db: Db) {
  await seedDemo(db, { now: new Date() });
  const rand = prng(42);
  const pick = (n: number) => Math.floor(rand() * n);
  const poolers = await db.select({ id: users.id }).from(users).orderBy(users.id);
  const leagueId = await demoLeagueId(db);
  const players = await db.select().from(joueurs).where(eq(joueurs.saisonId, SAISON)).orderBy(joueurs.id);
  const [j1] = await db
    .select()
    .from(journees)
    .where(and(eq(journees.saisonId, SAISON), eq(journees.numjournee, 1)));
  if (!j1) throw new Error('no matchday 1');

  const free = new Map(POSTES.map((p) => [p, players.filter((j) => j.poste === p)]));
  for (const [i, pooler] of poolers.entries()) {
    const team = POSTES.flatMap((poste) => (free.get(poste) ?? []).splice(0, SQUAD[poste]));
    await db.insert(teamPlayers).values(team.map((j) => ({ leagueId, saisonId: SAISON, userId: pooler.id, joueurId: j.id, journeeIn: 1 })));
    const [compo] = await db
      .insert(compos)
      .values({ leagueId, saisonId: SAISON, userId: pooler.id, journeeId: j1.id, formation: '4231' })
      .returning();
    if (!compo) throw new Error('no compo');
    const left = [...team];
    const slots = Array.from({ length: 11 }, (_, ordre) => {
      const at = left.findIndex((j) => j.poste === slotPoste('4231', ordre));
      return { compoId: compo.id, ordre, joueurId: at >= 0 ? (left.splice(at, 1)[0]?.id ?? null) : null };
    });
    await db.insert(compoSlots).values(slots);
    await db
      .update(compos)
      .set({ capitaineJoueurId: slots[10]?.joueurId ?? null })
      .where(eq(compos.id, compo.id));
    if (i % 2 === 1) {
      const home = poolers[i - 1];
      if (home)
        await db
          .insert(rencontres)
          .values({ leagueId, saisonId: SAISON, journeeId: j1.id, matchNo: (i + 1) / 2, user1Id: home.id, user2Id: pooler.id });
    }
  }

  const matches = await db.select().from(matchlfps).where(eq(matchlfps.journeeId, j1.id));
  const lines = matches.flatMap((m) =>
    players
      .filter((j) => j.clubId === m.homeClubId || j.clubId === m.awayClubId)
      .map((j) => {
        const minutes = rand() < 0.35 ? 0 : 20 + pick(71);
        return {
          matchlfpId: m.id,
          joueurId: j.id,
          clubId: j.clubId,
          minutes,
          started: minutes >= 60,
          goals: rand() < 0.1 ? 1 : 0,
          assists: rand() < 0.1 ? 1 : 0,
          yellowCards: rand() < 0.12 ? 1 : 0,
          cleanSheet: rand() < 0.3,
          goalsConceded: pick(4),
          saves: j.poste === 'GB' ? pick(8) : 0,
        };
      }),
  );
  await db.insert(playerStats).values(lines);
  await db.update(matchlfps).set({ period: 'fullTime', homeScore: 1, awayScore: 0 }).where(eq(matchlfps.journeeId, j1.id));
  const ids = [...new Set(lines.map((l) => l.joueurId))];
  const computed = await db.select({ lfpId: joueurs.lfpId, poste: joueurs.poste }).from(joueurs).where(inArray(joueurs.id, ids));
  return { journeeId: j1.id, players: computed, lines: lines.length };
}

/** The parts of the work, as the split prints them. */
const KINDS = {
  'écriture des points': /insert into "player_points"/,
  'lecture des stats': /"player_stats"/,
  tâches: /"jobs"/,
  sessions: /"sessions"/,
  notifications: /pg_notify/,
  calcul: /./,
} as const;
type Kind = keyof typeof KINDS;
/**
 * Which part of the work a statement is: the points written and the stat lines read (a matchday's rows, with the
 * points stored beside them: the floor of the computation), the jobs' bookkeeping, the session check of each call, a
 * live notification, else the computation's other statements.
 */
const kindOf = (sql: string) => (Object.keys(KINDS) as Kind[]).find((k) => KINDS[k].test(sql)) ?? 'calcul';

async function main() {
  const database = await freshDatabase();
  const config = loadConfig({ ...process.env, WEB_DIST: '/nonexistent', LOGIN_MAX_PER_IP: '1000' });
  const app = await buildApp({ ctx: { database, config, now: () => new Date(), mailer: { send: async () => undefined } } });
  const meter = database.kind === 'pglite' ? sqlMeter((database.db as unknown as { $client: PGlite }).$client, kindOf) : null;
  try {
    const { journeeId, players, lines } = await scene(database.db);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}/backend/api/auth/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pooler2@poolfoot.test', password: 'poolfoot' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    let calls = 0;
    const call = async (path: string, body?: unknown) => {
      calls += 1;
      const res = await fetch(`${base}/backend/api/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { success: boolean; message?: string; job?: { id: number; status: string } };
      if (!res.ok || !json.success) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
      return json;
    };

    const setBased = async () => {
      const { job } = await call('stats/compute_journee.php', { journee_id: journeeId });
      for (let status = job?.status; status === 'running'; ) {
        await new Promise((r) => setTimeout(r, 2));
        status = (await call(`stats/job.php?id=${job?.id}`)).job?.status;
      }
      await call(`resultats/calcJournee.php?journee_id=${journeeId}`);
    };
    const resultsAlone = async () => {
      await call(`resultats/calcJournee.php?journee_id=${journeeId}`);
    };
    const perPlayer = async () => {
      const queue = [...players];
      const worker = async () => {
        for (let p = queue.shift(); p; p = queue.shift()) {
          await call(`stats/compute_player_total.php?player_lfp_id=${encodeURIComponent(p.lfpId)}&poste=${p.poste}&numjournee=1`);
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      await call(`resultats/calcJournee.php?journee_id=${journeeId}`);
    };
    // Each timed run computes a matchday whose points are not stored yet, as after its stats import: the set-based
    // path writes only the points that changed, so without this every run after the first would write none.
    const fresh = () => database.db.delete(playerPoints).where(eq(playerPoints.journeeId, journeeId));
    const time = async (run: () => Promise<void>) => {
      await fresh();
      const t0 = performance.now();
      await run();
      return performance.now() - t0;
    };

    await setBased(); // warm-up of both paths (JIT, plans), not measured
    await perPlayer();
    const a: number[] = [];
    const b: number[] = [];
    const c: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      a.push(await time(setBased));
      b.push(await time(perPlayer));
      c.push(await time(resultsAlone));
    }
    const [ma, mb, mc] = [median(a), median(b), median(c)];
    console.log(
      `Base : ${database.kind === 'pglite' ? 'PGlite (mémoire)' : 'PostgreSQL'} ; J1 : ${players.length} joueurs, ${lines} lignes de stats, 12 poolers`,
    );
    console.log(
      `Ensembliste (1 tâche + calcJournee) : ${ma.toFixed(0)} ms (médiane de ${ROUNDS} : ${a.map((x) => x.toFixed(0)).join(', ')})`,
    );
    console.log(
      `Par joueur (${players.length} appels, ${WORKERS} en parallèle, + calcJournee) : ${mb.toFixed(0)} ms (médiane : ${b.map((x) => x.toFixed(0)).join(', ')})`,
    );
    console.log(`Rapport : ${(mb / ma).toFixed(1)} x plus rapide en ensembliste`);
    console.log(
      `calcJournee seul (points mis à jour puis résultats, un appel) : ${mc.toFixed(0)} ms (médiane : ${c.map((x) => x.toFixed(0)).join(', ')}) ; rapport : ${(mb / mc).toFixed(1)} x`,
    );
    if (meter) {
      // The mean of ROUNDS set-based passes, each on a matchday without points (not timed).
      let wallMs = 0;
      const totals = new Map<Kind, { ms: number; n: number }>();
      const calls0 = calls;
      for (let i = 0; i < ROUNDS; i++) {
        await fresh();
        const pass = await meter.measure(setBased);
        wallMs += pass.wallMs / ROUNDS;
        for (const [k, { ms, n }] of pass.totals) {
          const sum = totals.get(k) ?? { ms: 0, n: 0 };
          totals.set(k, { ms: sum.ms + ms / ROUNDS, n: sum.n + n / ROUNDS });
        }
      }
      const part = (k: Kind) => totals.get(k) ?? { ms: 0, n: 0 };
      const sql = [...totals.values()].reduce((n, t) => n + t.ms, 0);
      const parts = (Object.keys(KINDS) as Kind[]).map(
        (k) => `${k} ${part(k).ms.toFixed(1)} ms (${plural(Math.round(part(k).n), 'requête')})`,
      );
      console.log(
        `Où va le temps (ensembliste, moyenne de ${plural(ROUNDS, 'passage')} de ${wallMs.toFixed(0)} ms, ${(calls - calls0) / ROUNDS} appels HTTP chacun) : SQL ${parts.join(', ')} ; reste (JS : barème, HTTP, attente de la tâche) ${(wallMs - sql).toFixed(0)} ms`,
      );
    }
  } finally {
    await app.close();
    await database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
