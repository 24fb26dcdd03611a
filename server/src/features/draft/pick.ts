import { randomInt } from 'node:crypto';
import {
  CHAT_MSG,
  DRAFT_ERRORS,
  DRAFT_MSG,
  draftPlayerName,
  eligibility,
  MSG,
  nextCursor,
  type PoolerCounts,
  snakePicker,
} from '@poolfoot/domain';
import { and, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mapViolation, UNIQUE_VIOLATION } from '../../db/pg-error.js';
import { draftPicks, rencontres, teamPlayers } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { postGameMessages } from '../chat/index.js';
import { inLeagueSeason, type LeagueSeason, setLeagueSetting } from '../ligues/index.js';
import { generatePairings } from '../rencontres/index.js';
import { isAway, listOf } from './queue.js';
import {
  type Candidate,
  type DraftChange,
  deadlineFrom,
  findJoueur,
  isDrafted,
  type JoueurRow,
  type Limits,
  loadLimits,
  loadOrder,
  lockDraft,
  lockDraftOrFail,
  poolerCounts,
  poolerNameOf,
  setState,
  type StateRow,
  undraftedJoueurs,
} from './repo.js';

/*
 * A pick, from the request to the commit. Every pick of a league's draft goes this way: the pooler's own (draft/pick.php,
 * or an admin's for him), the admin's simulated one (draft/simulate.php), and the one made for a pooler not there to
 * pick, from his list else by last season's total: his clock ran out (runPickClock) or he said he is away
 * (pickForTheAway, at the end of every change of the draft). The state row is locked and read once (withState); the
 * change carries it through the checks, the pick and the cursor's move, out of the commit to the season's pairings, and
 * back to the caller, who tells the league (routes.ts).
 */

export type PickResult = { tour: number; rang: number; userId: number; playerId: number; player: string; pooler: string };
/** A committed change of a draft: what the call answers, and the state it left (what the league is told). */
export type Committed<T> = { result: T; state: StateRow };

/** draft/pick.php: `userId` picks `playerId`; only the current pooler, on their turn (or an admin for them). */
export async function pick(ctx: AppContext, ls: LeagueSeason, callerId: number, userId: number, playerId: number) {
  return withState(ctx, ls, async (change) => {
    const { state, tx } = change;
    if (state.status !== 'en cours') throw conflict(DRAFT_MSG.notRunning);
    if (state.prochainPoolerId !== userId) throw conflict(userId === callerId ? DRAFT_MSG.notYourTurn : DRAFT_MSG.notPoolerTurn);
    const player = await findJoueur(tx, ls.saisonId, playerId);
    if (!player) throw notFound(DRAFT_MSG.playerNotFound);
    const pickCtx = await currentPickContext(change);
    return placeCurrentPick(change, pickCtx, player, await isDrafted(tx, ls, playerId), false);
  });
}

/** draft/simulate.php: a random valid player for the current pooler. */
export async function simulatePick(ctx: AppContext, ls: LeagueSeason) {
  return withState(ctx, ls, async (change) => {
    const pickCtx = await currentPickContext(change);
    const candidates = await validCandidates(change, pickCtx);
    const chosen = candidates[candidates.length ? randomInt(candidates.length) : 0];
    if (!chosen) throw conflict(MSG.noValidPlayer);
    return placeCurrentPick(change, pickCtx, await named(change, chosen), false, false);
  });
}

const isDue = (s: StateRow, now: Date) =>
  s.status === 'en cours' && s.prochainPoolerId !== null && s.pickDeadline !== null && s.pickDeadline.getTime() <= now.getTime();

/**
 * The pick clock, run by the timer of pick-clock.ts for each league found due, and by draft/get.php when the draft it
 * read is past its deadline: when the current pick's deadline has passed, the pick is made for the pooler (marked auto),
 * from his list else by last season's total (autoChoice). The deadline is checked under the state row lock, so the pick
 * is made once even when several processes (or a timer and readers) run the clock together. With no valid player the
 * clock stops for that pick. Answers whether the draft changed; `told` hears the state it committed.
 */
export async function runPickClock(
  ctx: AppContext,
  ls: LeagueSeason,
  told: (state: StateRow) => Promise<void> = async () => undefined,
): Promise<boolean> {
  const { db } = ctx.database;
  const state = await db.transaction(async (tx) => {
    const change = await lockDraft(tx, ls, ctx.now());
    if (!change || !isDue(change.state, change.now)) return null;
    if (await pickForPooler(change)) await pickForTheAway(change);
    else await setState(change, { pickDeadline: null });
    return change.state;
  });
  if (!state) return false;
  await pairingsAfterDraft(db, ls, state);
  await told(state);
  return true;
}

/**
 * Runs a change of a league's draft (a pick, or any of the admin's changes of service.ts) in one transaction holding its
 * state row lock, read once. The turn the change leaves may be an away pooler's: his pick is made in the same change.
 */
export async function withState<T>(ctx: AppContext, ls: LeagueSeason, run: (change: DraftChange) => Promise<T>): Promise<Committed<T>> {
  const { db } = ctx.database;
  const committed = await db.transaction(async (tx) => {
    const change = await lockDraftOrFail(tx, ls, ctx.now());
    const result = await run(change);
    await pickForTheAway(change);
    return { result, state: change.state };
  });
  await pairingsAfterDraft(db, ls, committed.state);
  return committed;
}

/**
 * While the pooler whose turn it is said he would be away, his pick is made at once (from his list, else by last
 * season's total), then the next one's, in the change's transaction.
 */
