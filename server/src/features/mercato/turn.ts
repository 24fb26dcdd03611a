import { afterAction, CHAT_MSG, MERCATO_MSG, openMercato, pass, priority } from '@poolfoot/domain';
import { mercatoMoves, mercatoOrder } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { postGameMessages } from '../chat/index.js';
import { inLeagueSeason, type LeagueSeason, leagueSetting, setLeagueSetting } from '../ligues/index.js';
import { generalRanking } from '../resultats/index.js';
import { type LockedState, loadTurn, lockState, saveTurn } from './state.js';
import {
  assertClubLimit,
  assertFreeFrom,
  assign,
  effectJournee,
  moveTold,
  fixLineups,
  loadPlayers,
  lockPoolers,
  ownedRow,
  playerName,
  release,
  required,
  samePoste,
} from './transfers.js';

function assertRunning(state: LockedState) {
  if (state.status !== 'en cours') throw badRequest(MERCATO_MSG.notRunning);
}

/** Opening (admin): the order is the league's reverse general ranking, round 1, the first pooler active, phase mercato. */
export async function open(ctx: AppContext, ls: LeagueSeason): Promise<string> {
  const { db } = ctx.database;
  const ranking = await generalRanking(db, ls);
  const turn = openMercato(ranking.map((r) => r.user_id));
  await db.transaction(async (tx) => {
    const state = await lockState(tx, ls);
    if (state.status === 'en cours') throw conflict(MERCATO_MSG.alreadyOpen);
    await tx.delete(mercatoOrder).where(inLeagueSeason(mercatoOrder, ls));
    if (turn.order.length > 0) {
      await tx.insert(mercatoOrder).values(turn.order.map((userId, i) => ({ ...ls, rang: i + 1, userId, standby: false })));
    }
    await saveTurn(tx, ls, turn, ctx.now());
    await setLeagueSetting(tx, ls.leagueId, 'phase', 'mercato');
  });
  return MERCATO_MSG.opened(ranking.find((r) => r.user_id === turn.cursor)?.username ?? '');
}

/** Closing (admin, at any time): status 'terminé', nobody active, phase normal. */
export async function close(ctx: AppContext, ls: LeagueSeason): Promise<string> {
  await ctx.database.db.transaction(async (tx) => {
    const state = await lockState(tx, ls);
    if (state.status === 'non débuté') throw badRequest(MERCATO_MSG.neverOpened);
    const turn = await loadTurn(tx, state);
    await saveTurn(tx, ls, { ...turn, status: 'terminé', cursor: null }, ctx.now());
    await setLeagueSetting(tx, ls.leagueId, 'phase', 'normal');
  });
  return MERCATO_MSG.closed;
}

/** The active pooler goes on standby; the turn moves on. */
export async function passTurn(ctx: AppContext, ls: LeagueSeason, userId: number): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    const state = await lockState(tx, ls);
    assertRunning(state);
    const turn = await loadTurn(tx, state);
    if (!turn.order.includes(userId)) throw badRequest(MERCATO_MSG.notInOrder);
    if (turn.cursor !== userId) throw conflict(MERCATO_MSG.notYourTurn);
    const pooler = required(await lockPoolers(tx, ls.leagueId, [userId]), userId);
    await saveTurn(tx, ls, pass(turn, userId), ctx.now());
    return MERCATO_MSG.passed(pooler.name);
  });
}

/** A pooler on standby returns to priority: back at their place in the order. */
export async function backToPriority(ctx: AppContext, ls: LeagueSeason, userId: number): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    const state = await lockState(tx, ls);
    assertRunning(state);
    const turn = await loadTurn(tx, state);
    if (!turn.order.includes(userId)) throw badRequest(MERCATO_MSG.notInOrder);
    if (!turn.standby.includes(userId)) throw badRequest(MERCATO_MSG.notOnStandby);
    const pooler = required(await lockPoolers(tx, ls.leagueId, [userId]), userId);
    await saveTurn(tx, ls, priority(turn, userId), ctx.now());
    return MERCATO_MSG.backToPriority(pooler.name);
  });
}

/**
 * The active pooler drops one of their players and takes a free one of the same position (club
 * limit applies), from the first matchday not started by the clock (effectJournee); the turn moves on. The move is told
 * in the league's room.
 */
export async function pick(ctx: AppContext, ls: LeagueSeason, userId: number, oldId: number, newId: number): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    const state = await lockState(tx, ls);
    assertRunning(state);
    const turn = await loadTurn(tx, state);
    if (turn.cursor !== userId) throw conflict(MERCATO_MSG.notYourTurn);
    const n = await effectJournee(tx, ls.saisonId, ctx.now());
    const pooler = required(await lockPoolers(tx, ls.leagueId, [userId]), userId);
    const players = await loadPlayers(tx, ls.saisonId, [oldId, newId]);
    const [out, incoming] = [required(players, oldId), required(players, newId)];
    samePoste(out, incoming);
    const row = await ownedRow(tx, ls, pooler, out, n);
    await assertFreeFrom(tx, ls, incoming, n);
    await assertClubLimit(tx, ls, userId, incoming, out, await leagueSetting(tx, ls.leagueId, 'max_par_club'));
    await release(tx, ls, row.id, n);
    await assign(tx, ls, userId, incoming.id, n);
    await tx.insert(mercatoMoves).values({
      ...ls,
      userId,
      type: 'pick',
      poste: out.poste,
      oldJoueurId: out.id,
      newJoueurId: incoming.id,
      journee: n,
      at: ctx.now(),
    });
    await fixLineups(tx, ls, [userId], n, ctx.now());
    await saveTurn(tx, ls, afterAction(turn), ctx.now());
    await postGameMessages(tx, ctx.now(), [
      { ...moveTold(ls), text: CHAT_MSG.mercatoMove(pooler.name, playerName(out), playerName(incoming)) },
    ]);
    return MERCATO_MSG.picked(playerName(incoming), playerName(out), n);
  });
}
