import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

/**
 * Every read and write of a league's data names the league in the statement itself (RULES.md "Leagues"): the queries
 * say it with `inLeague`/`inLeagueSeason` (features/ligues/scope.ts) or a league_id column. The few statements that are
 * cross-league by design are named here, nowhere else, each with why, and run through `crossLeague`.
 *
 * A mechanism, not a habit: with LEAGUE_SCOPE_CHECK=1 (the server's tests), each statement the app runs for a request
 * or a timed job (`appWork`) that touches a league's table without naming a league in its WHERE, and is not one of
 * these, fails at once with the statement in its message.
 */
export const CROSS_LEAGUE = {
  playerInUse: 'a player of the championship is deleted only when no league holds, fields or moved him',
  matchdayInUse: 'a matchday of the championship is deleted or changed only when no league has a lineup or a move on it',
  everyLeagueAfterResults: 'results computed for a matchday are every league’s: each league’s results are written from it',
  inviteLink: 'an invite link names its league by its token: the league is read from the invite',
  sessionLeague: 'a session names the league it acts in: its membership there is read through the session itself',
  accountLeagues: 'an account’s own leagues (its menu, its sessions, its deletion) are read across the leagues it is in',
  leaguesDue: 'the timed jobs look for the leagues whose pick deadline or review time is due, whichever they are',
  instanceBackup: 'the super admin’s backup holds every league',
} as const;
export type CrossLeague = keyof typeof CROSS_LEAGUE;

/** Inside the app's work: the cross-league reason of the statements run, or none. */
type Scope = { cross: CrossLeague | null };
const scope = new AsyncLocalStorage<Scope>();
const checking = process.env.LEAGUE_SCOPE_CHECK === '1';

/**
 * Runs `run` in a scope when the check is on, else just runs it: a store once entered makes Node track every promise
 * of the process from then on (its async hooks), 12 % of the server's time on a cached answer under load, for a check
 * that only the tests make.
 */
const within = <T>(at: Scope, run: () => Promise<T>) => (checking ? scope.run(at, run) : run());

/** Runs the app's own work (a request's handler, a timed job): its statements are checked when the check is on. */
export const appWork = <T>(run: () => Promise<T>) => within({ cross: null }, run);

/** Runs statements that are cross-league by design, naming which (CROSS_LEAGUE). */
export const crossLeague = <T>(why: CrossLeague, run: () => Promise<T>) => within({ cross: why }, run);

/** The tables that hold a league's data: those with a required league_id. */
const LEAGUE_TABLES = new Set<string>(
  (Object.values(schema) as unknown[])
    .filter((t): t is PgTable => is(t, PgTable))
    .filter((t) => Object.values(getTableColumns(t)).some((c) => c.name === 'league_id' && c.notNull))
    .map((t) => getTableName(t)),
);

const TABLE_REF = /\b(?:from|join|update|into)\s+"(\w+)"/gi;

/** Whether a statement touching a league's table names a league: in its WHERE, or as the column it inserts. */
export function namesTheLeague(statement: string): boolean {
  const tables = [...statement.matchAll(TABLE_REF)].map((m) => m[1] ?? '');
  if (!tables.some((t) => LEAGUE_TABLES.has(t))) return true;
  const text = statement.toLowerCase();
  if (/^\s*insert\b/.test(text)) return text.includes('"league_id"');
  const where = text.indexOf(' where ');
  return where >= 0 && text.slice(where).includes('league_id');
}

/** The logger that checks (drizzle's `logger` option): on only with LEAGUE_SCOPE_CHECK=1. */
export const leagueScopeLogger = checking
  ? {
      logQuery(statement: string) {
        const at = scope.getStore();
        if (at && !at.cross && !namesTheLeague(statement)) {
          const message = `A statement on a league's data names no league: ${statement}`;
          // Said on stderr too: the request answers a 500 whose message the client never sees.
          console.error(message);
          throw new Error(message);
        }
      },
    }
  : undefined;
