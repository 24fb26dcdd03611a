/**
 * Bench: a live matchday with many leagues (docs/mesures.md "Plusieurs ligues à l'échelle"). On the demo world
 * with N generated leagues (leagues-world.ts, default 1,000), matchday 1's nine matches are being played (kicked off 60
 * minutes ago, every player with a live stat line). Figures, in the same run:
 *  1. the provisional scores of every league (autopilot/live.php's work, liveMatchday, for each of the N + 2 leagues in
 *     turn): total and per league;
 *  2. a whistle's fan-out: CLIENTS pages (the home page of a pooler, one session each, spread over the leagues) hold the
 *     live stream of the real server (listening on a port; on PostgreSQL its notice goes through NOTIFY); a whistle is
 *     published ('resultats' for every league, as the autopilot does); each page, as the web's home page does, reads
 *     game/home.php, game/context.php and autopilot/live.php again. Measured: when the last page heard the notice, and
 *     when the last page had its three answers. The pages are a worker thread (their own event loop, the same two cores),
 *     each a pooler of a generated league on its own connections, as each phone is.
 * The server's limits are raised for the bench: its streams (LIVE_STREAMS_MAX, default 500 a process: 2,000 phones take
 * four processes, or the setting raised as here) and its connections (every page here comes from one address).
 * Run: cd server && DATABASE_URL=postgres://… npx tsx bench/bench-leagues-live.ts [leagues] [clients]
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { autopilotCalls, gameCalls, urlOf } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { journees, leagues, matchlfps, sessions } from '../src/db/schema.js';
import { seedDemo } from '../src/demo/index.js';
import { liveMatchday } from '../src/features/autopilot/index.js';
import { publish } from '../src/features/live/index.js';
import { sha256 } from '../src/http/session.js';
import { freshDatabase } from '../test/db.js';
import { generatedPoolers, generateLeagues, playMatchday, SAISON } from './leagues-world.js';
import { median } from './median.js';

const LEAGUES = Number(process.argv[2] ?? 1000);
const CLIENTS = Number(process.argv[3] ?? 2000);

/** The pages: plain Node, in a worker thread (eval), so that its load is not the server's event loop. */
const PAGES = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { port, cookies, reads } = workerData;
const at = () => performance.timeOrigin + performance.now();
const heard = [], answered = [], failures = [];
let ready = 0;
const settled = () => { if (ready + failures.length === cookies.length) parentPort.postMessage({ ready, failures }); };
function read(cookie, agent, call) {
  return new Promise((resolve) => {
    const req = http.request({ port, host: '127.0.0.1', path: call.url, method: call.method, agent,
      headers: { cookie, 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => { if (res.statusCode !== 200) failures.push(call.url + ' ' + res.statusCode + ' ' + body.slice(0, 200)); resolve(); });
    });
    req.on('error', (e) => { failures.push(call.url + ' ' + e.message); resolve(); });
    req.end(call.method === 'POST' ? '{}' : undefined);
  });
}
for (const cookie of cookies) {
  // A phone's own connections: its stream, and a browser's others for its reads.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 5 });
  const req = http.get({ port, host: '127.0.0.1', path: '/backend/api/live/stream.php?topics=draft,mercato,compos,resultats',
    headers: { cookie }, agent: false }, (res) => {
    if (res.statusCode !== 200) { failures.push('stream ' + res.statusCode); settled(); return; }
    let text = '';
    res.setEncoding('utf8');
    res.on('data', async (chunk) => {
      text += chunk;
      if (text.includes('event: ready') && !text.startsWith('#')) { text = '#'; ready++; settled(); }
      if (text.includes('event: change')) {
        text = '#';
        heard.push(at());
        await Promise.all(reads.map((call) => read(cookie, agent, call)));
        answered.push(at());
        if (answered.length === cookies.length) parentPort.postMessage({ heard, answered, failures });
      }
    });
  });
  req.on('error', (e) => { failures.push('stream ' + e.message); settled(); });
}
setTimeout(() => parentPort.postMessage({ heard, answered, failures, timeout: true }), 600000).unref();
`;

async function main() {
  const database = await freshDatabase();
  const { db } = database;
  const config = loadConfig({
    ...process.env,
    WEB_DIST: '/nonexistent',
    LIVE_STREAMS_MAX: String(CLIENTS + 100),
    // Every page here comes from 127.0.0.1; the phones come from their own addresses.
    MAX_CONNECTIONS: String(5 * CLIENTS),
    MAX_CONNECTIONS_PER_ADDRESS: String(5 * CLIENTS),
  });
  const app = await buildApp({ ctx: { database, config, now: () => new Date(), mailer: { send: async () => undefined } } });
  try {
    await seedDemo(db, { now: new Date() });
    const [j1] = await db
      .select()
      .from(journees)
      .where(and(eq(journees.saisonId, SAISON), eq(journees.numjournee, 1)));
    if (!j1) throw new Error('pas de journée 1');
    await db
      .update(matchlfps)
      .set({ kickoffAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(matchlfps.journeeId, j1.id));
    await playMatchday(db, j1.id, 'secondHalf');
    await generateLeagues(db, LEAGUES, j1.id);
    const ids = (await db.select({ id: leagues.id }).from(leagues).orderBy(asc(leagues.id))).map((l) => l.id);

    // 1. Every league's provisional scores, one league after the other.
    const sample = await liveMatchday(db, ids[ids.length - 1] ?? 0);
    if (sample.matchs.length !== 9 || sample.rencontres.length !== 6) throw new Error('la J1 devrait être en cours, six rencontres');
    const p0 = performance.now();
    for (const id of ids) await liveMatchday(db, id);
    const provisional = performance.now() - p0;

    // 2. The fan-out: one session a page, the pages spread over the generated leagues (twelve poolers each).
    const poolers = (await generatedPoolers(db)).slice(0, CLIENTS);
    if (poolers.length < CLIENTS) throw new Error(`${CLIENTS} pages : il faut ${Math.ceil(CLIENTS / 12)} ligues générées`);
    const cookies: string[] = [];
    const rows = poolers.map((p) => {
      const token = randomBytes(32).toString('base64url');
      cookies.push(`poolfoot_session=${token}`);
      return { tokenHash: sha256(token), userId: p.id, leagueId: p.league_id };
    });
    for (let i = 0; i < rows.length; i += 500) await db.insert(sessions).values(rows.slice(i, i + 500));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const reads = [gameCalls.home, gameCalls.context, autopilotCalls.live].map((c) => ({ url: urlOf(c), method: c.methods[0] }));
    const pages = new Worker(PAGES, { eval: true, workerData: { port, cookies, reads } });
    type Done = { heard: number[]; answered: number[]; failures: string[]; timeout?: boolean };
    const messages: Array<{ ready: number; failures: string[] } | Done> = [];
    let wake = () => {};
    pages.on('message', (m) => {
      messages.push(m);
      wake();
    });
    const next = () => new Promise<void>((r) => (wake = r)).then(() => messages.shift());
    const first = await next();
    if (!first || !('ready' in first) || first.failures.length)
      throw new Error(`les pages ne se sont pas toutes connectées : ${JSON.stringify(first).slice(0, 400)}`);
    // Each page's session has been read once (its stream opened); the whistle.
    const t0 = performance.timeOrigin + performance.now();
    await publish(app.ctx, 'resultats', 'every league');
    const done = (await next()) as Done;
    await pages.terminate();
    if (done.timeout || done.failures.length)
      throw new Error(`${done.failures.length} échecs, ${done.answered.length} pages servies : ${done.failures.slice(0, 5).join(', ')}`);
    const since = (xs: number[]) => xs.map((x) => x - t0).sort((a, b) => a - b);
    const heard = since(done.heard);
    const answered = since(done.answered);
    const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
    const count = ids.length;
    console.log(`\nBase : ${database.kind}, ${count} ligues (les ${LEAGUES} générées et les deux de la démo), J1 en cours (9 matchs)`);
    console.log(
      `Scores provisoires de toutes les ligues (autopilot/live.php, ligue après ligue) : ${provisional.toFixed(0)} ms, soit ${(provisional / count).toFixed(2)} ms par ligue`,
    );
    console.log(
      `Coup de sifflet vers ${CLIENTS} pages : avis reçu par toutes en ${pct(heard, 100).toFixed(0)} ms (médiane ${median(heard).toFixed(0)} ms)`,
    );
    console.log(
      `Les trois lectures de chaque page (accueil, contexte, direct) : toutes servies en ${pct(answered, 100).toFixed(0)} ms (médiane ${median(answered).toFixed(0)} ms, 95 % en ${pct(answered, 95).toFixed(0)} ms) ; ${(pct(answered, 100) / (CLIENTS * reads.length)).toFixed(2)} ms de serveur par lecture`,
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
