/**
 * Draft speed check (not a test): a full 12 x 20 draft simulated through the API (draft/simulate.php,
 * one call per pick, through app.inject on the demo data), then the latency of draft/get.php on the
 * finished draft. PGlite in memory by default; DATABASE_URL=postgres://… to measure on PostgreSQL.
 *
 *   cd server && npx tsx ../scripts/draft-bench.ts
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { type Database, openPglite, openPostgres } from '../server/src/db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../server/src/demo/index.js';

const GET_SAMPLES = 200;

async function main() {
  const url = process.env.DATABASE_URL;
  const database: Database = url ? await openPostgres(url) : await openPglite(':memory:');
  await seedDemo(database.db, { now: new Date() });
  const config = loadConfig({ APP_URL: 'http://poolfoot.test', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ ctx: { database, config, now: () => new Date(), mailer: { send: async () => {} } } });
  const login = await app.inject({
    method: 'POST',
    url: '/backend/api/auth/login.php',
    payload: { email: 'pooler2@poolfoot.test', password: DEMO_PASSWORD },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const res = await app.inject({ method, url: `/backend/api/draft/${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${path} ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  await call('POST', 'changeStatus.php', { status: 'en cours' });
  const picks: number[] = [];
  const start = performance.now();
  for (;;) {
    const t0 = performance.now();
    await call('POST', 'simulate.php', {});
    picks.push(performance.now() - t0);
    if (picks.length % 12 === 0 && (await call('GET', 'get.php')).gestion.status === 'terminé') break;
  }
  const total = performance.now() - start;

  const gets: number[] = [];
  for (let i = 0; i < GET_SAMPLES; i++) {
    const t0 = performance.now();
    await call('GET', 'get.php');
    gets.push(performance.now() - t0);
  }
  const final = await call('GET', 'get.php');
  const q = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))] ?? 0;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`Base : ${database.kind}`);
  console.log(`Draft complète : ${picks.length} choix (12 poolers x ${final.gestion.max_tours} tours), statut « ${final.gestion.status} »`);
  console.log(
    `  durée totale ${(total / 1000).toFixed(2)} s (avec un draft/get.php par tour), par choix : médiane ${ms(q(picks, 0.5))}, p95 ${ms(q(picks, 0.95))}`,
  );
  console.log(`draft/get.php (draft terminée, ${final.drafted_playerIds.length} choix) sur ${GET_SAMPLES} appels :`);
  console.log(`  médiane ${ms(q(gets, 0.5))}, p95 ${ms(q(gets, 0.95))}, max ${ms(Math.max(...gets))}`);
  await app.close();
  await database.close();
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
