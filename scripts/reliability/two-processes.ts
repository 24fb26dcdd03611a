/**
 * Two server processes on one PostgreSQL behind one address (RULES.md "Accounts": several processes
 * on one PostgreSQL must behave): a round-robin proxy in front
 * of both; the whole draft and a mercato are played through it with concurrent calls, and the script
 * checks that nothing is duplicated or out of order, that both servers answer the same, that the live
 * stream of each server carries the changes made through the other, that a contested free player has
 * one winner, that the pick clock fires once across both processes, that a second league (the demo's cousins, five of
 * the poolers in their own sessions) drafts to its end at the same time, its stream hearing only its own draft, and
 * that the autopilot, ticking in both, plays
 * matchday 1 once: each match's whistle seen and its points computed once, the results once (both servers on the
 * demo league, their settable clocks moved past the matchday).
 *
 *   PG_URL=postgres://poolfoot:poolfoot@127.0.0.1:5432/poolfoot_ci node --import tsx scripts/reliability/two-processes.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  draftGetResponse,
  draftPickResponse,
  matchlfpsListResponse,
  mercatoGetResponse,
  mineResponse,
  okSchema,
  switchResponse,
} from '@poolfoot/domain';
import { Api } from './lib/api.js';
import { type Driver, eligible, runDraft } from './lib/draft-driver.js';
import { checkInvariants } from './lib/invariants.js';
import { checkAcked, Ledger } from './lib/ledger.js';
import { type MercatoStats, runMercato } from './lib/mercato-driver.js';
import { type RoundRobin, startProxy } from './lib/proxy.js';
import { makeRng, seedFromEnv } from './lib/rng.js';
import { freePort, type ServerProcess, startServer } from './lib/server.js';
import { LISTENER_NAME } from '../../server/src/db/pg-listener.js';
import { scratchPgDatabase } from '../../server/test/db.js';
import { COUSINS_LEAGUE, DEMO_LEAGUE, readSnapshot } from './lib/snapshot.js';
import { openPg } from './lib/sql.js';
import { type Subscription, subscribe } from './lib/sse.js';
import { ADMIN_ID, clientOf, loadWorld, loginAll } from './lib/world.js';

const NAMES = ['A', 'B', 'proxy'] as const;
/** The demo league the script plays (the cousins' league beside it keeps its own draft). */
const OF_DEMO_LEAGUE = `(select id from leagues where nom = '${DEMO_LEAGUE}' order by id limit 1)`;
const MERCATO_PICKS = 12;
const errors: string[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Picks made directly on one server reach the live stream of the other (and its own). */
async function livePicks(d: Driver, servers: ServerProcess[], live: Subscription[]) {
  for (let k = 0; k < 4; k++) {
    const on = k % 2;
    const other = 1 - on;
    const url = servers[on]?.url ?? '';
    const state = await d.admin.via(url).get('draft/get.php', draftGetResponse);
    const picker = state.gestion.prochain_pooler_id ?? 0;
    const before = live.map((s) => s.count('draft'));
    const p = await clientOf(d.poolers, picker)
      .via(url)
      .post('draft/pick.php', draftPickResponse, { playerId: d.rng.pick(eligible(d, state, picker)) });
    d.ledger.pick(p);
    const waits = await Promise.all(
      live.map((s, i) =>
        s.waitPast('draft', before[i] ?? 0).catch((e: Error) => {
          errors.push(`direct : ${NAMES[i]} ${e.message}`);
          return Number.NaN;
        }),
      ),
    );
    console.log(
      `choix ${p.tour}/${p.rang} fait sur ${NAMES[on]} : reçu en direct par ${NAMES[other]} en ${waits[other]} ms, par ${NAMES[on]} en ${waits[on]} ms`,
    );
  }
}

/** The pick clock: a deadline passed, both processes (timers and draft/get.php) race; exactly one automatic pick. */
async function pickClockOnce(d: Driver, servers: ServerProcess[], dbUrl: string, live: Subscription[]) {
  await d.admin.post('draft/setClock.php', okSchema, { minutes: 60 });
  const sql = await openPg(dbUrl);
  try {
    for (let round = 1; round <= 2; round++) {
      const state = await d.admin.get('draft/get.php', draftGetResponse);
      const { tour, choix, prochain_pooler_id: picker } = state.gestion;
      const count = async () =>
        (await sql.query<{ n: number }>(`select count(*)::int as n from draft_picks where league_id = ${OF_DEMO_LEAGUE}`))[0]?.n ?? 0;
      const before = await count();
      const events = live.map((s) => s.count('draft'));
      await sql.query(`update draft_state set pick_deadline = now() - interval '1 second' where league_id = ${OF_DEMO_LEAGUE}`);
      await Promise.all(Array.from({ length: 8 }, (_, i) => d.admin.via(servers[i % 2]?.url ?? '').get('draft/get.php', draftGetResponse)));
      for (let waited = 0; (await count()) === before && waited < 8_000; waited += 100) await sleep(100);
      await sleep(300);
      const rows = await sql.query<{ tour: number; rang: number; user_id: number; auto: boolean }>(
        `select tour, rang, user_id, auto from draft_picks where league_id = ${OF_DEMO_LEAGUE} order by tour desc, rang desc limit 1`,
      );
      const made = (await count()) - before;
      const last = rows[0];
      const [deadline] = await sql.query<{ later: boolean }>(
        `select pick_deadline > now() + interval '50 minutes' as later from draft_state where league_id = ${OF_DEMO_LEAGUE}`,
      );
      if (made !== 1 || !last?.auto || last.tour !== tour || last.rang !== choix || last.user_id !== picker || !deadline?.later) {
        errors.push(
          `horloge des choix (tour ${round}) : ${made} choix automatique(s), dernier ${JSON.stringify(last)}, attendu ${tour}/${choix} pour ${picker}`,
        );
      }
      await Promise.all(
        live.map((s, i) => s.waitPast('draft', events[i] ?? 0).catch((e: Error) => errors.push(`horloge : ${NAMES[i]} ${e.message}`))),
      );
      console.log(
        `horloge des choix : échéance passée, ${made} choix automatique (${tour}/${choix} pour le pooler ${picker}), vu en direct par A et B`,
      );
    }
  } finally {
    await sql.close();
  }
  await d.admin.post('draft/setClock.php', okSchema, { minutes: 0 });
}

/**
 * The database connection that LISTENs for the live changes is cut (as a PostgreSQL restart or a network
 * cut would): each server must listen again by itself, the changes made on the other one reach it again.
 */
async function listenerSurvives(d: Driver, servers: ServerProcess[], live: Subscription[], dbUrl: string) {
  const sql = await openPg(dbUrl);
  const [cut] = await sql
    .query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_NAME],
    )
    .finally(() => sql.close());
  if (cut?.n !== 2) errors.push(`écoute : ${cut?.n ?? 0} connexions LISTEN coupées, 2 attendues`);
  const start = Date.now();
  const seen = [false, false];
  while (!seen.every(Boolean) && Date.now() - start < 15_000) {
    for (const on of [0, 1]) {
      const other = 1 - on;
      const url = servers[on]?.url ?? '';
      const state = await d.admin.via(url).get('draft/get.php', draftGetResponse);
      const picker = state.gestion.prochain_pooler_id ?? 0;
      const before = live[other]?.count('draft') ?? 0;
      d.ledger.pick(
        await clientOf(d.poolers, picker)
          .via(url)
          .post('draft/pick.php', draftPickResponse, { playerId: d.rng.pick(eligible(d, state, picker)) }),
      );
      if (
        await live[other]?.waitPast('draft', before, 1_000).then(
          () => true,
          () => false,
        )
      )
        seen[other] = true;
    }
  }
  if (!seen.every(Boolean)) {
    errors.push(
      `écoute : après la coupure de la connexion LISTEN, ${seen.map((s, i) => (s ? '' : NAMES[i])).join(' ')} ne reçoit plus rien en direct`,
    );
  } else console.log(`connexion LISTEN coupée sur A et B : de nouveau en direct après ${((Date.now() - start) / 1000).toFixed(1)} s`);
}

