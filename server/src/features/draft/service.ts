import { randomInt } from 'node:crypto';
import { DRAFT_MSG, DRAFT_TRANSITIONS, type DraftStatus, draftPlayerName, eligibility, MSG, snakePicker } from '@poolfoot/domain';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { draftOrder, draftPicks, draftState, leagueMembers, rencontres } from '../../db/schema.js';
import { activeSaisonId } from '../../db/settings.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { inLeague, inLeagueSeason, type LeagueSeason, setLeagueSetting } from '../ligues/index.js';
import { generatePairings } from '../rencontres/index.js';
import { insertPick, type PickResult, placeCurrentPick, refuseIneligible } from './pick.js';
import {
  deadlineFrom,
  findJoueur,
  isDrafted,
  type JoueurRow,
  loadLimits,
  loadOrder,
  lockState,
  lockStateOrFail,
  poolerNameOf,
  poolerCounts,
  readState,
  type Slot,
  type StateRow,
  undraftedJoueurs,
} from './repo.js';

/**
 * Runs a change of a league's draft in one transaction holding its state row lock (one change at a time per league, in
 * every process; two leagues' drafts never wait for each other).
 */
async function withState<T>(ctx: AppContext, ls: LeagueSeason, run: (tx: Tx, state: StateRow) => Promise<T>): Promise<T> {
  const { db } = ctx.database;
  const result = await db.transaction(async (tx) => run(tx, await lockStateOrFail(tx, ls)));
  await pairingsAfterDraft(db, ls);
  return result;
}

/** Once a league's draft is over, its season's head-to-head pairings are generated (once; an admin may regenerate). */
async function pairingsAfterDraft(db: Db, ls: LeagueSeason) {
  if ((await readState(db, ls))?.status !== 'terminé') return;
  const [existing] = await db.select({ id: rencontres.id }).from(rencontres).where(inLeagueSeason(rencontres, ls)).limit(1);
  if (!existing) await generatePairings(db, ls);
}

const refuseFinished = (state: StateRow) => {
  if (state.status === 'terminé') throw conflict(DRAFT_MSG.finishedLocked);
};

/** draft/init.php: the admin's order of the league's poolers (anyone else is unknown), only before the draft started. */
export async function initOrder(ctx: AppContext, ls: LeagueSeason, ordre: number[]) {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    await tx.insert(draftState).values(ls).onConflictDoNothing();
    const state = await lockStateOrFail(tx, ls);
    // The members read under the draft's lock: a member leaving (leagues/leave.php takes it too) is not put in the order.
    const known = new Set(
      (
        await tx
          .select({ id: leagueMembers.userId })
          .from(leagueMembers)
          .where(and(inLeague(ls.leagueId), inArray(leagueMembers.userId, ordre)))
      ).map((u) => u.id),
    );
    const unknown = ordre.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest(DRAFT_MSG.unknownUsers(unknown));
    if (state.status !== 'non débuté') throw conflict(DRAFT_MSG.alreadyStarted);
    await tx.delete(draftOrder).where(inLeagueSeason(draftOrder, ls));
    await tx.insert(draftOrder).values(ordre.map((userId, i) => ({ ...ls, rang: i + 1, userId })));
    await tx
      .update(draftState)
      .set({ tour: 1, choix: 1, prochainPoolerId: ordre[0] ?? null, pickDeadline: null, updatedAt: ctx.now() })
      .where(inLeagueSeason(draftState, ls));
  });
}

/** draft/initDraft.php: every pick deleted, back to 'non débuté', the order kept. */
export async function resetDraft(ctx: AppContext, ls: LeagueSeason) {
  await withState(ctx, ls, async (tx, state) => {
    refuseFinished(state);
    await tx.delete(draftPicks).where(inLeagueSeason(draftPicks, ls));
    const order = await loadOrder(tx, ls);
    await tx
      .update(draftState)
      .set({ status: 'non débuté', tour: 1, choix: 1, prochainPoolerId: order[0] ?? null, pickDeadline: null, updatedAt: ctx.now() })
      .where(inLeagueSeason(draftState, ls));
  });
}

