import { DRAFT_MSG, type DraftLimits, MSG, type DraftStatus, maxTours, POSTES, type Poste, type PoolerCounts } from '@poolfoot/domain';
import { and, asc, eq, ne, notInArray, or } from 'drizzle-orm';
import type { Tx, Q } from '../../db/client.js';
import { draftOrder, draftPicks, draftState, joueurs } from '../../db/schema.js';
import { conflict } from '../../http/errors.js';
import { inLeagueSeason, type LeagueSeason, leaguePooler, leagueSettingsAll } from '../ligues/index.js';

export type StateRow = typeof draftState.$inferSelect & { status: DraftStatus };
export type Limits = DraftLimits & { tours: number; clockMinutes: number };
export type Slot = { tour: number; rang: number };

/**
 * A change of one league's draft in progress: its transaction, which holds the state row's lock (one change at a time
 * per league, in every process; two leagues' drafts never wait for each other), its instant, and the state as the change
 * has left it so far. The state is read once, when locked; each write keeps the row it wrote (setState), so the change
 * and what follows its commit (the pairings, the turn's notice) go on without reading it again.
 */
export type DraftChange = { tx: Tx; ls: LeagueSeason; now: Date; state: StateRow };

/** Locks a league's draft state row until the transaction ends; null when the league has no draft yet. */
export async function lockDraft(tx: Tx, ls: LeagueSeason, now: Date): Promise<DraftChange | null> {
  const [row] = await tx.select().from(draftState).where(inLeagueSeason(draftState, ls)).for('update');
  return row ? { tx, ls, now, state: row as StateRow } : null;
}

export async function lockDraftOrFail(tx: Tx, ls: LeagueSeason, now: Date): Promise<DraftChange> {
  const change = await lockDraft(tx, ls, now);
  if (!change) throw conflict(DRAFT_MSG.noOrder);
  return change;
}

type StateWrite = Partial<Pick<StateRow, 'status' | 'tour' | 'choix' | 'prochainPoolerId' | 'pickDeadline'>>;

/** Writes the locked state row at the change's instant and keeps the row written (its version moved on). */
export async function setState(change: DraftChange, values: StateWrite) {
  const [row] = await change.tx
    .update(draftState)
    .set({ ...values, updatedAt: change.now })
    .where(inLeagueSeason(draftState, change.ls))
    .returning();
  change.state = row as StateRow;
}

export async function readState(q: Q, ls: LeagueSeason): Promise<StateRow | null> {
  const [row] = await q.select().from(draftState).where(inLeagueSeason(draftState, ls));
  return (row as StateRow | undefined) ?? null;
}

export async function loadOrder(q: Q, ls: LeagueSeason): Promise<number[]> {
  const rows = await q
    .select({ userId: draftOrder.userId })
    .from(draftOrder)
    .where(inLeagueSeason(draftOrder, ls))
    .orderBy(asc(draftOrder.rang));
  return rows.map((r) => r.userId);
}

/** A league's draft settings, from one read of its row. */
export async function loadLimits(q: Q, leagueId: number): Promise<Limits> {
  const {
    max_joueurs_poste: maxParPoste,
    max_par_club: maxParClub,
    pick_clock_minutes: clockMinutes,
  } = await leagueSettingsAll(q, leagueId);
  const full = Object.fromEntries(POSTES.map((p) => [p, maxParPoste[p] ?? 0])) as Record<Poste, number>;
  return { maxParPoste: full, maxParClub, tours: maxTours(full), clockMinutes };
}

/** When the current pick is made automatically: now + the pick clock, or never when the clock is off. */
export const deadlineFrom = (now: Date, limits: Limits) =>
  limits.clockMinutes > 0 ? new Date(now.getTime() + limits.clockMinutes * 60_000) : null;

const emptyCounts = (): PoolerCounts => ({ byPoste: Object.fromEntries(POSTES.map((p) => [p, 0])) as Record<Poste, number>, byClub: {} });

/** A pooler's choix by position and by club, leaving out one slot (the choix being replaced). */
export async function poolerCounts(q: Q, ls: LeagueSeason, userId: number, excluding?: Slot): Promise<PoolerCounts> {
  const rows = await q
    .select({ poste: joueurs.poste, clubId: joueurs.clubId, tour: draftPicks.tour, rang: draftPicks.rang })
    .from(draftPicks)
    .innerJoin(joueurs, eq(joueurs.id, draftPicks.joueurId))
    .where(and(inLeagueSeason(draftPicks, ls), eq(draftPicks.userId, userId)));
  const counts = emptyCounts();
  for (const r of rows) {
    if (excluding && r.tour === excluding.tour && r.rang === excluding.rang) continue;
    counts.byPoste[r.poste as Poste] += 1;
    counts.byClub[r.clubId] = (counts.byClub[r.clubId] ?? 0) + 1;
  }
  return counts;
}

/** A joueur as the draft checks him: position, club and last season's total (the clock's order). */
export type Candidate = { id: number; poste: Poste; clubId: number; totalPrev: number };
/** A joueur as the draft places him: a candidate and his name, for the pick's message. */
export type JoueurRow = Candidate & { nom: string; prenom: string | null };
const candidateColumns = { id: joueurs.id, poste: joueurs.poste, clubId: joueurs.clubId, totalPrev: joueurs.totalPrev };
const joueurColumns = { ...candidateColumns, nom: joueurs.nom, prenom: joueurs.prenom };

export async function findJoueur(q: Q, saisonId: number, joueurId: number): Promise<JoueurRow | null> {
  const [row] = await q
    .select(joueurColumns)
    .from(joueurs)
    .where(and(eq(joueurs.id, joueurId), eq(joueurs.saisonId, saisonId)));
  return (row as JoueurRow | undefined) ?? null;
}

/** Whether a season has any player: a draft of it has someone to pick. */
export async function seasonHasPlayers(q: Q, saisonId: number): Promise<boolean> {
  const [row] = await q.select({ id: joueurs.id }).from(joueurs).where(eq(joueurs.saisonId, saisonId)).limit(1);
  return !!row;
}

/** Whether a joueur is drafted in a slot other than `excluding`. */
export async function isDrafted(q: Q, ls: LeagueSeason, joueurId: number, excluding?: Slot): Promise<boolean> {
  const other = excluding ? or(ne(draftPicks.tour, excluding.tour), ne(draftPicks.rang, excluding.rang)) : undefined;
  const [row] = await q
    .select({ id: draftPicks.id })
    .from(draftPicks)
    .where(and(inLeagueSeason(draftPicks, ls), eq(draftPicks.joueurId, joueurId), other));
  return !!row;
}

/**
 * The season's joueurs nobody of the league has drafted yet, without their names: read at every simulated or automatic
 * pick, in one statement (the whole season's players with their names and the picks apart took a quarter of a pick).
 */
export async function undraftedJoueurs(q: Q, ls: LeagueSeason): Promise<Candidate[]> {
  const taken = q.select({ id: draftPicks.joueurId }).from(draftPicks).where(inLeagueSeason(draftPicks, ls));
  const rows = await q
    .select(candidateColumns)
    .from(joueurs)
    .where(and(eq(joueurs.saisonId, ls.saisonId), notInArray(joueurs.id, taken)));
  return rows as Candidate[];
}

/** The name the draft's messages give a pooler of the league (display name, else username). */
export async function poolerNameOf(q: Q, leagueId: number, id: number): Promise<string> {
  return (await leaguePooler(q, leagueId, id))?.username ?? MSG.unknownUser(id);
}