/** The cousins' league (the demo's second): its five poolers in new sessions moved to it, a driver of their own. */
async function cousinsDriver(base: string, d: Driver): Promise<Driver> {
  const poolers = new Map<number, Api>();
  let leagueId = 0;
  for (const n of [1, 4, 7, 10, 12]) {
    const api = new Api(base, `cousin${n}`);
    await api.login(`pooler${n}@poolfoot.test`, 'poolfoot');
    const mine = await api.get('leagues/mine.php', mineResponse);
    leagueId = mine.leagues.find((l) => l.nom === COUSINS_LEAGUE)?.id ?? 0;
    const moved = await api.post('leagues/switch.php', switchResponse, { league_id: leagueId });
    poolers.set(moved.user.id, api);
  }
  const ledger = new Ledger();
  for (const [userId, api] of poolers) ledger.login(userId, api);
  ledger.draftStarted = true;
  return { poolers, admin: clientOf(poolers, ADMIN_ID), rng: makeRng(d.rng.int(1, 1_000_000)), ledger, world: d.world };
}

/** Both servers answer the same thing. */
async function sameOnBoth(admin: Api, servers: ServerProcess[], path: 'draft/get.php' | 'mercato/get.php') {
  const schema = path === 'draft/get.php' ? draftGetResponse : mercatoGetResponse;
  const answers = await Promise.all(servers.map(async (s) => JSON.stringify(await admin.via(s.url).get(path, schema))));
  if (answers[0] !== answers[1]) errors.push(`${path} : A et B ne répondent pas la même chose`);
}

