import { randomInt } from 'node:crypto';
import { DRAFT_MSG, DRAFT_TRANSITIONS, type DraftStatus, draftPlayerName, eligibility, MSG, snakePicker } from '@poolfoot/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { draftOrder, draftPicks, draftState, rencontres, users } from '../../db/schema.js';
import { activeSaisonId, setSetting } from '../../db/settings.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
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

/** Runs a draft change in one transaction holding the state row lock (one change at a time, in every process). */
async function withState<T>(ctx: AppContext, run: (tx: Tx, state: StateRow, saisonId: number) => Promise<T>): Promise<T> {
  const { db } = ctx.database;
  const saisonId = await activeSaisonId(db);
  const result = await db.transaction(async (tx) => run(tx, await lockStateOrFail(tx, saisonId), saisonId));
  await pairingsAfterDraft(db, saisonId);
  return result;
}

/** Once the draft is over, the season's head-to-head pairings are generated (once; an admin may regenerate). */
async function pairingsAfterDraft(db: Db, saisonId: number) {
  if ((await readState(db, saisonId))?.status !== 'terminé') return;
  const [existing] = await db.select({ id: rencontres.id }).from(rencontres).where(eq(rencontres.saisonId, saisonId)).limit(1);
  if (!existing) await generatePairings(db);
}

const refuseFinished = (state: StateRow) => {
  if (state.status === 'terminé') throw conflict(DRAFT_MSG.finishedLocked);
};

/** draft/init.php: the admin's order, only before the draft started. */
export async function initOrder(ctx: AppContext, ordre: number[]) {
  const { db } = ctx.database;
  const known = new Set((await db.select({ id: users.id }).from(users).where(inArray(users.id, ordre))).map((u) => u.id));
  const unknown = ordre.filter((id) => !known.has(id));
  if (unknown.length) throw badRequest(DRAFT_MSG.unknownUsers(unknown));
  const saisonId = await activeSaisonId(db);
  await db.transaction(async (tx) => {
    await tx.insert(draftState).values({ saisonId }).onConflictDoNothing();
    const state = await lockStateOrFail(tx, saisonId);
    if (state.status !== 'non débuté') throw conflict(DRAFT_MSG.alreadyStarted);
    await tx.delete(draftOrder).where(eq(draftOrder.saisonId, saisonId));
    await tx.insert(draftOrder).values(ordre.map((userId, i) => ({ saisonId, rang: i + 1, userId })));
    await tx
      .update(draftState)
      .set({ tour: 1, choix: 1, prochainPoolerId: ordre[0] ?? null, pickDeadline: null, updatedAt: ctx.now() })
      .where(eq(draftState.saisonId, saisonId));
  });
}

/** draft/initDraft.php: every pick deleted, back to 'non débuté', the order kept. */
export async function resetDraft(ctx: AppContext) {
  await withState(ctx, async (tx, state, saisonId) => {
    refuseFinished(state);
    await tx.delete(draftPicks).where(eq(draftPicks.saisonId, saisonId));
    const order = await loadOrder(tx, saisonId);
    await tx
      .update(draftState)
      .set({ status: 'non débuté', tour: 1, choix: 1, prochainPoolerId: order[0] ?? null, pickDeadline: null, updatedAt: ctx.now() })
      .where(eq(draftState.saisonId, saisonId));
  });
}

/** draft/changeStatus.php: only the transitions of SPEC.md §4. Running again restarts the pick clock. */
export async function changeStatus(ctx: AppContext, to: DraftStatus): Promise<string> {
  return withState(ctx, async (tx, state, saisonId) => {
    const transition = DRAFT_TRANSITIONS.find((t) => t.from === state.status && t.to === to);
    if (!transition) throw conflict(DRAFT_MSG.transition(state.status, to));
    const now = ctx.now();
    if (to === 'en cours') {
      const order = await loadOrder(tx, saisonId);
      const limits = await loadLimits(tx);
      if (!order.length) throw conflict(DRAFT_MSG.noOrder);
      await tx
        .update(draftState)
        .set({
          status: to,
          prochainPoolerId: snakePicker(order, state.tour, state.choix),
          pickDeadline: deadlineFrom(now, limits),
          updatedAt: now,
        })
        .where(eq(draftState.saisonId, saisonId));
    } else {
      await tx.update(draftState).set({ status: to, pickDeadline: null, updatedAt: now }).where(eq(draftState.saisonId, saisonId));
    }
    return transition.done;
  });
}

/** The context of the current pick: order, limits and the current pooler's counts. */
async function currentPickContext(tx: Tx, state: StateRow, saisonId: number) {
  if (state.status !== 'en cours' || state.prochainPoolerId === null) throw conflict(DRAFT_MSG.notRunning);
  const order = await loadOrder(tx, saisonId);
  const limits = await loadLimits(tx);
  const counts = await poolerCounts(tx, saisonId, state.prochainPoolerId);
  return { state, order, limits, counts };
}

/** draft/pick.php: `userId` picks `playerId`; only the current pooler, on their turn (or an admin for them). */
export async function pick(ctx: AppContext, callerId: number, userId: number, playerId: number): Promise<PickResult> {
  return withState(ctx, async (tx, state, saisonId) => {
    if (state.status !== 'en cours') throw conflict(DRAFT_MSG.notRunning);
    if (state.prochainPoolerId !== userId) throw conflict(userId === callerId ? DRAFT_MSG.notYourTurn : DRAFT_MSG.notPoolerTurn);
    const player = await findJoueur(tx, saisonId, playerId);
    if (!player) throw notFound(DRAFT_MSG.playerNotFound);
    const pickCtx = await currentPickContext(tx, state, saisonId);
    return placeCurrentPick(tx, ctx.now(), pickCtx, player, await isDrafted(tx, saisonId, playerId), false);
  });
}

