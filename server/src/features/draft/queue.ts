import { DRAFT_MSG, draftPlayerName, eligibility, type Poste, type QueueEntry } from '@poolfoot/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Q, Tx } from '../../db/client.js';
import { clubs, draftAutopick, draftPicks, draftQueue, joueurs } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import { loadLimits, poolerCounts } from './repo.js';

/** A pooler's rows of a league's draft. */
const mine = (table: typeof draftQueue | typeof draftAutopick, ls: LeagueSeason, userId: number) =>
  and(inLeagueSeason(table, ls), eq(table.userId, userId));

/** draft/queue.php: my list in my order, each player still there or taken, and valid for me now; whether I am away. */
export async function readQueue(q: Q, ls: LeagueSeason, userId: number): Promise<{ joueurs: QueueEntry[]; autopick: boolean }> {
  const rows = await q
    .select({
      id: joueurs.id,
      nom: joueurs.nom,
      prenom: joueurs.prenom,
      poste: joueurs.poste,
      clubId: joueurs.clubId,
      club: clubs.name,
      totalPrev: joueurs.totalPrev,
      takenBy: draftPicks.userId,
    })
    .from(draftQueue)
    .innerJoin(joueurs, eq(joueurs.id, draftQueue.joueurId))
    .innerJoin(clubs, eq(clubs.id, joueurs.clubId))
    .leftJoin(draftPicks, and(inLeagueSeason(draftPicks, ls), eq(draftPicks.joueurId, draftQueue.joueurId)))
    .where(mine(draftQueue, ls, userId))
    .orderBy(asc(draftQueue.rang));
  const [counts, limits, away] = await Promise.all([poolerCounts(q, ls, userId), loadLimits(q, ls.leagueId), isAway(q, ls, userId)]);
  const entries = rows.map((r) => {
    const available = r.takenBy === null;
    const poste = r.poste as Poste;
    const valid = available && eligibility({ poste, clubId: r.clubId, drafted: false }, counts, limits).ok;
    const name = draftPlayerName({ nom: r.nom, prenom: r.prenom });
    return { joueur_id: r.id, nom: name, poste, club: r.club, total_prev: r.totalPrev, available, valid };
  });
  return { joueurs: entries, autopick: away };
}

/** draft/queue_set.php: my whole list, in order; a player not of the season answers 404 and nothing changes. */
export async function setQueue(tx: Tx, ls: LeagueSeason, userId: number, ids: number[]) {
  if (ids.length) {
    const known = await tx
      .select({ id: joueurs.id })
      .from(joueurs)
      .where(and(eq(joueurs.saisonId, ls.saisonId), inArray(joueurs.id, ids)));
    if (known.length !== ids.length) throw notFound(DRAFT_MSG.playerNotFound);
  }
  await tx.delete(draftQueue).where(mine(draftQueue, ls, userId));
  if (ids.length) await tx.insert(draftQueue).values(ids.map((joueurId, i) => ({ ...ls, userId, joueurId, rang: i + 1 })));
}

/** draft/autopick.php: I am away (my pick made at once from my list when my turn comes), or back. */
export async function setAutopick(tx: Tx, ls: LeagueSeason, userId: number, on: boolean) {
  if (on)
    await tx
      .insert(draftAutopick)
      .values({ ...ls, userId })
      .onConflictDoNothing();
  else await tx.delete(draftAutopick).where(mine(draftAutopick, ls, userId));
}

/** A pooler's list, in his order: the players his pick made for him is taken from (pick.ts). */
export async function listOf(q: Q, ls: LeagueSeason, userId: number): Promise<number[]> {
  const rows = await q
    .select({ id: draftQueue.joueurId })
    .from(draftQueue)
    .where(mine(draftQueue, ls, userId))
    .orderBy(asc(draftQueue.rang));
  return rows.map((r) => r.id);
}

/** Whether a pooler said he is away: his pick is made for him as soon as his turn comes (pick.ts). */
export async function isAway(q: Q, ls: LeagueSeason, userId: number): Promise<boolean> {
  const [row] = await q
    .select({ userId: draftAutopick.userId })
    .from(draftAutopick)
    .where(mine(draftAutopick, ls, userId));
  return row !== undefined;
}
