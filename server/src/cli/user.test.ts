import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_MSG, INVITES_MSG } from '@poolfoot/domain';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { scratchPgDatabase } from '../../test/db.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { leagueMembers, leagues, resetTokens, sessions, users } from '../db/schema.js';
import { verifyPassword } from '../features/auth/index.js';

/**
 * `npm run user`, run as a person would: a separate process on the same database (PGlite in a folder,
 * or a scratch PostgreSQL database when DATABASE_URL is set), the password typed on standard input.
 */
// Each test runs the command several times, each a process that loads the app's modules and opens the database: on
// a loaded machine that is more than the default 30 s, and a test cut short leaves its process holding the folder.
vi.setConfig({ testTimeout: 120_000 });
const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let env: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPgDatabase(process.env.DATABASE_URL, 'poolfoot_cli');
    env = { DATABASE_URL: scratch.url };
    cleanup = scratch.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'poolfoot-cli-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup());

function cli(args: string[], stdin: string): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/user.ts', ...args], {
    cwd: SERVER,
    env: { ...process.env, ...env, DEMO: 'none' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

async function withDb<T>(f: (db: Awaited<ReturnType<typeof openDatabase>>['database']['db']) => Promise<T>): Promise<T> {
  const { database, release } = await openDatabase(loadConfig({ ...env, DEMO: 'none' }), pino({ level: 'silent' }));
  try {
    return await f(database.db);
  } finally {
    await database.close();
    release();
  }
}

it('reads the password from standard input, never from the command line; a new password ends sessions and spends reset links', async () => {
  const created = await cli(['create', '--email', 'cli@poolfoot.test', '--username', 'Cli', '--role', '9'], 'premier-secret-1\n');
  expect(created.out).toContain('Compte créé');
  expect(created.code).toBe(0);

  const userId = await withDb(async (db) => {
    const [u] = await db.select().from(users).where(eq(users.email, 'cli@poolfoot.test'));
    if (!u) throw new Error('no user');
    expect(await verifyPassword('premier-secret-1', u.passwordHash)).toBe(true);
    await db.insert(sessions).values({ tokenHash: 'session-en-cours', userId: u.id });
    await db.insert(resetTokens).values({ tokenHash: 'lien-en-attente', userId: u.id, expiresAt: new Date(Date.now() + 3600_000) });
    return u.id;
  });

  const changed = await cli(['password', '--email', 'cli@poolfoot.test'], 'second-secret-2\n');
  expect(changed.out).toContain('Mot de passe de cli@poolfoot.test changé');
  expect(changed.code).toBe(0);

  await withDb(async (db) => {
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    expect(await verifyPassword('second-secret-2', u?.passwordHash ?? '')).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    const [link] = await db.select().from(resetTokens).where(eq(resetTokens.userId, userId));
    expect(link?.usedAt).not.toBeNull();
  });

  const tooShort = await cli(['password', '--email', 'cli@poolfoot.test'], 'court\n');
  expect(tooShort.code).toBe(1);

  // A password on the command line is refused, whatever the standard input says.
  const onLine = await cli(['password', '--email', 'cli@poolfoot.test', '--password', 'troisieme-secret-3'], 'troisieme-secret-3\n');
  expect(onLine.code).toBe(1);
  expect(onLine.out).toContain("--password n'est pas accepté");
  await withDb(async (db) => {
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    expect(await verifyPassword('second-secret-2', u?.passwordHash ?? '')).toBe(true);
  });
});

it('a created account joins a league: the only one (made for the first account, who runs it), else the one named', async () => {
  const friend = await cli(['create', '--email', 'ami@poolfoot.test', '--username', 'Ami'], 'un-secret-ami\n');
  expect(friend.out).toContain('membre de la ligue « Ma ligue »');
  const made = await withDb(async (db) => {
    const [first] = await db.select().from(leagues);
    const [other] = await db.insert(leagues).values({ nom: 'Famille' }).returning();
    const members = await db
      .select({ email: users.email, role: leagueMembers.role })
      .from(leagueMembers)
      .innerJoin(users, eq(users.id, leagueMembers.userId))
      .where(eq(leagueMembers.leagueId, first?.id ?? 0));
    // The first account (the previous test's) runs the league made for it; the friend plays.
    expect(members).toEqual(
      expect.arrayContaining([
        { email: 'cli@poolfoot.test', role: 4 },
        { email: 'ami@poolfoot.test', role: 1 },
      ]),
    );
    return other?.id ?? 0;
  });
  const ambiguous = await cli(['create', '--email', 'cousin@poolfoot.test', '--username', 'Cousin'], 'un-secret-cousin\n');
  expect(ambiguous.code).toBe(1);
  expect(ambiguous.out).toContain('Plusieurs ligues : choisissez avec --league');
  const named = await cli(
    ['create', '--email', 'cousin@poolfoot.test', '--username', 'Cousin', '--league', String(made)],
    'un-secret-cousin\n',
  );
  expect(named.out).toContain('membre de la ligue « Famille »');
  await withDb(async (db) => {
    expect(await db.$count(users, eq(users.email, 'cousin@poolfoot.test'))).toBe(1);
    expect(await db.$count(leagueMembers, eq(leagueMembers.leagueId, made))).toBe(1);
  });
});

it('refuses an account whose username is another’s in another case, or whose email is taken: a French message, nothing made', async () => {
  const sameName = await cli(['create', '--email', 'ami2@poolfoot.test', '--username', 'AMI', '--league', '1'], 'un-secret-ami2\n');
  expect(sameName.code).toBe(1);
  expect(sameName.out).toContain(INVITES_MSG.usernameTaken);
  const sameEmail = await cli(['create', '--email', 'AMI@poolfoot.test', '--username', 'Ami2', '--league', '1'], 'un-secret-ami2\n');
  expect(sameEmail.code).toBe(1);
  expect(sameEmail.out).toContain(ACCOUNT_MSG.emailTaken);
  await withDb(async (db) => {
    expect(await db.$count(users, sql`lower(${users.username}) in ('ami', 'ami2')`)).toBe(1);
    expect(await db.$count(users, eq(users.email, 'ami2@poolfoot.test'))).toBe(0);
  });
});
