import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db, Q } from '../db/client.js';
import { generationMemo } from '../db/generation.js';
import { ROLE } from '@poolfoot/domain';
import { leagueMembers, pushSubscriptions, sessions, users } from '../db/schema.js';
import { crossLeague } from '../db/league-scope.js';

const SESSION_COOKIE = 'poolfoot_session';
const DAY = 24 * 3600 * 1000;
const TOUCH_EVERY = 3600 * 1000;
/** How much of a browser's user agent a session keeps (the account page shows where each session was opened). */
const USER_AGENT_KEPT = 300;

/** How long a session lives: `idleDays` without use, and `maxDays` after the login whatever the use. */
export type SessionLifetime = { idleDays: number; maxDays: number };

/** The league a session acts in, with the caller's role there (docs/ligues.md). */
export type SessionLeague = { id: number; role: number };

/**
 * The caller: the user, the hash of the session's token (the live streams are tied to it), and the league the session
 * acts in, while the user is an active member of it (else none). `role` is what pages and calls check: the role in
 * that league, or the instance's for an instance admin (docs/ligues.md "Rôles"); `instanceRole` the account's own.
 */
export type SessionUser = {
  id: number;
  username: string;
  nickname: string;
  role: number;
  instanceRole: number;
  email: string;
  session: string;
  league: SessionLeague | null;
};

/** The role a user acts with in a league: theirs there, or their instance role when they are an instance admin (0: none). */
export const roleIn = (instanceRole: number, leagueRole: number | null) =>
  Math.max(leagueRole ?? 0, instanceRole >= ROLE.admin ? instanceRole : 0);

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/** The cookie attributes of the session, the same when it is set and when it is cleared. */
const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;

/**
 * Opens a session for a user, acting in `leagueId`: the session the browser held is ended (logging in always starts a
 * fresh one: no fixation), and the new one has a random token (never one the client supplied). The devices this browser
 * subscribed to push under its session of the same user go on under the new one (another user's end with theirs). A user
 * holds at most `maxSessions`: the oldest beyond are ended (and their live streams with them), so that logging in again
 * and again holds nothing. It keeps where it was opened (the browser's user agent and address) for the
 * account page's list of sessions.
 */
export async function openSession(
  database: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  now: Date,
  limits: SessionLifetime & { maxSessions: number },
  leagueId: number | null,
) {
  const { db } = database;
  const token = newToken();
  const hash = sha256(token);
  const userAgent = req.headers['user-agent']?.slice(0, USER_AGENT_KEPT) || null;
  await db.insert(sessions).values({ tokenHash: hash, userId, createdAt: now, lastSeenAt: now, leagueId, userAgent, ip: req.ip || null });
  const previous = req.cookies[SESSION_COOKIE];
  if (previous) {
    await db
      .update(pushSubscriptions)
      .set({ sessionHash: hash })
      .where(and(eq(pushSubscriptions.sessionHash, sha256(previous)), eq(pushSubscriptions.userId, userId)));
  }
  await closeSession(database, req, reply);
  // The new one, and the newest others up to the limit.
  const others = and(eq(sessions.userId, userId), ne(sessions.tokenHash, hash));
  const kept = db
    .select({ hash: sessions.tokenHash })
    .from(sessions)
    .where(others)
    .orderBy(desc(sessions.createdAt), desc(sessions.lastSeenAt))
    .limit(limits.maxSessions - 1);
  const ended = await db
    .delete(sessions)
    .where(and(others, notInArray(sessions.tokenHash, kept)))
    .returning({ hash: sessions.tokenHash });
  for (const e of ended) await announceEnded(database, { session: e.hash });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: limits.maxDays * 24 * 3600 });
}

type SessionRow = Omit<SessionUser, 'session' | 'league' | 'instanceRole'> & {
  createdAt: Date;
  lastSeenAt: Date;
  leagueId: number | null;
  leagueRole: number | null;
};

/** The hashes of the session tokens seen lately: a page's every call hashes the same token (bounded, then forgotten). */
const hashes = new Map<string, string>();
const HASHES_KEPT = 10_000;
function tokenHash(token: string) {
  let hash = hashes.get(token);
  if (hash === undefined) {
    if (hashes.size >= HASHES_KEPT) hashes.clear();
    hash = sha256(token);
    hashes.set(token, hash);
  }
  return hash;
}

// The session rows read, by token hash, for as long as the database has not been written to since
// (db/generation.ts): a request then needs no query to know its user.
const sessionRows = generationMemo<SessionRow | null>();

