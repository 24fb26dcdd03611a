import { COMPOS_MSG, type composSaveRequest, MSG, SLOT_COUNT, SRV, validateLineup } from '@poolfoot/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { compoSlots, compos, journees, joueurs, leagueMembers } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { refusePastSeason } from '../journees/index.js';
import { inLeague, type LeagueSeason } from '../ligues/index.js';
import { ownedPostes } from '../teams/index.js';
import { effectiveLineup } from './effective.js';
import { lockedAmong } from './locks.js';

type SaveInput = z.output<typeof composSaveRequest>;

/**
 * Saves a pooler's lineup for a matchday after every check of RULES.md "Lineups" (ownership at that
 * matchday, slot positions, no duplicates, 11 players, the captain on the pitch, locks against the
 * lineup in effect before), in the league it is saved in. One transaction; the pooler's membership row is locked so two
 * saves cannot race (a pooler of another league answers as a missing one).
 */
export async function saveCompo(db: Db, ls: LeagueSeason, input: SaveInput, actorId: number, now: Date): Promise<number> {
  const { leagueId, saisonId } = ls;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: leagueMembers.userId })
      .from(leagueMembers)
      .where(and(inLeague(leagueId), eq(leagueMembers.userId, input.user_id)))
      .for('update');
    if (!user) throw notFound(SRV.userNotFound);
    const [journee] = await tx.select().from(journees).where(eq(journees.id, input.journee_id));
    if (!journee) throw notFound(MSG.matchdayNotFound);
    // A matchday of a past season is read-only, whatever its status.
    if (journee.saisonId !== saisonId) await refusePastSeason(tx, journee.saisonId);
    if (journee.status === 9) throw badRequest(COMPOS_MSG.journeeFinished);

    const lfpIds = [...new Set([...input.joueurs.map((j) => j.lfp_id), ...(input.capitaine_lfp_id ? [input.capitaine_lfp_id] : [])])];
    const known = lfpIds.length
      ? await tx
          .select({ id: joueurs.id, lfpId: joueurs.lfpId })
          .from(joueurs)
          .where(and(eq(joueurs.saisonId, saisonId), inArray(joueurs.lfpId, lfpIds)))
      : [];
    const idOf = (lfpId: string) => {
      const id = known.find((k) => k.lfpId === lfpId)?.id;
      if (id === undefined) throw badRequest(COMPOS_MSG.unknownPlayer(lfpId.length > 64 ? `${lfpId.slice(0, 64)}…` : lfpId));
      return id;
    };
    const slots: (number | null)[] = Array.from({ length: SLOT_COUNT }, () => null);
    for (const j of input.joueurs) {
      if (slots[j.ordre] !== null) throw badRequest(COMPOS_MSG.duplicateSlot(j.ordre));
      slots[j.ordre] = idOf(j.lfp_id);
    }
    const captainId = input.capitaine_lfp_id ? idOf(input.capitaine_lfp_id) : null;

    const owned = await ownedPostes(tx, user.id, journee.numjournee, ls);
    const previous = await effectiveLineup(tx, leagueId, user.id, journee);
    const involved = [...slots, captainId, ...(previous?.slots ?? []), previous?.captainId ?? null].filter(
      (id): id is number => id !== null,
    );
    const lockedIds = await lockedAmong(tx, journee.id, involved, now);
    const names = await joueurNames(tx, involved);
    const errors = validateLineup({ formation: input.formation, slots, captainId, owned, lockedIds, previous, names });
    const [first] = errors;
    if (first !== undefined) throw badRequest(first, { errors });

    const [saved] = await tx
      .insert(compos)
      .values({
        leagueId,
        saisonId,
        userId: user.id,
        journeeId: journee.id,
        formation: input.formation,
        capitaineJoueurId: captainId,
        updatedAt: now,
        updatedBy: actorId,
      })
      .onConflictDoUpdate({
        target: [compos.leagueId, compos.userId, compos.journeeId],
        set: { formation: input.formation, capitaineJoueurId: captainId, updatedAt: now, updatedBy: actorId },
      })
      .returning({ id: compos.id });
    if (!saved) throw new Error('compo not saved');
    await tx.delete(compoSlots).where(eq(compoSlots.compoId, saved.id));
    await tx.insert(compoSlots).values(slots.map((joueurId, ordre) => ({ compoId: saved.id, ordre, joueurId })));
    return saved.id;
  });
}

/** The players' names, for the refusals: a message names the player, not his id. */
async function joueurNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: joueurs.id, prenom: joueurs.prenom, nom: joueurs.nom }).from(joueurs).where(inArray(joueurs.id, ids));
  return new Map(rows.map((j) => [j.id, [j.prenom, j.nom].filter(Boolean).join(' ')]));
}
