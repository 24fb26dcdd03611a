import type { Invite } from '@poolfoot/domain';
import { INVITES_MSG, LIGUES_MSG, ROLE } from '@poolfoot/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { crossLeague } from '../../db/league-scope.js';
import { poolerName } from '../../db/pooler-name.js';
import { invites, leagueMembers, leagues, users } from '../../db/schema.js';
import { AppError, notFound } from '../../http/errors.js';
import { newToken, sha256 } from '../../http/session.js';
import { memberCount } from './league.js';
import { leagueSetting } from './settings.js';

type InviteRow = typeof invites.$inferSelect;
const DAY = 24 * 3600 * 1000;

/** Why an invite no longer lets anyone in at `now`, or null while it does. */
export function closedAt(row: InviteRow, now: Date): Invite['closed'] {
  if (row.revokedAt) return 'revoked';
  if (row.uses >= row.maxUses) return 'used_up';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

export const presentInvite = (row: InviteRow, now: Date, by: string | null): Invite => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  created_by: by,
  expires_at: row.expiresAt.toISOString(),
  max_uses: row.maxUses,
  uses: row.uses,
  closed: closedAt(row, now),
});

/** A new invite to a league: its row, and its token (shown once; only its hash is kept). */
export async function createInvite(db: Q, leagueId: number, by: number, days: number, maxUses: number, now: Date) {
  const token = newToken();
  const [row] = await db
    .insert(invites)
    .values({ leagueId, tokenHash: sha256(token), createdBy: by, createdAt: now, expiresAt: new Date(now.getTime() + days * DAY), maxUses })
    .returning();
  if (!row) throw new Error('invitation non créée');
  return { row, token };
}

/** A league's invites, the newest first, each with the name of who made it (null once his account is gone). */
export const leagueInvites = (db: Q, leagueId: number) =>
  db
    .select({ invite: invites, by: sql<string | null>`${poolerName()}` })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.createdBy))
    .where(eq(invites.leagueId, leagueId))
    .orderBy(desc(invites.createdAt), desc(invites.id));

/** Revokes one of a league's invites; another league's answers as a missing one. */
export async function revokeInvite(db: Q, leagueId: number, id: number, now: Date) {
  const [row] = await db
    .update(invites)
    .set({ revokedAt: sql`coalesce(${invites.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(invites.id, id), eq(invites.leagueId, leagueId)))
    .returning({ id: invites.id });
  if (!row) throw notFound(INVITES_MSG.notFound);
}

/** An invite by its token, with its league's name (`lock`: held until the transaction ends, for its use). */
export async function inviteByToken(db: Q, token: string, lock = false) {
  const query = db
    .select({ invite: invites, nom: leagues.nom })
    .from(invites)
    .innerJoin(leagues, eq(leagues.id, invites.leagueId))
    .where(eq(invites.tokenHash, sha256(token)));
  const [row] = await crossLeague('inviteLink', async () => await (lock ? query.for('update', { of: invites }) : query));
  if (!row) throw notFound(INVITES_MSG.unknownLink);
  return row;
}

/**
 * Lets a user into the invite's league (in the caller's transaction, the invite locked): a use is counted, and a
 * member who had been deactivated is active again, as a pooler whatever he was before; a member already in answers so, counting nothing. Refused, saying
 * why, when the invite is expired, used up or revoked.
 */
export async function useInvite(tx: Q, token: string, userId: number, now: Date) {
  const { invite, nom } = await inviteByToken(tx, token, true);
  const [member] = await tx
    .select({ active: leagueMembers.active, role: leagueMembers.role })
    .from(leagueMembers)
    .where(and(eq(leagueMembers.leagueId, invite.leagueId), eq(leagueMembers.userId, userId)));
  if (member?.active) return { leagueId: invite.leagueId, nom, role: member.role, already: true };
  const closed = closedAt(invite, now);
  if (closed) throw new AppError('conflict', INVITES_MSG.closed[closed]);
  // The league's row held: two friends joining at once through two links cannot both take its last place.
  await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, invite.leagueId)).for('update');
  if ((await memberCount(tx, invite.leagueId)) >= (await leagueSetting(tx, invite.leagueId, 'max_poolers'))) {
    throw new AppError('conflict', LIGUES_MSG.full(nom));
  }
  await tx
    .update(invites)
    .set({ uses: sql`${invites.uses} + 1` })
    .where(and(eq(invites.id, invite.id), eq(invites.leagueId, invite.leagueId)));
  if (member)
    await tx
      .update(leagueMembers)
      .set({ active: true, role: ROLE.pooler })
      .where(and(eq(leagueMembers.leagueId, invite.leagueId), eq(leagueMembers.userId, userId)));
  else await tx.insert(leagueMembers).values({ leagueId: invite.leagueId, userId, joinedAt: now });
  return { leagueId: invite.leagueId, nom, role: ROLE.pooler, already: false };
}