/** Each server's stream received at least `n` events of the topic since `before`. */
async function sawAll(live: Subscription[], topic: string, before: number[], n: number) {
  await Promise.all(
    live.map((s, i) =>
      s
        .waitPast(topic, (before[i] ?? 0) + n - 1, 5_000)
        .catch(() => errors.push(`${NAMES[i]} : ${s.count(topic) - (before[i] ?? 0)} événements « ${topic} » pour ${n} changements`)),
    ),
  );
}

/**
 * Both servers' clocks moved past matchday 1 (each process has its own: the same instant is set on both), then their
 * autopilots, each waking every few seconds, are left to play it: the matchday is over once, each of its nine matches
 * whistled with its points computed once, the results computed once, no failure in the log.
 */
async function autopilotOnce(admin: Api, servers: ServerProcess[], dbUrl: string) {
  const { matchs } = await admin.get('matchlfps/getByJournee.php', matchlfpsListResponse, { journee: 1 });
  const to = new Date(Math.max(...matchs.map((m) => Date.parse(m.kickoff_at))) + 150 * 60_000).toISOString();
  for (const s of servers) {
    const res = await fetch(`${s.url}/demo-league/clock`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ to }),
    });
    if (!res.ok) errors.push(`pilote : horloge de ${s.url} non déplacée (${res.status})`);
  }
  const sql = await openPg(dbUrl);
  try {
    const status = async () => (await sql.query<{ status: number }>('select status from journees where numjournee = 1'))[0]?.status;
    const t0 = Date.now();
    while ((await status()) !== 9 && Date.now() - t0 < 60_000) await sleep(200);
    // A tick of the other process may still be writing its last lines: one more wake.
    await sleep(6_000);
    const lines = (
      await sql.query<{ line: { level: string; text: string } }>(
        "select jsonb_array_elements(log) as line from jobs where kind = 'autopilot' order by id",
      )
    ).map((r) => r.line);
    const whistles = lines.filter((l) => / : terminé/.test(l.text)).length;
    const results = lines.filter((l) => l.text.startsWith('Résultats de la J1 calculés')).length;
    const failed = lines.filter((l) => l.level === 'ko');
    const [points] = await sql.query<{ n: number }>(
      'select count(distinct p.joueur_id)::int as n from player_points p join journees j on j.id = p.journee_id where j.numjournee = 1',
    );
    if ((await status()) !== 9) errors.push('pilote : la J1 n’est pas terminée une minute après ses matchs');
    if (whistles !== 9) errors.push(`pilote : ${whistles} coups de sifflet vus au lieu de 9`);
    if (results !== 1) errors.push(`pilote : résultats de la J1 calculés ${results} fois au lieu d’une`);
    if (failed.length) errors.push(`pilote : ${failed.length} ligne(s) en échec : ${failed[0]?.text}`);
    if (!points?.n) errors.push('pilote : aucun point de joueur calculé');
    console.log(
      `pilote automatique sur les deux processus : J1 jouée en ${((Date.now() - t0) / 1000).toFixed(1)} s, ${whistles} coups de sifflet, ` +
        `résultats calculés ${results} fois, points de ${points?.n ?? 0} joueurs`,
    );
  } finally {
    await sql.close();
  }
}

