import { eq, inArray } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { journees, joueurs, matchlfps } from '../../db/schema.js';
import { journeeStarted } from '../journees/index.js';

/** A club's kickoff of a matchday; `unknown`: the league has no time yet (only the date is meant). */
export type Kickoff = { at: Date; unknown: boolean };

/**
 * The kickoff of each club's league match of a matchday (a club with no match is absent): the earliest
 * firm one, else the earliest with its time still to be confirmed.
 */
export async function kickoffsByClub(db: Q, journeeId: number): Promise<Map<number, Kickoff>> {
  const rows = await db
    .select({ home: matchlfps.homeClubId, away: matchlfps.awayClubId, at: matchlfps.kickoffAt, unknown: matchlfps.kickoffUnknown })
    .from(matchlfps)
    .where(eq(matchlfps.journeeId, journeeId));
  const byClub = new Map<number, Kickoff>();
  const keep = (club: number, k: Kickoff) => {
    const cur = byClub.get(club);
    if (!cur || (cur.unknown && !k.unknown) || (cur.unknown === k.unknown && k.at < cur.at)) byClub.set(club, k);
  };
  for (const r of rows) {
    keep(r.home, r);
    keep(r.away, r);
  }
  return byClub;
}

/** Whether a kickoff locks at `now`: a firm one that has passed; a time still to be confirmed never locks. */
export const locksAt = (k: Kickoff | undefined, now: Date) => k !== undefined && !k.unknown && k.at.getTime() <= now.getTime();

/**
 * RULES.md "Lineups": a player is locked once the kickoff of his club's match of that matchday has
 * passed; a kickoff whose time the league has not fixed (dateTimeUnknown) never locks. Returns the
 * locked ones among the given player ids.
 */
export async function lockedAmong(db: Q, journeeId: number, joueurIds: readonly number[], now: Date): Promise<Set<number>> {
  if (joueurIds.length === 0) return new Set();
  const players = await db
    .select({ id: joueurs.id, club: joueurs.clubId })
    .from(joueurs)
    .where(inArray(joueurs.id, [...new Set(joueurIds)]));
  const kickoffs = await kickoffsByClub(db, journeeId);
  const locked = players.filter((p) => locksAt(kickoffs.get(p.club), now));
  return new Set(locked.map((p) => p.id));
}

/** Whether a matchday has started at `now`: the one rule of journees journeeStarted (its first kickoff has passed, or an admin set it going). */
export async function matchdayStarted(db: Q, journee: { id: number }, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ started: journeeStarted(now) })
    .from(journees)
    .where(eq(journees.id, journee.id));
  return row?.started === true;
}