/** draft/changeStatus.php: only the transitions of SPEC.md §4. Running again restarts the pick clock. */
export async function changeStatus(ctx: AppContext, ls: LeagueSeason, to: DraftStatus): Promise<string> {
  return withState(ctx, ls, async (tx, state) => {
    const transition = DRAFT_TRANSITIONS.find((t) => t.from === state.status && t.to === to);
    if (!transition) throw conflict(DRAFT_MSG.transition(state.status, to));
    const now = ctx.now();
    if (to === 'en cours') {
      const order = await loadOrder(tx, ls);
      const limits = await loadLimits(tx, ls.leagueId);
      if (!order.length) throw conflict(DRAFT_MSG.noOrder);
      await tx
        .update(draftState)
        .set({
          status: to,
          prochainPoolerId: snakePicker(order, state.tour, state.choix),
          pickDeadline: deadlineFrom(now, limits),
          updatedAt: now,
        })
        .where(inLeagueSeason(draftState, ls));
    } else {
      await tx.update(draftState).set({ status: to, pickDeadline: null, updatedAt: now }).where(inLeagueSeason(draftState, ls));
    }
    return transition.done;
  });
}

/** The context of the current pick: order, limits and the current pooler's counts. */
async function currentPickContext(tx: Tx, state: StateRow, ls: LeagueSeason) {
  if (state.status !== 'en cours' || state.prochainPoolerId === null) throw conflict(DRAFT_MSG.notRunning);
  const order = await loadOrder(tx, ls);
  const limits = await loadLimits(tx, ls.leagueId);
  const counts = await poolerCounts(tx, ls, state.prochainPoolerId);
  return { state, order, limits, counts };
}

/** draft/pick.php: `userId` picks `playerId`; only the current pooler, on their turn (or an admin for them). */
export async function pick(ctx: AppContext, ls: LeagueSeason, callerId: number, userId: number, playerId: number): Promise<PickResult> {
  return withState(ctx, ls, async (tx, state) => {
    if (state.status !== 'en cours') throw conflict(DRAFT_MSG.notRunning);
    if (state.prochainPoolerId !== userId) throw conflict(userId === callerId ? DRAFT_MSG.notYourTurn : DRAFT_MSG.notPoolerTurn);
    const player = await findJoueur(tx, ls.saisonId, playerId);
    if (!player) throw notFound(DRAFT_MSG.playerNotFound);
    const pickCtx = await currentPickContext(tx, state, ls);
    return placeCurrentPick(tx, ctx.now(), pickCtx, player, await isDrafted(tx, ls, playerId), false);
  });
}

/** The valid players for the current pooler (same checks as a pick). */
async function validCandidates(tx: Tx, ls: LeagueSeason, pickCtx: Awaited<ReturnType<typeof currentPickContext>>) {
  const free = await undraftedJoueurs(tx, ls);
  return free.filter((p) => eligibility({ poste: p.poste, clubId: p.clubId, drafted: false }, pickCtx.counts, pickCtx.limits).ok);
}

/** draft/simulate.php: a random valid player for the current pooler. */
export async function simulatePick(ctx: AppContext, ls: LeagueSeason): Promise<PickResult> {
  return withState(ctx, ls, async (tx, state) => {
    const pickCtx = await currentPickContext(tx, state, ls);
    const candidates = await validCandidates(tx, ls, pickCtx);
    const chosen = candidates[candidates.length ? randomInt(candidates.length) : 0];
    if (!chosen) throw conflict(MSG.noValidPlayer);
    return placeCurrentPick(tx, ctx.now(), pickCtx, chosen, false, false);
  });
}

const isDue = (s: StateRow | null, now: Date) =>
  !!s && s.status === 'en cours' && s.prochainPoolerId !== null && s.pickDeadline !== null && s.pickDeadline.getTime() <= now.getTime();

const bestFirst = (a: JoueurRow, b: JoueurRow) => b.totalPrev - a.totalPrev || a.id - b.id;

/**
 * The pick clock: when the current pick's deadline has passed, the valid player with the best 2024/25
 * total is picked for the pooler (marked auto). The deadline is re-checked under the state row lock, so
 * it fires once even when several processes (or a timer and a draft/get) check together. With no
 * valid player the clock stops for that pick. Returns whether the draft changed.
 */
export async function runPickClock(ctx: AppContext, ls: LeagueSeason): Promise<boolean> {
  const { db } = ctx.database;
  const now = ctx.now();
  if (!isDue(await readState(db, ls), now)) return false;
  return db
    .transaction(async (tx) => {
      const state = await lockState(tx, ls);
      if (!state || !isDue(state, now)) return false;
      const pickCtx = await currentPickContext(tx, state, ls);
      const [best] = (await validCandidates(tx, ls, pickCtx)).sort(bestFirst);
      if (!best) {
        await tx.update(draftState).set({ pickDeadline: null, updatedAt: now }).where(inLeagueSeason(draftState, ls));
        return true;
      }
      await placeCurrentPick(tx, now, pickCtx, best, false, true);
      return true;
    })
    .then(async (changed) => {
      await pairingsAfterDraft(db, ls);
      return changed;
    });
}

