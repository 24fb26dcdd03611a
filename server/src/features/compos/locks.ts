import { eq, inArray, min } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { joueurs, matchlfps } from '../../db/schema.js';

type Q = Db | Tx;

/** The kickoff of each club's league match of a matchday (a club with no match is absent). */
export async function kickoffsByClub(db: Q, journeeId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ home: matchlfps.homeClubId, away: matchlfps.awayClubId, at: matchlfps.kickoffAt })
    .from(matchlfps)
    .where(eq(matchlfps.journeeId, journeeId));
  const byClub = new Map<number, Date>();
  const keep = (club: number, at: Date) => {
    const cur = byClub.get(club);
    if (!cur || at < cur) byClub.set(club, at);
  };
  for (const r of rows) {
    keep(r.home, r.at);
    keep(r.away, r.at);
  }
  return byClub;
}

/**
 * RULES.md "Lineups": a player is locked once the kickoff of his club's match of that matchday has
 * passed. Returns the locked ones among the given player ids.
 */
export async function lockedAmong(db: Q, journeeId: number, joueurIds: readonly number[], now: Date): Promise<Set<number>> {
  if (joueurIds.length === 0) return new Set();
  const players = await db
    .select({ id: joueurs.id, club: joueurs.clubId })
    .from(joueurs)
    .where(inArray(joueurs.id, [...new Set(joueurIds)]));
  const kickoffs = await kickoffsByClub(db, journeeId);
  const locked = players.filter((p) => {
    const at = kickoffs.get(p.club);
    return at !== undefined && at.getTime() <= now.getTime();
  });
  return new Set(locked.map((p) => p.id));
}

/**
 * A matchday has started once its first kickoff has passed (the earliest of its start_at and its
 * league matches), or once an admin set it in progress or finished (status 1 or 9).
 */
export async function matchdayStarted(db: Q, journee: { id: number; startAt: Date; status: number }, now: Date): Promise<boolean> {
  if (journee.status !== 0) return true;
  const [row] = await db
    .select({ first: min(matchlfps.kickoffAt) })
    .from(matchlfps)
    .where(eq(matchlfps.journeeId, journee.id));
  const first = row?.first && row.first < journee.startAt ? row.first : journee.startAt;
  return first.getTime() <= now.getTime();
}
