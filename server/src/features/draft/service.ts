import { CHAT_MSG, DRAFT_MSG, DRAFT_TRANSITIONS, type DraftStatus, draftPlayerName, seasonName, snakePicker } from '@poolfoot/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { draftOrder, draftPicks, draftState, leagueMembers } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { Acts } from '../../http/policy.js';
import type { AppContext } from '../../http/types.js';
import { postGameMessages } from '../chat/index.js';
import { inLeague, inLeagueSeason, type LeagueSeason, setLeagueSetting } from '../ligues/index.js';
import { type Committed, insertPick, type PickResult, refuseIneligible, withState } from './pick.js';
import { setAutopick } from './queue.js';
import {
  deadlineFrom,
  findJoueur,
  isDrafted,
  loadLimits,
  loadOrder,
  lockDraft,
  lockDraftOrFail,
  poolerCounts,
  poolerNameOf,
  readState,
  seasonHasPlayers,
  setState,
  type Slot,
  type StateRow,
} from './repo.js';

/*
 * The admin's changes of a league's draft, and a pooler's going away: each in one transaction holding the draft's state
 * row (most through withState, as a pick does: pick.ts), answering the state it committed, which the league is told of
 * (routes.ts).
 */

const refuseFinished = (state: StateRow) => {
  if (state.status === 'terminé') throw conflict(DRAFT_MSG.finishedLocked);
};

/** draft/init.php: the admin's order of the league's poolers (anyone else is unknown), only before the draft started. */
export async function initOrder(ctx: AppContext, ls: LeagueSeason, ordre: number[]): Promise<StateRow> {
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    await tx.insert(draftState).values(ls).onConflictDoNothing();
    const change = await lockDraftOrFail(tx, ls, ctx.now());
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
    if (change.state.status !== 'non débuté') throw conflict(DRAFT_MSG.alreadyStarted);
    await tx.delete(draftOrder).where(inLeagueSeason(draftOrder, ls));
    await tx.insert(draftOrder).values(ordre.map((userId, i) => ({ ...ls, rang: i + 1, userId })));
    await setState(change, { tour: 1, choix: 1, prochainPoolerId: ordre[0] ?? null, pickDeadline: null });
    return change.state;
  });
}

/** draft/initDraft.php: every pick deleted, back to 'non débuté', the order kept. */
export async function resetDraft(ctx: AppContext, ls: LeagueSeason): Promise<Committed<void>> {
  return withState(ctx, ls, async (change) => {
    const { tx } = change;
    refuseFinished(change.state);
    await tx.delete(draftPicks).where(inLeagueSeason(draftPicks, ls));
    const order = await loadOrder(tx, ls);
    await setState(change, { status: 'non débuté', tour: 1, choix: 1, prochainPoolerId: order[0] ?? null, pickDeadline: null });
  });
}

/**
 * draft/changeStatus.php: only the transitions of SPEC.md §4. Running again restarts the pick clock. A draft runs only
 * when its season has players (RULES.md): with none, every pooler would be told to pick from an empty list; the refusal
 * says where the season is set up, to the instance's admin (`instanceAdmin`) or to a league's admin who must ask him.
 * Its first start is told in the league's room.
 */
export async function changeStatus(ctx: AppContext, ls: LeagueSeason, to: DraftStatus, instanceAdmin: boolean): Promise<Committed<string>> {
  return withState(ctx, ls, async (change) => {
    const { tx, state, now } = change;
    const transition = DRAFT_TRANSITIONS.find((t) => t.from === state.status && t.to === to);
    if (!transition) throw conflict(DRAFT_MSG.transition(state.status, to));
    if (to === 'en cours') {
      if (!(await seasonHasPlayers(tx, ls.saisonId))) throw conflict(DRAFT_MSG.noPlayers(seasonName(ls.saisonId), instanceAdmin));
      const order = await loadOrder(tx, ls);
      const limits = await loadLimits(tx, ls.leagueId);
      if (!order.length) throw conflict(DRAFT_MSG.noOrder);
      const next = snakePicker(order, state.tour, state.choix);
      await setState(change, { status: to, prochainPoolerId: next, pickDeadline: deadlineFrom(now, limits) });
      if (state.status === 'non débuté') {
        const first = next === null ? null : await poolerNameOf(tx, ls.leagueId, next);
        await postGameMessages(tx, now, [{ leagueId: ls.leagueId, event: 'draft', text: CHAT_MSG.draftStart(first), link: '/draft' }]);
      }
    } else {
      await setState(change, { status: to, pickDeadline: null });
    }
    return transition.done;
  });
}

