import { carryOverLineup, formationSchema, type SavedLineup, SLOT_COUNT } from '@poolfoot/domain';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { compoSlots, compos, journees } from '../../db/schema.js';
import { ownedPostes } from '../teams/index.js';

export type JourneeRef = { id: number; numjournee: number; saisonId: number };

/** The lineup in effect for a matchday; compositionId is null when it is carried over from an earlier one. */
export type EffectiveLineup = SavedLineup & { compositionId: number | null };

type CompoRow = { id: number; formation: string; capitaineJoueurId: number | null };

async function slotsOf(db: Q, compo: CompoRow): Promise<SavedLineup> {
  const rows = await db
    .select({ ordre: compoSlots.ordre, joueurId: compoSlots.joueurId })
    .from(compoSlots)
    .where(eq(compoSlots.compoId, compo.id))
    .orderBy(asc(compoSlots.ordre));
  const slots = Array.from({ length: SLOT_COUNT }, (_, slot) => rows.find((r) => r.ordre === slot)?.joueurId ?? null);
  return { formation: formationSchema.parse(compo.formation), slots, captainId: compo.capitaineJoueurId };
}

const compoColumns = { id: compos.id, formation: compos.formation, capitaineJoueurId: compos.capitaineJoueurId };

/** The lineup saved for that matchday, else the pooler's last one saved for an earlier matchday of the season. */
async function lastSaved(db: Q, userId: number, journee: JourneeRef): Promise<{ row: CompoRow; own: boolean } | null> {
  const [own] = await db
    .select(compoColumns)
    .from(compos)
    .where(and(eq(compos.userId, userId), eq(compos.journeeId, journee.id)));
  if (own) return { row: own, own: true };
  const [earlier] = await db
    .select(compoColumns)
    .from(compos)
    .innerJoin(journees, eq(journees.id, compos.journeeId))
    .where(and(eq(compos.userId, userId), eq(journees.saisonId, journee.saisonId), lt(journees.numjournee, journee.numjournee)))
    .orderBy(desc(journees.numjournee))
    .limit(1);
  return earlier ? { row: earlier, own: false } : null;
}

/**
 * The lineup that counts for a pooler at a matchday (RULES.md "Lineups"): the one saved for it, else
 * the last saved one; either way only the players still owned that matchday and still of their
 * slot's position are kept (the others leave an empty slot). Null when the pooler never saved one.
 */
export async function effectiveLineup(db: Q, userId: number, journee: JourneeRef): Promise<EffectiveLineup | null> {
  const saved = await lastSaved(db, userId, journee);
  if (!saved) return null;
  const lineup = await slotsOf(db, saved.row);
  const owned = await ownedPostes(db, userId, journee.numjournee, journee.saisonId);
  return { ...carryOverLineup(lineup, owned), compositionId: saved.own ? saved.row.id : null };
}
