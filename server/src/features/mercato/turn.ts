import { afterAction, MERCATO_MSG, openMercato, pass, priority } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { mercatoMoves, mercatoOrder } from '../../db/schema.js';
import { activeSaisonId, getSetting, setSetting } from '../../db/settings.js';
import { badRequest, conflict } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { generalRanking } from '../resultats/index.js';
import { type LockedState, loadTurn, lockState, saveTurn } from './state.js';
import {
  assertClubLimit,
  assertFreeFrom,
  assign,
  effectJournee,
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

/** Opening (admin): the order is the reverse general ranking, round 1, the first pooler active, phase mercato. */
export async function open(ctx: AppContext): Promise<string> {
  const { db } = ctx.database;
  const saisonId = await activeSaisonId(ctx.database.db);
  const ranking = await generalRanking(db);
  const turn = openMercato(ranking.map((r) => r.user_id));
  await db.transaction(async (tx) => {
    const state = await lockState(tx, saisonId);
    if (state.status === 'en cours') throw conflict(MERCATO_MSG.alreadyOpen);
    await tx.delete(mercatoOrder).where(eq(mercatoOrder.saisonId, saisonId));
    if (turn.order.length > 0) {
      await tx.insert(mercatoOrder).values(turn.order.map((userId, i) => ({ saisonId, rang: i + 1, userId, standby: false })));
    }
    await saveTurn(tx, saisonId, turn, ctx.now());
    await setSetting(tx, 'phase', 'mercato');
  });
  return MERCATO_MSG.opened(ranking.find((r) => r.user_id === turn.cursor)?.username ?? '');
}

/** Closing (admin, at any time): status 'terminé', nobody active, phase normal. */
export async function close(ctx: AppContext): Promise<string> {
  const saisonId = await activeSaisonId(ctx.database.db);
  await ctx.database.db.transaction(async (tx) => {
    const state = await lockState(tx, saisonId);
    if (state.status === 'non débuté') throw badRequest(MERCATO_MSG.neverOpened);
    const turn = await loadTurn(tx, state);
    await saveTurn(tx, saisonId, { ...turn, status: 'terminé', cursor: null }, ctx.now());
    await setSetting(tx, 'phase', 'normal');
  });
  return MERCATO_MSG.closed;
}

/** The active pooler goes on standby; the turn moves on. */
export async function passTurn(ctx: AppContext, userId: number): Promise<string> {
  const saisonId = await activeSaisonId(ctx.database.db);
  return ctx.database.db.transaction(async (tx) => {
    const state = await lockState(tx, saisonId);
    assertRunning(state);
    const turn = await loadTurn(tx, state);
    if (!turn.order.includes(userId)) throw badRequest(MERCATO_MSG.notInOrder);
    if (turn.cursor !== userId) throw conflict(MERCATO_MSG.notYourTurn);
    const pooler = required(await lockPoolers(tx, [userId]), userId);
    await saveTurn(tx, saisonId, pass(turn, userId), ctx.now());
    return MERCATO_MSG.passed(pooler.name);
  });
}

/** A pooler on standby returns to priority: back at their place in the order. */
export async function backToPriority(ctx: AppContext, userId: number): Promise<string> {
  const saisonId = await activeSaisonId(ctx.database.db);
  return ctx.database.db.transaction(async (tx) => {
    const state = await lockState(tx, saisonId);
    assertRunning(state);
    const turn = await loadTurn(tx, state);
    if (!turn.order.includes(userId)) throw badRequest(MERCATO_MSG.notInOrder);
    if (!turn.standby.includes(userId)) throw badRequest(MERCATO_MSG.notOnStandby);
    const pooler = required(await lockPoolers(tx, [userId]), userId);
    await saveTurn(tx, saisonId, priority(turn, userId), ctx.now());
    return MERCATO_MSG.backToPriority(pooler.name);
  });
}

/**
 * The active pooler drops one of their players and takes a free one of the same position (club
 * limit applies), from the first matchday not started by the clock (effectJournee); the turn moves on.
 */
export async function pick(ctx: AppContext, userId: number, oldId: number, newId: number): Promise<string> {
  const saisonId = await activeSaisonId(ctx.database.db);
  return ctx.database.db.transaction(async (tx) => {
    const state = await lockState(tx, saisonId);
    assertRunning(state);
    const turn = await loadTurn(tx, state);
    if (turn.cursor !== userId) throw conflict(MERCATO_MSG.notYourTurn);
    const n = await effectJournee(tx, saisonId, ctx.now());
    const pooler = required(await lockPoolers(tx, [userId]), userId);
    const players = await loadPlayers(tx, saisonId, [oldId, newId]);
    const [out, incoming] = [required(players, oldId), required(players, newId)];
    samePoste(out, incoming);
    const row = await ownedRow(tx, saisonId, pooler, out, n);
    await assertFreeFrom(tx, saisonId, incoming, n);
    await assertClubLimit(tx, saisonId, userId, incoming, out, await getSetting(tx, 'max_par_club'));
    await release(tx, row.id, n);
    await assign(tx, saisonId, userId, incoming.id, n);
    await tx.insert(mercatoMoves).values({
      saisonId,
      userId,
      type: 'pick',
      poste: out.poste,
      oldJoueurId: out.id,
      newJoueurId: incoming.id,
      journee: n,
      at: ctx.now(),
    });
    await fixLineups(tx, saisonId, [userId], n, ctx.now());
    await saveTurn(tx, saisonId, afterAction(turn), ctx.now());
    return MERCATO_MSG.picked(playerName(incoming), playerName(out), n);
  });
}
