import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { createMailer, type Mail } from '../src/mail.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { serverClock } from '../src/demo/index.js';
import { ensureCurrentSeason } from '../src/db/settings.js';
import type { App } from '../src/http/types.js';
import { callerOf, type Who } from './caller.js';
import { freshDatabase } from './db.js';

export type TestApp = Awaited<ReturnType<typeof testApp>>;

/** A built web app of one page, for the tests that need pages served as in production (WEB_DIST). */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'poolfoot-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Poolfoot</title>');
  return dir;
}

/**
 * The real app on a fresh migrated database, with a settable clock and the mails it sent (or, with SMTP_URL in `env`,
 * its real mailer sending to that server), and its callers:
 * `t.as(user).call(draftCalls.pick, { playerId })` as that user, `t.anonymous` as a visitor (caller.ts).
 * Build it once per test file (beforeAll) and close it in afterAll. `opts.logger`: the app's log, for a test that reads it
 * (logLines below); none by default.
 */
export async function testApp(env: Record<string, string> = {}, opts: { logger?: FastifyBaseLogger } = {}) {
  const database = await freshDatabase();
  const config = loadConfig({ APP_URL: 'http://poolfoot.test', WEB_DIST: '/nonexistent', ...env });
  let now = new Date('2026-09-01T10:00:00Z');
  const mails: Mail[] = [];
  const ctx = {
    database,
    config,
    // With DEMO_CLOCK=settable, the demo's clock over the test's (setNow moves the real time under its offset).
    now: serverClock(config, () => now),
    mailer: config.SMTP_URL ? createMailer(config, pino({ level: 'silent' })) : { send: async (m: Mail) => void mails.push(m) },
  };
  const app: App = await buildApp({ ctx, logger: opts.logger });
  // As the server does at start: the current season (default 2026, 'Saison 2025/2026') has its row.
  await ensureCurrentSeason(database.db);
  return {
    app,
    db: database.db,
    database,
    mails,
    /** Requests on behalf of a session: a logged-in user (anything with its cookie), or null for a visitor. */
    as: (who: Who) => callerOf(app, who),
    anonymous: callerOf(app, null),
    setNow(d: Date | string) {
      now = new Date(d);
    },
    now: () => now,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** A logger that keeps what it writes (warn and above), for a test that reads the server's log. */
export function logLines() {
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}