async function main() {
  const pgUrl = process.env.PG_URL;
  if (!pgUrl) {
    console.log('Deux processus : ignoré (PG_URL non défini, ex. postgres://poolfoot:poolfoot@127.0.0.1:5432/poolfoot_ci)');
    return;
  }
  const started = Date.now();
  const seed = seedFromEnv();
  console.log(`Deux processus sur une base PostgreSQL, graine ${seed}`);
  const runDir = mkdtempSync(join(tmpdir(), 'poolfoot-cluster-'));
  const db = await scratchPgDatabase(pgUrl, 'poolfoot_cluster');
  const servers: ServerProcess[] = [];
  const live: Subscription[] = [];
  let proxy: RoundRobin | null = null;
  try {
    const env = { DEMO_CLOCK: 'settable', DEMO_LEAGUE: 'on' };
    servers.push(
      await startServer({ port: await freePort(), logFile: join(runDir, 'server-a.log'), databaseUrl: db.url, demo: 'draft', env }),
    );
    servers.push(
      await startServer({ port: await freePort(), logFile: join(runDir, 'server-b.log'), databaseUrl: db.url, demo: 'none', env }),
    );
    proxy = await startProxy(servers.map((s) => s.url));
    console.log(`A ${servers[0]?.url}, B ${servers[1]?.url}, proxy ${proxy.url} (journaux : ${runDir})`);
    const ledger = new Ledger();
    const poolers = await loginAll(proxy.url);
    for (const [userId, api] of poolers) ledger.login(userId, api);
    const admin = clientOf(poolers, ADMIN_ID);
    const d: Driver = { poolers, admin, rng: makeRng(seed), ledger, world: await loadWorld(admin) };
    for (const s of servers) live.push(await subscribe(admin.via(s.url), ['draft', 'mercato']));
    const throughProxy = await subscribe(admin, ['draft']);
    live.push(throughProxy);

    await admin.post('draft/changeStatus.php', okSchema, { status: 'en cours' });
    ledger.draftStarted = true;
    await livePicks(d, servers, live.slice(0, 2));
    await listenerSurvives(d, servers, live.slice(0, 2), db.url);
    await pickClockOnce(d, servers, db.url, live.slice(0, 2));

    // The two leagues draft at once through the proxy; the cousins' stream (on B) hears its own picks, not the others'.
    const cousins = await cousinsDriver(proxy.url, d);
    const cousinsLive = await subscribe(clientOf(cousins.poolers, 1).via(servers[1]?.url ?? ''), ['draft']);
    live.push(cousinsLive);
    let before = live.map((s) => s.count('draft'));
    let acked = ledger.picks.size;
    const t0 = Date.now();
    const [ours, theirs] = await Promise.all([runDraft(d), runDraft(cousins)]);
    if (ours !== 'done' || theirs !== 'done') errors.push('draft : un appel sans réponse');
    acked = ledger.picks.size - acked;
    const cousinsPicks = cousins.ledger.picks.size;
    console.log(
      `draft complète par le proxy en ${((Date.now() - t0) / 1000).toFixed(1)} s : ${acked} choix acquittés, ` +
        `et dans le même temps ${cousinsPicks} dans la ligue des cousins`,
    );
    await sawAll(live.slice(0, 3), 'draft', before, acked);
    const heard = cousinsLive.count('draft') - (before[3] ?? 0);
    if (heard < cousinsPicks || heard > cousinsPicks + 5)
      errors.push(`ligue des cousins : ${heard} événements « draft » pour ${cousinsPicks} choix (elle entend une autre ligue ?)`);
    await sameOnBoth(admin, servers, 'draft/get.php');

    const stats: MercatoStats = { contested: 0, contestedOneWinner: 0, ackedCalls: 0 };
    before = live.map((s) => s.count('mercato'));
    if ((await runMercato(d, MERCATO_PICKS, stats, 0.6)) !== 'done') errors.push('mercato : un appel sans réponse');
    await sawAll(live.slice(0, 2), 'mercato', before, stats.ackedCalls);
    await sameOnBoth(admin, servers, 'mercato/get.php');
    if (stats.contested === 0) errors.push('mercato : aucun joueur disputé (graine malchanceuse ?)');
    console.log(
      `mercato par le proxy : ${stats.ackedCalls} appels acquittés, ${stats.contested} joueurs disputés entre deux appels simultanés, ` +
        `${stats.contestedOneWinner} avec un seul gagnant`,
    );

    await autopilotOnce(admin, servers, db.url);

    const sql = await openPg(db.url);
    const [snap, cousinsSnap] = await Promise.all([readSnapshot(sql), readSnapshot(sql, COUSINS_LEAGUE)]).finally(() => sql.close());
    errors.push(...checkAcked(ledger, snap), ...checkInvariants(snap));
    errors.push(...[...checkAcked(cousins.ledger, cousinsSnap), ...checkInvariants(cousinsSnap)].map((e) => `ligue des cousins : ${e}`));
    if (cousinsSnap.draftState?.status !== 'terminé') errors.push('ligue des cousins : draft non terminée');
    const cousinIds = new Set(cousins.poolers.keys());
    if (cousinsSnap.teamRows.some((r) => !cousinIds.has(r.user_id))) errors.push('ligue des cousins : une équipe d’un non-membre');
    if (snap.draftState?.status !== 'terminé') errors.push('draft non terminée');
    if (snap.mercatoState?.status !== 'terminé') errors.push('mercato non clôturé');
    const stops = await Promise.all(servers.map((s) => s.stop(10_000)));
    stops.forEach((clean, i) => {
      if (!clean) errors.push(`${NAMES[i]} : l'arrêt propre (SIGTERM) reste bloqué tant que des flux en direct sont ouverts`);
    });
    console.log(
      `requêtes servies : A ${proxy.served[0]}, B ${proxy.served[1]} ; événements reçus : A ${live[0]?.events.length}, ` +
        `B ${live[1]?.events.length}, par le proxy ${throughProxy.events.length}`,
    );
  } finally {
    for (const s of live) s.close();
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await db.drop();
  }
  console.log(`\n=== résumé (${((Date.now() - started) / 1000).toFixed(0)} s) ===`);
  for (const e of errors.slice(0, 40)) console.log(`  - ${e}`);
  console.log(
    errors.length
      ? `ÉCHEC : ${errors.length} problème(s) (journaux : ${runDir})`
      : 'ok : draft (deux ligues à la fois), mercato et pilote automatique corrects et en direct sur les deux processus',
  );
  if (!errors.length) rmSync(runDir, { recursive: true, force: true });
  process.exitCode = errors.length ? 1 : 0;
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
