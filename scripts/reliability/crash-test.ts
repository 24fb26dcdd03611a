/**
 * Crash test: drives draft picks, lineup saves and mercato moves against the real server
 * while SIGKILLing it at random moments (seeded), restarts it on the same data, and checks after each
 * restart and at the end that every acknowledged write is there and every invariant holds.
 * On PGlite (a data directory), then on PostgreSQL when PG_URL is set (a fresh database is created).
 *
 *   node --import tsx scripts/reliability/crash-test.ts            (SEED=<n> replays the kill times)
 *   PG_URL=postgres://poolfoot:poolfoot@127.0.0.1:5432/poolfoot_ci node --import tsx scripts/reliability/crash-test.ts
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkThroughApi } from './lib/api-checks.js';
import { lastFailure, type PhaseOutcome } from './lib/attempt.js';
import { type Driver, runDraft } from './lib/draft-driver.js';
import { checkInvariants } from './lib/invariants.js';
import { checkAcked, Ledger } from './lib/ledger.js';
import { runLineups } from './lib/lineup-driver.js';
import { type MercatoStats, runMercato } from './lib/mercato-driver.js';
import { makeRng, type Rng, seedFromEnv } from './lib/rng.js';
import { freePort, killDuringStart, type ServerOptions, type ServerProcess, startServer } from './lib/server.js';
import { scratchPgDatabase } from '../../server/test/db.js';
import { readSnapshot } from './lib/snapshot.js';
import { openPg, openPgliteCopy, type Sql } from './lib/sql.js';
import { ADMIN_ID, clientOf, loadWorld, loginAll } from './lib/world.js';

/** Per phase: how many kills at most, and the window (ms after the phase (re)starts) a kill falls in. */
const PHASES = [
  { name: 'draft', kills: 3, window: [300, 3000] },
  { name: 'compositions', kills: 1, window: [150, 1200] },
  { name: 'mercato', kills: 2, window: [200, 1500] },
] as const;
const SAVES_PER_POOLER = 5;
const MERCATO_PICKS = 24;

type Target = {
  name: string;
  server: Omit<ServerOptions, 'port' | 'logFile' | 'demo'>;
  snapshot(): Promise<Sql>;
  /** PGlite: whether the data directory lock file is still there. */
  lockLeft?(): boolean;
  cleanup(): Promise<void>;
};
type Summary = {
  target: string;
  kills: number;
  startKills: number;
  acked: number;
  unanswered: number;
  checks: number;
  seconds: number;
  errors: string[];
};

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function runTarget(target: Target, rng: Rng, runDir: string): Promise<Summary> {
  const started = Date.now();
  const ledger = new Ledger();
  const errors: string[] = [];
  const logFile = join(runDir, `server-${target.name}.log`);
  const options: ServerOptions = { ...target.server, port: await freePort(), logFile, demo: 'draft' };
  let server: ServerProcess = await startServer(options);
  console.log(`[${target.name}] serveur prêt en ${secs(Date.now() - started)} (journal : ${logFile})`);
  const poolers = await loginAll(server.url);
  for (const [userId, api] of poolers) ledger.login(userId, api);
  const admin = clientOf(poolers, ADMIN_ID);
  const driver: Driver = { poolers, admin, rng, ledger, world: await loadWorld(admin) };
  const stats: MercatoStats = { contested: 0, contestedOneWinner: 0, ackedCalls: 0 };
  let kills = 0;
  let startKills = 0;
  let checks = 0;

  const check = async (label: string, withApi: boolean) => {
    const sql = await target.snapshot();
    try {
      const snap = await readSnapshot(sql);
      const found = [
        ...checkAcked(ledger, snap),
        ...checkInvariants(snap),
        ...(withApi ? await checkThroughApi(poolers, admin, snap) : []),
      ];
      checks++;
      for (const e of found) errors.push(`${label} : ${e}`);
      return snap;
    } finally {
      await sql.close();
    }
  };

  const runs: Record<(typeof PHASES)[number]['name'], () => Promise<PhaseOutcome>> = {
    draft: () => runDraft(driver),
    compositions: () => runLineups(driver, SAVES_PER_POOLER),
    mercato: () => runMercato(driver, MERCATO_PICKS, stats),
  };
  for (const phase of PHASES) {
    let phaseKills = 0;
    let stray = 0;
    for (;;) {
      let killing: Promise<void> | null = null;
      lastFailure.message = '';
      const delay = rng.int(phase.window[0], phase.window[1]);
      const timer = phaseKills < phase.kills ? setTimeout(() => (killing = server.kill()), delay) : null;
      const outcome = await runs[phase.name]();
      if (timer) clearTimeout(timer);
      if (killing) {
        await killing;
        phaseKills++;
        kills++;
        const t0 = Date.now();
        let during = '';
        if (rng.chance(0.3)) {
          // Also killed while it starts again (crash recovery, migrations, lock takeover), then started once more.
          // The bundle is ready in 1 to 2 s (from the sources through tsx, in 6): a kill within 0.9 s falls in its start.
          during = `, tué aussi ${await killDuringStart(options, rng.int(50, 900))}`;
          startKills++;
        }
        // The check reads a copy (PGlite) while the server restarts on the original and recovers by itself.
        const [next] = await Promise.all([startServer(options), check(`arrêt n°${kills} (${phase.name})`, false)]);
        server = next;
        const snap = await check(`arrêt n°${kills} (${phase.name}), après redémarrage`, true);
        console.log(
          `[${target.name}] arrêt n°${kills} en phase ${phase.name} après ${delay} ms : ${snap.picks.length} choix, ${snap.compos.length} compositions, ` +
            `${snap.moves.length} mouvements en base${during} ; redémarré et vérifié en ${secs(Date.now() - t0)}`,
        );
        continue;
      }
      if (outcome === 'done') break;
      // No kill, yet a call got no answer: the server stopped by itself, a 5xx or a timeout, a defect in any case.
      const ended = server.ended();
      errors.push(
        `${phase.name} : un appel sans réponse (${lastFailure.message})${ended ? `, le serveur s'est arrêté seul (${ended})` : ''}`,
      );
      if (++stray > 3) throw new Error(`${phase.name} : le serveur ne répond plus (${logFile})`);
      if (ended) server = await startServer(options);
    }
  }
  if (!(await server.stop())) errors.push('fin : l’arrêt propre (SIGTERM) ne s’est pas terminé');
  if (target.lockLeft?.()) errors.push('fin : le verrou du dossier de données reste après l’arrêt propre');
  const final = await check('fin (arrêt propre)', false);
  if (final.draftState?.status !== 'terminé') errors.push('fin : la draft n’est pas terminée');
  if (final.mercatoState?.status !== 'terminé') errors.push('fin : le mercato n’est pas clôturé');
  console.log(
    `[${target.name}] mercato : ${stats.contested} joueurs disputés, ${stats.contestedOneWinner} avec un seul gagnant ; ` +
      `${ledger.moves.length} mouvements acquittés`,
  );
  return {
    target: target.name,
    kills,
    startKills,
    acked: ledger.acked,
    unanswered: ledger.unanswered,
    checks,
    seconds: (Date.now() - started) / 1000,
    errors,
  };
}

