import { DRAFT_MSG, type DraftLimits, MSG, type DraftStatus, maxTours, POSTES, type Poste, type PoolerCounts } from '@poolfoot/domain';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Tx, Q } from '../../db/client.js';
import { draftOrder, draftPicks, draftState, joueurs, users } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { conflict } from '../../http/errors.js';
import { poolerName } from '../users/index.js';

export type StateRow = typeof draftState.$inferSelect & { status: DraftStatus };
export type Limits = DraftLimits & { tours: number; clockMinutes: number };
export type Slot = { tour: number; rang: number };

/** The draft state row, locked until the transaction ends: every draft change goes through it one at a time. */
export async function lockState(tx: Tx, saisonId: number): Promise<StateRow | null> {
  const [row] = await tx.select().from(draftState).where(eq(draftState.saisonId, saisonId)).for('update');
  return (row as StateRow | undefined) ?? null;
}

export async function lockStateOrFail(tx: Tx, saisonId: number): Promise<StateRow> {
  const row = await lockState(tx, saisonId);
  if (!row) throw conflict(DRAFT_MSG.noOrder);
  return row;
}

export async function readState(q: Q, saisonId: number): Promise<StateRow | null> {
  const [row] = await q.select().from(draftState).where(eq(draftState.saisonId, saisonId));
  return (row as StateRow | undefined) ?? null;
}

export async function loadOrder(q: Q, saisonId: number): Promise<number[]> {
  const rows = await q
    .select({ userId: draftOrder.userId })
    .from(draftOrder)
    .where(eq(draftOrder.saisonId, saisonId))
    .orderBy(asc(draftOrder.rang));
  return rows.map((r) => r.userId);
}

/** The draft settings (read one after the other: a transaction's client runs one query at a time). */
export async function loadLimits(q: Q): Promise<Limits> {
  const maxParPoste = await getSetting(q, 'max_joueurs_poste');
  const maxParClub = await getSetting(q, 'max_par_club');
  const clockMinutes = await getSetting(q, 'pick_clock_minutes');
  const full = Object.fromEntries(POSTES.map((p) => [p, maxParPoste[p] ?? 0])) as Record<Poste, number>;
  return { maxParPoste: full, maxParClub, tours: maxTours(full), clockMinutes };
}

/** When the current pick is made automatically: now + the pick clock, or never when the clock is off. */
export const deadlineFrom = (now: Date, limits: Limits) =>
  limits.clockMinutes > 0 ? new Date(now.getTime() + limits.clockMinutes * 60_000) : null;

const emptyCounts = (): PoolerCounts => ({ byPoste: Object.fromEntries(POSTES.map((p) => [p, 0])) as Record<Poste, number>, byClub: {} });

/** A pooler's choix by position and by club, leaving out one slot (the choix being replaced). */
export async function poolerCounts(q: Q, saisonId: number, userId: number, excluding?: Slot): Promise<PoolerCounts> {
  const rows = await q
    .select({ poste: joueurs.poste, clubId: joueurs.clubId, tour: draftPicks.tour, rang: draftPicks.rang })
    .from(draftPicks)
    .innerJoin(joueurs, eq(joueurs.id, draftPicks.joueurId))
    .where(and(eq(draftPicks.saisonId, saisonId), eq(draftPicks.userId, userId)));
  const counts = emptyCounts();
  for (const r of rows) {
    if (excluding && r.tour === excluding.tour && r.rang === excluding.rang) continue;
    counts.byPoste[r.poste as Poste] += 1;
    counts.byClub[r.clubId] = (counts.byClub[r.clubId] ?? 0) + 1;
  }
  return counts;
}

/** A joueur as the draft checks and places him: position, club and last season's total (the clock's order). */
export type JoueurRow = { id: number; nom: string; prenom: string | null; poste: Poste; clubId: number; totalPrev: number };
const joueurColumns = {
  id: joueurs.id,
  nom: joueurs.nom,
  prenom: joueurs.prenom,
  poste: joueurs.poste,
  clubId: joueurs.clubId,
  totalPrev: joueurs.totalPrev,
};

export async function findJoueur(q: Q, saisonId: number, joueurId: number): Promise<JoueurRow | null> {
  const [row] = await q
    .select(joueurColumns)
    .from(joueurs)
    .where(and(eq(joueurs.id, joueurId), eq(joueurs.saisonId, saisonId)));
  return (row as JoueurRow | undefined) ?? null;
}

/** Whether a joueur is drafted in a slot other than `excluding`. */
export async function isDrafted(q: Q, saisonId: number, joueurId: number, excluding?: Slot): Promise<boolean> {
  const other = excluding ? or(ne(draftPicks.tour, excluding.tour), ne(draftPicks.rang, excluding.rang)) : undefined;
  const [row] = await q
    .select({ id: draftPicks.id })
    .from(draftPicks)
    .where(and(eq(draftPicks.saisonId, saisonId), eq(draftPicks.joueurId, joueurId), other));
  return !!row;
}

/** The season's joueurs nobody has drafted yet. */
export async function undraftedJoueurs(q: Q, saisonId: number): Promise<JoueurRow[]> {
  const taken = new Set(
    (await q.select({ id: draftPicks.joueurId }).from(draftPicks).where(eq(draftPicks.saisonId, saisonId))).map((r) => r.id),
  );
  const rows = (await q.select(joueurColumns).from(joueurs).where(eq(joueurs.saisonId, saisonId))) as JoueurRow[];
  return rows.filter((p) => !taken.has(p.id));
}

/** The name the draft's messages give a pooler (display name, else username). */
export async function poolerNameOf(q: Q, id: number): Promise<string> {
  const [row] = await q.select({ name: poolerName() }).from(users).where(eq(users.id, id));
  return row?.name ?? MSG.unknownUser(id);
}
