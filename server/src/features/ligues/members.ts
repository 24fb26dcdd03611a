import { ROLE } from '@poolfoot/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Q, Tx } from '../../db/client.js';
import { FOREIGN_KEY_VIOLATION, isViolation } from '../../db/pg-error.js';
import { leagueMembers, sessions, users } from '../../db/schema.js';
import { loginLeague } from '../../http/session.js';
import { inFrenchOrder, poolerName } from '../users/index.js';

/** The active members of a league: its poolers (its admins play too). */
export const inLeague = (leagueId: number) => and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.active, true)) as SQL;

/** A league's poolers, their id and name, by name. */
export async function leaguePoolers(db: Q, leagueId: number) {
  return db
    .select({ id: users.id, username: poolerName() })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(inLeague(leagueId))
    .orderBy(asc(inFrenchOrder(poolerName())), asc(users.id));
}

/** One pooler of a league by id, with his name; none for anyone else (another league's pooler answers as a missing one). */
export async function leaguePooler(db: Q, leagueId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: poolerName() })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .where(and(inLeague(leagueId), eq(leagueMembers.userId, userId)));
  return row ?? null;
}

/**
 * A member out of a league (an admin's removal, or his own leave): his membership deleted, with what `first` deletes
 * beside it, unless his rows in the league keep it (a past season's team, lineups, results, a pairing: the database's
 * keys refuse), then deactivated as a pooler (out of the lists and the next order; an invitation brings him back as a
 * pooler). Answers whether it was deleted.
 */
export async function removeMembership(tx: Tx, leagueId: number, userId: number, first?: (sp: Tx) => Promise<unknown>): Promise<boolean> {
  const ofMember = and(eq(leagueMembers.leagueId, leagueId), eq(leagueMembers.userId, userId));
  const removed = await tx
    .transaction(async (sp) => {
      await first?.(sp);
      await sp.delete(leagueMembers).where(ofMember);
    })
    .then(
      () => true,
      (err: unknown) => {
        if (isViolation(err, FOREIGN_KEY_VIOLATION)) return false;
        throw err;
      },
    );
  if (!removed) await tx.update(leagueMembers).set({ active: false, role: ROLE.pooler }).where(ofMember);
  return removed;
}

/**
 * A league's active members (id, role), locked in one order (by user id) by every change that counts its admins or its
 * members (a demotion, a removal, a leave): they run one after the other, the last seeing the others' outcome.
 */
export function lockMembers(tx: Q, leagueId: number) {
  return tx
    .select({ userId: leagueMembers.userId, role: leagueMembers.role })
    .from(leagueMembers)
    .where(inLeague(leagueId))
    .orderBy(asc(leagueMembers.userId))
    .for('update');
}

/**
 * A member out of a league (his leave, an admin's removal): every session of his acting in it moves to another of his
 * leagues (the one he used last, else his oldest) or to none. Answers where they went and their hashes, whose live
 * streams the caller ends once committed (announceEnded): they stop hearing the league at once.
 */
export async function moveSessionsOut(tx: Q, userId: number, leagueId: number) {
  const next = await loginLeague(tx, userId);
  const moved = await tx
    .update(sessions)
    .set({ leagueId: next?.id ?? null })
    .where(and(eq(sessions.userId, userId), eq(sessions.leagueId, leagueId)))
    .returning({ hash: sessions.tokenHash });
  return { next: next?.id ?? null, moved: moved.map((m) => m.hash) };
}