async function main() {
  const seed = seedFromEnv();
  console.log(`Crash test, graine ${seed} (SEED=${seed} pour rejouer les mêmes choix et moments d'arrêt)`);
  const runDir = mkdtempSync(join(tmpdir(), 'poolfoot-crash-'));
  const targets: (() => Promise<Target>)[] = [
    async () => {
      const dataDir = join(runDir, 'pglite');
      return {
        name: 'PGlite',
        server: { dataDir },
        snapshot: () => openPgliteCopy(dataDir, join(runDir, 'pglite-copy')),
        lockLeft: () => existsSync(join(dataDir, 'poolfoot.lock')),
        cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  ];
  const pgUrl = process.env.PG_URL;
  if (pgUrl) {
    targets.push(async () => {
      const db = await scratchPgDatabase(pgUrl, 'poolfoot_crash');
      return { name: 'PostgreSQL', server: { databaseUrl: db.url }, snapshot: () => openPg(db.url), cleanup: () => db.drop() };
    });
  } else {
    console.log('PostgreSQL : ignoré (PG_URL non défini, ex. postgres://poolfoot:poolfoot@127.0.0.1:5432/poolfoot_ci)');
  }
  const summaries: Summary[] = [];
  for (const make of targets) {
    const target = await make();
    try {
      summaries.push(await runTarget(target, makeRng(seed), runDir));
    } finally {
      await target.cleanup();
    }
  }
  console.log('\n=== résumé ===');
  for (const s of summaries) {
    console.log(
      `${s.errors.length ? 'ÉCHEC' : 'ok   '} ${s.target} : ${s.kills} arrêts SIGKILL en activité (+${s.startKills} pendant un redémarrage), ${s.acked} écritures acquittées vérifiées ` +
        `(${s.unanswered} sans réponse), ${s.checks} vérifications, ${s.seconds.toFixed(0)} s`,
    );
    for (const e of s.errors.slice(0, 30)) console.log(`  - ${e}`);
  }
  const failed = summaries.some((s) => s.errors.length);
  if (!failed) rmSync(runDir, { recursive: true, force: true });
  else console.log(`Journaux des serveurs : ${runDir}`);
  process.exit(failed ? 1 : 0);
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