/** The valid players for the current pooler (same checks as a pick). */
async function validCandidates(tx: Tx, saisonId: number, pickCtx: Awaited<ReturnType<typeof currentPickContext>>) {
  const free = await undraftedJoueurs(tx, saisonId);
  return free.filter((p) => eligibility({ poste: p.poste, clubId: p.clubId, drafted: false }, pickCtx.counts, pickCtx.limits).ok);
}

/** draft/simulate.php: a random valid player for the current pooler. */
export async function simulatePick(ctx: AppContext): Promise<PickResult> {
  return withState(ctx, async (tx, state, saisonId) => {
    const pickCtx = await currentPickContext(tx, state, saisonId);
    const candidates = await validCandidates(tx, saisonId, pickCtx);
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
export async function runPickClock(ctx: AppContext): Promise<boolean> {
  const { db } = ctx.database;
  const saisonId = await activeSaisonId(db);
  const now = ctx.now();
  if (!isDue(await readState(db, saisonId), now)) return false;
  return db
    .transaction(async (tx) => {
      const state = await lockState(tx, saisonId);
      if (!state || !isDue(state, now)) return false;
      const pickCtx = await currentPickContext(tx, state, saisonId);
      const [best] = (await validCandidates(tx, saisonId, pickCtx)).sort(bestFirst);
      if (!best) {
        await tx.update(draftState).set({ pickDeadline: null, updatedAt: now }).where(eq(draftState.saisonId, saisonId));
        return true;
      }
      await placeCurrentPick(tx, now, pickCtx, best, false, true);
      return true;
    })
    .then(async (changed) => {
      await pairingsAfterDraft(db, saisonId);
      return changed;
    });
}

/** A slot is made when it comes before the cursor (or the draft is over). */
const slotMade = (state: StateRow, slot: Slot) =>
  state.status !== 'non débuté' && (slot.tour < state.tour || (slot.tour === state.tour && slot.rang < state.choix));

/** draft/editChoix.php: replaces (or fills) a made pick, re-checking the limits without the replaced pick. */
export async function editChoix(ctx: AppContext, slot: Slot, userId: number | undefined, playerId: number): Promise<PickResult> {
  return withState(ctx, async (tx, state, saisonId) => {
    refuseFinished(state);
    const order = await loadOrder(tx, saisonId);
    const limits = await loadLimits(tx);
    if (slot.rang > order.length || slot.tour > limits.tours) throw notFound(DRAFT_MSG.slotNotFound);
    if (!slotMade(state, slot)) throw conflict(DRAFT_MSG.slotFuture);
    const at = and(eq(draftPicks.saisonId, saisonId), eq(draftPicks.tour, slot.tour), eq(draftPicks.rang, slot.rang));
    const [existing] = await tx.select().from(draftPicks).where(at);
    const slotUser = existing?.userId ?? snakePicker(order, slot.tour, slot.rang);
    if (userId !== undefined && userId !== slotUser) throw badRequest(DRAFT_MSG.slotPooler(await poolerNameOf(tx, slotUser)));
    const player = await findJoueur(tx, saisonId, playerId);
    if (!player) throw notFound(DRAFT_MSG.playerNotFound);
    if (existing?.joueurId !== player.id) {
      const counts = await poolerCounts(tx, saisonId, slotUser, slot);
      refuseIneligible(player, counts, limits, await isDrafted(tx, saisonId, player.id, slot));
      await tx.delete(draftPicks).where(at);
      await insertPick(tx, { saisonId, ...slot, userId: slotUser, joueurId: player.id, auto: false, createdAt: ctx.now() });
    }
    return { ...slot, userId: slotUser, playerId: player.id, player: draftPlayerName(player), pooler: await poolerNameOf(tx, slotUser) };
  });
}

/** draft/deleteChoix.php: removes a pick; the cursor stays (the admin re-fills the hole with editChoix). */
export async function deleteChoix(ctx: AppContext, slot: Slot) {
  await withState(ctx, async (tx, state, saisonId) => {
    refuseFinished(state);
    const deleted = await tx
      .delete(draftPicks)
      .where(and(eq(draftPicks.saisonId, saisonId), eq(draftPicks.tour, slot.tour), eq(draftPicks.rang, slot.rang)))
      .returning({ id: draftPicks.id });
    if (!deleted.length) throw notFound(DRAFT_MSG.slotNotFound);
  });
}

/** draft/setClock.php: the pick clock setting; a running draft's current pick gets the new deadline. */
export async function setPickClock(ctx: AppContext, minutes: number) {
  const { db } = ctx.database;
  const saisonId = await activeSaisonId(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, 'pick_clock_minutes', minutes);
    const state = await lockState(tx, saisonId);
    if (state?.status !== 'en cours') return;
    const deadline = deadlineFrom(ctx.now(), { ...(await loadLimits(tx)), clockMinutes: minutes });
    await tx.update(draftState).set({ pickDeadline: deadline, updatedAt: ctx.now() }).where(eq(draftState.saisonId, saisonId));
  });
}