async function pickForTheAway(change: DraftChange) {
  for (;;) {
    const { state, tx, ls } = change;
    if (state.status !== 'en cours' || state.prochainPoolerId === null) return;
    if (!(await isAway(tx, ls, state.prochainPoolerId)) || !(await pickForPooler(change))) return;
  }
}

/** Makes the current pick for its pooler (autoChoice); answers whether a pick was made (with no valid player, none is). */
async function pickForPooler(change: DraftChange): Promise<boolean> {
  const pickCtx = await currentPickContext(change);
  const choice = await autoChoice(change, pickCtx);
  if (!choice) return false;
  await placeCurrentPick(change, pickCtx, await named(change, choice.player), false, { fromList: choice.fromList });
  return true;
}

/** The chosen candidate with his name, for the pick's message: the candidates are read without theirs. */
async function named({ tx, ls }: DraftChange, chosen: Candidate): Promise<JoueurRow> {
  const player = await findJoueur(tx, ls.saisonId, chosen.id);
  if (!player) throw notFound(DRAFT_MSG.playerNotFound);
  return player;
}

const bestFirst = (a: Candidate, b: Candidate) => b.totalPrev - a.totalPrev || a.id - b.id;

/**
 * The player picked for a pooler who is not there to pick (his clock ran out, or he is away): the first of his list
 * still available and valid for him (his position and club limits), else the valid player with the best total of last
 * season; none when no player is valid.
 */
async function autoChoice(change: DraftChange, pickCtx: PickContext) {
  const valid = await validCandidates(change, pickCtx);
  const byId = new Map(valid.map((p) => [p.id, p]));
  const list = await listOf(change.tx, change.ls, change.state.prochainPoolerId ?? 0);
  const listed = list.map((id) => byId.get(id)).find((p) => p !== undefined);
  if (listed) return { player: listed, fromList: true };
  const [best] = valid.sort(bestFirst);
  return best ? { player: best, fromList: false } : null;
}

/** The context of the current pick: order, limits and the current pooler's counts. */
async function currentPickContext({ tx, ls, state }: DraftChange) {
  if (state.status !== 'en cours' || state.prochainPoolerId === null) throw conflict(DRAFT_MSG.notRunning);
  const order = await loadOrder(tx, ls);
  const limits = await loadLimits(tx, ls.leagueId);
  const counts = await poolerCounts(tx, ls, state.prochainPoolerId);
  return { order, limits, counts };
}

type PickContext = Awaited<ReturnType<typeof currentPickContext>>;

/** The valid players for the current pooler (same checks as a pick). */
async function validCandidates({ tx, ls }: DraftChange, pickCtx: PickContext) {
  const free = await undraftedJoueurs(tx, ls);
  return free.filter((p) => eligibility({ poste: p.poste, clubId: p.clubId, drafted: false }, pickCtx.counts, pickCtx.limits).ok);
}

/** RULES.md: refused when drafted (a conflict), or when the position or club limit is reached (bad input). */
export function refuseIneligible(player: Candidate, counts: PoolerCounts, limits: Limits, drafted: boolean) {
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

/**
 * Makes the current pick (the locked state's slot, for its current pooler) after the RULES.md checks, then moves the
 * cursor. The caller has checked the status and the turn.
 */
async function placeCurrentPick(
  change: DraftChange,
  { order, limits, counts }: PickContext,
  player: JoueurRow,
  drafted: boolean,
  /** Made for its pooler (his clock ran out, or he is away), and then whether from his list. */
  auto: false | { fromList: boolean },
): Promise<PickResult> {
  const { tx, ls, now } = change;
  const { tour, choix: rang, prochainPoolerId: userId } = change.state;
  if (userId === null) throw conflict(DRAFT_MSG.notRunning);
  refuseIneligible(player, counts, limits, drafted);
  await insertPick(tx, {
    ...ls,
    tour,
    rang,
    userId,
    joueurId: player.id,
    auto: auto !== false,
    fromList: auto !== false && auto.fromList,
    createdAt: now,
  });
  await advance(change, order, limits);
  return { tour, rang, userId, playerId: player.id, player: draftPlayerName(player), pooler: await poolerNameOf(tx, ls.leagueId, userId) };
}

/** Moves the cursor after the current pick: the next slot of the snake, or the end of the draft (told in the league's room). */
async function advance(change: DraftChange, order: number[], limits: Limits) {
  const { tx, ls, now, state } = change;
  const next = nextCursor(order, state.tour, state.choix, limits.tours);
  if (next === 'finished') {
    await setState(change, { status: 'terminé', prochainPoolerId: null, pickDeadline: null });
    await createTeams(tx, ls);
    // The league's game moves on: the phase leaves 'draft' with the draft (RULES.md "Season, roles, phase").
    await setLeagueSetting(tx, ls.leagueId, 'phase', 'normal');
    await postGameMessages(tx, now, [
      { leagueId: ls.leagueId, event: 'draft', text: CHAT_MSG.draftEnd, link: '/draft', key: `draft-end:${ls.saisonId}` },
    ]);
    return;
  }
  await setState(change, {
    tour: next.tour,
    choix: next.choix,
    prochainPoolerId: snakePicker(order, next.tour, next.choix),
    pickDeadline: deadlineFrom(now, limits),
  });
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

/**
 * Once a league's draft is over (the state the change committed), its season's head-to-head pairings are generated
 * (once; an admin may regenerate).
 */
async function pairingsAfterDraft(db: Db, ls: LeagueSeason, state: StateRow) {
  if (state.status !== 'terminé') return;
  const [existing] = await db.select({ id: rencontres.id }).from(rencontres).where(inLeagueSeason(rencontres, ls)).limit(1);
  if (!existing) await generatePairings(db, ls);
}