/** A slot is made when it comes before the cursor (or the draft is over). */
const slotMade = (state: StateRow, slot: Slot) =>
  state.status !== 'non débuté' && (slot.tour < state.tour || (slot.tour === state.tour && slot.rang < state.choix));

/** draft/editChoix.php: replaces (or fills) a made pick, re-checking the limits without the replaced pick. */
export async function editChoix(
  ctx: AppContext,
  ls: LeagueSeason,
  slot: Slot,
  userId: number | undefined,
  playerId: number,
): Promise<PickResult> {
  return withState(ctx, ls, async (tx, state) => {
    refuseFinished(state);
    const order = await loadOrder(tx, ls);
    const limits = await loadLimits(tx, ls.leagueId);
    if (slot.rang > order.length || slot.tour > limits.tours) throw notFound(DRAFT_MSG.slotNotFound);
    if (!slotMade(state, slot)) throw conflict(DRAFT_MSG.slotFuture);
    const at = and(inLeagueSeason(draftPicks, ls), eq(draftPicks.tour, slot.tour), eq(draftPicks.rang, slot.rang));
    const [existing] = await tx.select().from(draftPicks).where(at);
    const slotUser = existing?.userId ?? snakePicker(order, slot.tour, slot.rang);
    if (userId !== undefined && userId !== slotUser) throw badRequest(DRAFT_MSG.slotPooler(await poolerNameOf(tx, ls.leagueId, slotUser)));
    const player = await findJoueur(tx, ls.saisonId, playerId);
    if (!player) throw notFound(DRAFT_MSG.playerNotFound);
    if (existing?.joueurId !== player.id) {
      const counts = await poolerCounts(tx, ls, slotUser, slot);
      refuseIneligible(player, counts, limits, await isDrafted(tx, ls, player.id, slot));
      await tx.delete(draftPicks).where(at);
      await insertPick(tx, { ...ls, ...slot, userId: slotUser, joueurId: player.id, auto: false, createdAt: ctx.now() });
    }
    return {
      ...slot,
      userId: slotUser,
      playerId: player.id,
      player: draftPlayerName(player),
      pooler: await poolerNameOf(tx, ls.leagueId, slotUser),
    };
  });
}

/** draft/deleteChoix.php: removes a pick; the cursor stays (the admin re-fills the hole with editChoix). */
export async function deleteChoix(ctx: AppContext, ls: LeagueSeason, slot: Slot) {
  await withState(ctx, ls, async (tx, state) => {
    refuseFinished(state);
    const deleted = await tx
      .delete(draftPicks)
      .where(and(inLeagueSeason(draftPicks, ls), eq(draftPicks.tour, slot.tour), eq(draftPicks.rang, slot.rang)))
      .returning({ id: draftPicks.id });
    if (!deleted.length) throw notFound(DRAFT_MSG.slotNotFound);
  });
}

/** draft/setClock.php: the league's pick clock; a running draft's current pick gets the new deadline. */
export async function setPickClock(ctx: AppContext, ls: LeagueSeason, minutes: number) {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    await setLeagueSetting(tx, ls.leagueId, 'pick_clock_minutes', minutes);
    const state = await lockState(tx, ls);
    if (state?.status !== 'en cours') return;
    const deadline = deadlineFrom(ctx.now(), { ...(await loadLimits(tx, ls.leagueId)), clockMinutes: minutes });
    await tx.update(draftState).set({ pickDeadline: deadline, updatedAt: ctx.now() }).where(inLeagueSeason(draftState, ls));
  });
}

/** The leagues whose current pick's deadline has passed (the pick clock's timer runs each of them). */
export async function leaguesDue(ctx: AppContext): Promise<LeagueSeason[]> {
  const { db } = ctx.database;
  const saisonId = await activeSaisonId(db);
  return db
    .select({ leagueId: draftState.leagueId, saisonId: draftState.saisonId })
    .from(draftState)
    .where(and(eq(draftState.saisonId, saisonId), eq(draftState.status, 'en cours'), lte(draftState.pickDeadline, ctx.now())));
}
