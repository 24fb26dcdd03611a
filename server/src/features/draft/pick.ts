import { DRAFT_ERRORS, DRAFT_MSG, draftPlayerName, eligibility, nextCursor, type PoolerCounts, snakePicker } from '@poolfoot/domain';
import { and, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mapViolation, UNIQUE_VIOLATION } from '../../db/pg-error.js';
import { draftPicks, draftState, teamPlayers } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import { inLeagueSeason, type LeagueSeason, setLeagueSetting } from '../ligues/index.js';
import { deadlineFrom, type JoueurRow, type Limits, poolerNameOf, type StateRow } from './repo.js';

export type PickResult = { tour: number; rang: number; userId: number; playerId: number; player: string; pooler: string };

/** RULES.md: refused when drafted (a conflict), or when the position or club limit is reached (bad input). */
export function refuseIneligible(player: JoueurRow, counts: PoolerCounts, limits: Limits, drafted: boolean) {
  const e = eligibility({ poste: player.poste, clubId: player.clubId, drafted }, counts, limits);
  if (!e.ok) throw e.reason === 'drafted' ? conflict(e.message) : badRequest(e.message);
}

/** Inserts a pick; the unique constraints (league, season, player) and (league, season, round, rank) are the last guard. */
export async function insertPick(tx: Tx, values: typeof draftPicks.$inferInsert) {
  await mapViolation(
    UNIQUE_VIOLATION,
    () => tx.insert(draftPicks).values(values),
    () => conflict(DRAFT_ERRORS.drafted),
  );
}

/** RULES.md "Teams over time": at the end of the draft each pooler's picks are their team from matchday 1. */
async function createTeams(tx: Tx, ls: LeagueSeason) {
  const [owned] = await tx
    .select({ id: teamPlayers.id })
    .from(teamPlayers)
    .where(and(inLeagueSeason(teamPlayers, ls), isNull(teamPlayers.journeeOut)))
    .limit(1);
  if (owned) throw conflict(DRAFT_MSG.teamsExist);
  const picks = await tx
    .select({ userId: draftPicks.userId, joueurId: draftPicks.joueurId })
    .from(draftPicks)
    .where(inLeagueSeason(draftPicks, ls));
  if (!picks.length) return;
  await tx
    .insert(teamPlayers)
    .values(picks.map((p) => ({ ...ls, userId: p.userId, joueurId: p.joueurId, journeeIn: 1, journeeOut: null })));
}

/** Moves the cursor after the current pick: the next slot of the snake, or the end of the draft. */
async function advance(tx: Tx, now: Date, state: StateRow, order: number[], limits: Limits) {
  const next = nextCursor(order, state.tour, state.choix, limits.tours);
  const where = inLeagueSeason(draftState, state);
  if (next === 'finished') {
    await tx.update(draftState).set({ status: 'terminé', prochainPoolerId: null, pickDeadline: null, updatedAt: now }).where(where);
    await createTeams(tx, state);
    // The league's game moves on: the phase leaves 'draft' with the draft (RULES.md "Season, roles, phase").
    await setLeagueSetting(tx, state.leagueId, 'phase', 'normal');
    return;
  }
  await tx
    .update(draftState)
    .set({
      tour: next.tour,
      choix: next.choix,
      prochainPoolerId: snakePicker(order, next.tour, next.choix),
      pickDeadline: deadlineFrom(now, limits),
      updatedAt: now,
    })
    .where(where);
}

/**
 * Makes the current pick (the locked state's slot, for its current pooler) after the RULES.md checks,
 * then moves the cursor. The caller holds the state row lock and has checked the status and the turn.
 */
export async function placeCurrentPick(
  tx: Tx,
  now: Date,
  ctx: { state: StateRow; order: number[]; limits: Limits; counts: PoolerCounts },
  player: JoueurRow,
  drafted: boolean,
  auto: boolean,
): Promise<PickResult> {
  const { state, order, limits, counts } = ctx;
  const userId = state.prochainPoolerId;
  if (userId === null) throw conflict(DRAFT_MSG.notRunning);
  refuseIneligible(player, counts, limits, drafted);
  await insertPick(tx, {
    leagueId: state.leagueId,
    saisonId: state.saisonId,
    tour: state.tour,
    rang: state.choix,
    userId,
    joueurId: player.id,
    auto,
    createdAt: now,
  });
  await advance(tx, now, state, order, limits);
  return {
    tour: state.tour,
    rang: state.choix,
    userId,
    playerId: player.id,
    player: draftPlayerName(player),
    pooler: await poolerNameOf(tx, state.leagueId, userId),
  };
}