const sessionRow = (db: Db, hash: string): Promise<SessionRow | null> =>
  sessionRows(db, hash, async () => {
    const [row] = await crossLeague(
      'sessionLeague',
      async () =>
        await db
          .select({
            id: users.id,
            username: users.username,
            nickname: users.nickname,
            role: users.role,
            email: users.email,
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
            leagueId: leagueMembers.leagueId,
            leagueRole: leagueMembers.role,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          // The session's league counts while its user is an active member of it, read with the session itself.
          .leftJoin(
            leagueMembers,
            and(eq(leagueMembers.leagueId, sessions.leagueId), eq(leagueMembers.userId, sessions.userId), eq(leagueMembers.active, true)),
          )
          .where(eq(sessions.tokenHash, hash)),
    );
    return row ?? null;
  });

/** Whether a session opened at `createdAt` and last used at `lastSeenAt` still counts at `now`. */
const sessionAlive = (row: { createdAt: Date; lastSeenAt: Date }, now: Date, lifetime: SessionLifetime) =>
  row.lastSeenAt.getTime() > now.getTime() - lifetime.idleDays * DAY && row.createdAt.getTime() > now.getTime() - lifetime.maxDays * DAY;

/** The sessions still alive at `now` (the same rule as sessionAlive, in SQL). */
export const sessionsAlive = (now: Date, lifetime: SessionLifetime) =>
  and(
    gt(sessions.lastSeenAt, new Date(now.getTime() - lifetime.idleDays * DAY)),
    gt(sessions.createdAt, new Date(now.getTime() - lifetime.maxDays * DAY)),
  );

/** The user of the request's session, or null: an expired session no longer counts; active ones are touched. */
export async function readSession(db: Db, req: FastifyRequest, now: Date, lifetime: SessionLifetime): Promise<SessionUser | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const hash = tokenHash(token);
  const row = await sessionRow(db, hash);
  if (!row || !sessionAlive(row, now, lifetime)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, hash));
  }
  const { leagueId, leagueRole } = row;
  const league = leagueId !== null && leagueRole !== null ? { id: leagueId, role: leagueRole } : null;
  // Written out field by field: a rest and a spread of the query's row took 12 % of the server's time on a cached answer.
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    role: roleIn(row.role, leagueRole),
    instanceRole: row.role,
    session: hash,
    league,
  };
}

/**
 * Where every process hears that sessions ended (logout, a new password): their live streams close at
 * once. The payload is `s:<token hash>` for one session or `u:<user id>` for all of a user's.
 */
export const SESSIONS_CHANNEL = 'poolfoot_sessions';
export type EndedSessions = { session: string } | { userId: number };
const endedPayload = (e: EndedSessions) => ('session' in e ? `s:${e.session}` : `u:${e.userId}`);

/** Says that sessions ended (after the change is committed); a failed notice never fails the caller. */
export async function announceEnded(database: Database, ended: EndedSessions) {
  await database.notifier.notify(SESSIONS_CHANNEL, endedPayload(ended)).catch(() => undefined);
}

/** Ends the request's session (logout, or a login replacing it) and clears its cookie. */
export async function closeSession(database: Database, req: FastifyRequest, reply: FastifyReply) {
  const token = req.cookies[SESSION_COOKIE];
  if (token) {
    const session = sha256(token);
    await database.db.delete(sessions).where(eq(sessions.tokenHash, session));
    await announceEnded(database, { session });
  }
  reply.clearCookie(SESSION_COOKIE, cookieOptions);
}

/** Deletes the sessions past their lifetime (run at server start). */
export async function purgeExpiredSessions(db: Db, now: Date, lifetime: SessionLifetime) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - lifetime.idleDays * DAY)),
        lt(sessions.createdAt, new Date(now.getTime() - lifetime.maxDays * DAY)),
      ),
    );
}

/** The session lifetime of a configuration. */
export const lifetimeOf = (config: { SESSION_IDLE_DAYS: number; SESSION_MAX_DAYS: number }): SessionLifetime => ({
  idleDays: config.SESSION_IDLE_DAYS,
  maxDays: config.SESSION_MAX_DAYS,
});

/** The session limits of a configuration: its lifetime and how many one user holds. */
export const sessionLimitsOf = (config: Parameters<typeof lifetimeOf>[0] & { SESSIONS_PER_USER: number }) => ({
  ...lifetimeOf(config),
  maxSessions: config.SESSIONS_PER_USER,
});

/**
 * The league a new session of a user acts in: the one their sessions used last, while they are still an active member
 * of it, else their oldest membership; none for a user in no league.
 */
export async function loginLeague(db: Q, userId: number): Promise<SessionLeague | null> {
  const lastUsed = sql`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${leagueMembers.userId} and ${sessions.leagueId} = ${leagueMembers.leagueId})`;
  const [row] = await db
    .select({ id: leagueMembers.leagueId, role: leagueMembers.role })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.userId, userId), eq(leagueMembers.active, true)))
    .orderBy(sql`${lastUsed} desc nulls last`, asc(leagueMembers.joinedAt), desc(leagueMembers.leagueId))
    .limit(1);
  return row ?? null;
}

/**
 * The request's session acts in another league from its next request (a switch, an invite accepted): its live streams,
 * which follow the league they were opened in, end, and the browser opens them again in the new one.
 */
export async function moveSession(database: Database, session: string, leagueId: number) {
  await database.db.update(sessions).set({ leagueId }).where(eq(sessions.tokenHash, session));
  await announceEnded(database, { session });
}