/**
 * draft/autopick.php: the pooler is away (or back). Held under the draft's state, so that turned on during his turn his
 * pick is made at once (withState picks for the away); a league with no draft yet keeps the choice for when it starts.
 */
export async function awayOrBack(ctx: AppContext, ls: LeagueSeason, userId: number, on: boolean): Promise<StateRow | null> {
  const { db } = ctx.database;
  if (!(await readState(db, ls))) {
    await db.transaction((tx) => setAutopick(tx, ls, userId, on));
    return null;
  }
  return (await withState(ctx, ls, ({ tx }) => setAutopick(tx, ls, userId, on))).state;
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
  acts: Acts,
): Promise<Committed<PickResult>> {
  return withState(ctx, ls, async ({ tx, state, now }) => {
    refuseFinished(state);
    const order = await loadOrder(tx, ls);
    const limits = await loadLimits(tx, ls.leagueId);
    if (slot.rang > order.length || slot.tour > limits.tours) throw notFound(DRAFT_MSG.slotNotFound);
    if (!slotMade(state, slot)) throw conflict(DRAFT_MSG.slotFuture);
    const at = and(inLeagueSeason(draftPicks, ls), eq(draftPicks.tour, slot.tour), eq(draftPicks.rang, slot.rang));
    const [existing] = await tx.select().from(draftPicks).where(at);
    const slotUser = existing?.userId ?? snakePicker(order, slot.tour, slot.rang);
    if (userId !== undefined && userId !== slotUser) throw badRequest(DRAFT_MSG.slotPooler(await poolerNameOf(tx, ls.leagueId, slotUser)));
    await acts.check(tx, slotUser);
    const player = await findJoueur(tx, ls.saisonId, playerId);
    if (!player) throw notFound(DRAFT_MSG.playerNotFound);
    if (existing?.joueurId !== player.id) {
      const counts = await poolerCounts(tx, ls, slotUser, slot);
      refuseIneligible(player, counts, limits, await isDrafted(tx, ls, player.id, slot));
      await tx.delete(draftPicks).where(at);
      await insertPick(tx, { ...ls, ...slot, userId: slotUser, joueurId: player.id, auto: false, createdAt: now });
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
export async function deleteChoix(ctx: AppContext, ls: LeagueSeason, slot: Slot, acts: Acts): Promise<Committed<void>> {
  return withState(ctx, ls, async ({ tx, state }) => {
    refuseFinished(state);
    const at = and(inLeagueSeason(draftPicks, ls), eq(draftPicks.tour, slot.tour), eq(draftPicks.rang, slot.rang));
    const [pick] = await tx.select({ userId: draftPicks.userId }).from(draftPicks).where(at);
    if (!pick) throw notFound(DRAFT_MSG.slotNotFound);
    await acts.check(tx, pick.userId);
    await tx.delete(draftPicks).where(at);
  });
}

/** draft/setClock.php: the league's pick clock; a running draft's current pick gets the new deadline. */
export async function setPickClock(ctx: AppContext, ls: LeagueSeason, minutes: number): Promise<StateRow | null> {
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    await setLeagueSetting(tx, ls.leagueId, 'pick_clock_minutes', minutes);
    const change = await lockDraft(tx, ls, ctx.now());
    if (change?.state.status !== 'en cours') return change?.state ?? null;
    const deadline = deadlineFrom(change.now, { ...(await loadLimits(tx, ls.leagueId)), clockMinutes: minutes });
    await setState(change, { pickDeadline: deadline });
    return change.state;
  });
}
