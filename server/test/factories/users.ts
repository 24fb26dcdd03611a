import { authCalls } from '@poolfoot/domain';
import type { Db } from '../../src/db/client.js';
import { asc } from 'drizzle-orm';
import { leagueMembers, leagues, users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/features/auth/index.js';
import type { App } from '../../src/http/types.js';
import { callerOf } from '../caller.js';
import type { TestApp } from '../app.js';

let seq = 0;
const PASSWORD = 'motdepasse-test';
let hashed: Promise<string> | null = null;
const defaultHash = () => {
  hashed ??= hashPassword(PASSWORD);
  return hashed;
};

export type TestUser = { id: number; email: string; username: string; nickname: string; role: number; password: string };
/** A user with the cookie of a session opened through the real login call: what `t.as(user)` takes. */
export type LoggedIn = TestUser & { cookie: string };
type UserOver = Partial<{
  role: number;
  email: string;
  username: string;
  nickname: string;
  password: string;
  league: number | null;
  /** The role in the league (default: 4 for an instance admin, else the instance role). */
  leagueRole: number;
}>;

/** The test database's first league (made on first need): where users are members unless told otherwise. */
export async function testLeague(db: Db): Promise<number> {
  const [first] = await db.select({ id: leagues.id }).from(leagues).orderBy(asc(leagues.id)).limit(1);
  if (first) return first.id;
  const [made] = await db.insert(leagues).values({ nom: 'Ligue de test' }).returning({ id: leagues.id });
  if (!made) throw new Error('league not created');
  return made.id;
}

/**
 * Inserts a real user (the password hash is computed once per test file), a member of `league` (default the test
 * database's first league; null: none) with their role there (an admin's or super admin's: 4).
 */
export async function createUser(db: Db, over: UserOver = {}): Promise<TestUser> {
  seq += 1;
  const password = over.password ?? PASSWORD;
  const passwordHash = over.password ? await hashPassword(over.password) : await defaultHash();
  const email = over.email ?? `user${seq}-${process.pid}@poolfoot.test`;
  const username = over.username ?? `user${String(seq).padStart(3, '0')}`;
  const nickname = over.nickname ?? `${username}-nick`;
  const role = over.role ?? 1;
  const [row] = await db.insert(users).values({ email, username, nickname, role, passwordHash }).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const league = over.league === undefined ? await testLeague(db) : over.league;
  if (league !== null)
    await db.insert(leagueMembers).values({ leagueId: league, userId: row.id, role: over.leagueRole ?? Math.min(role, 4) });
  return { id: row.id, email, username, nickname, role, password };
}

/** Logs a user in through the real login call and returns the cookie header to send. */
export async function cookieOf(app: App, user: { email: string; password: string }) {
  const res = await callerOf(app, null).call(authCalls.login, { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const c = res.cookies.find((k) => k.name === 'poolfoot_session');
  if (!c) throw new Error('no session cookie');
  return `poolfoot_session=${c.value}`;
}

/** A new user, logged in. */
export async function loggedIn(t: Pick<TestApp, 'app' | 'db'>, over: UserOver = {}): Promise<LoggedIn> {
  const user = await createUser(t.db, over);
  return { ...user, cookie: await cookieOf(t.app, user) };
}

/** A role set, each logged in: a pooler, another pooler, an admin and a super admin (a visitor is `t.anonymous`). */
export async function roles(t: Pick<TestApp, 'app' | 'db'>) {
  return {
    pooler: await loggedIn(t, { role: 1 }),
    other: await loggedIn(t, { role: 1 }),
    admin: await loggedIn(t, { role: 4 }),
    superAdmin: await loggedIn(t, { role: 9 }),
  };
}
