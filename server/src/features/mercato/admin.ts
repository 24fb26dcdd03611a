import {
  CHAT_MSG,
  MERCATO_MSG,
  type MercatoEchangeRequest,
  type MercatoRemplacementRequest,
  type MercatoUpdateMoveRequest,
  MSG,
} from '@poolfoot/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mercatoMoves, teamPlayers } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import { postGameMessages } from '../chat/index.js';
import { inLeagueSeason, type LeagueSeason } from '../ligues/index.js';
import { lockState } from './state.js';
import {
  assertFreeFrom,
  assertNoOverlap,
  assign,
  effectJournee,
  fixLineups,
  guardUnique,
  latestRow,
  loadPlayers,
  moveTold,
  lockPoolers,
  ownedRow,
  playerName,
  release,
  required,
  samePoste,
  startedJournee,
} from './transfers.js';

/** Runs an admin team operation of a league in one transaction, after its mercato lock (see lockState). */
async function teamOperation<T>(ctx: AppContext, ls: LeagueSeason, run: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    await lockState(tx, ls);
    return run(tx);
  });
}

/** Replacement (admin): OUT leaves the pooler and IN (free, same position) joins, from the chosen matchday; told in the room. */
export function remplacement(ctx: AppContext, ls: LeagueSeason, input: MercatoRemplacementRequest): Promise<string> {
  return teamOperation(ctx, ls, async (tx) => {
    const n = await effectJournee(tx, ls.saisonId, ctx.now(), input.journee);
    const pooler = required(await lockPoolers(tx, ls.leagueId, [input.user_id]), input.user_id);
    const players = await loadPlayers(tx, ls.saisonId, [input.joueur_out_id, input.joueur_in_id]);
    const [out, incoming] = [required(players, input.joueur_out_id), required(players, input.joueur_in_id)];
    samePoste(out, incoming);
    const row = await ownedRow(tx, ls, pooler, out, n);
    await assertFreeFrom(tx, ls, incoming, n);
    await release(tx, ls, row.id, n);
    await assign(tx, ls, pooler.id, incoming.id, n);
    await tx.insert(mercatoMoves).values({
      ...ls,
      userId: pooler.id,
      type: 'remplacement',
      poste: out.poste,
      oldJoueurId: out.id,
      newJoueurId: incoming.id,
      journee: n,
      at: ctx.now(),
    });
    await fixLineups(tx, ls, [pooler.id], n, ctx.now());
    await postGameMessages(tx, ctx.now(), [
      { ...moveTold(ls), text: CHAT_MSG.replacement(pooler.name, playerName(out), playerName(incoming)) },
    ]);
    return MSG.replacementDone;
  });
}

/** Exchange (admin): each pair of same-position players swaps owners from the given matchday; told in the room. */
export function echange(ctx: AppContext, ls: LeagueSeason, input: MercatoEchangeRequest): Promise<number> {
  return teamOperation(ctx, ls, async (tx) => {
    const n = await effectJournee(tx, ls.saisonId, ctx.now(), input.journee);
    const ids = input.pairs.flatMap((p) => [p.u1_joueur_id, p.u2_joueur_id]);
    if (new Set(ids).size !== ids.length) throw badRequest(MERCATO_MSG.pairTwice);
    const poolers = await lockPoolers(tx, ls.leagueId, [input.user1_id, input.user2_id]);
    const [u1, u2] = [required(poolers, input.user1_id), required(poolers, input.user2_id)];
    const players = await loadPlayers(tx, ls.saisonId, ids);
    const pairs = input.pairs.map((p) => ({ a: required(players, p.u1_joueur_id), b: required(players, p.u2_joueur_id) }));
    const rows = [];
    for (const { a, b } of pairs) {
      samePoste(a, b);
      rows.push(await ownedRow(tx, ls, u1, a, n), await ownedRow(tx, ls, u2, b, n));
    }
    for (const row of rows) await release(tx, ls, row.id, n);
    for (const { a, b } of pairs) {
      await assertFreeFrom(tx, ls, a, n);
      await assertFreeFrom(tx, ls, b, n);
      await assign(tx, ls, u2.id, a.id, n);
      await assign(tx, ls, u1.id, b.id, n);
    }
    const at = ctx.now();
    await tx.insert(mercatoMoves).values(
      pairs.flatMap(({ a, b }) => [
        { ...ls, userId: u1.id, type: 'echange', poste: a.poste, oldJoueurId: a.id, newJoueurId: b.id, journee: n, at },
        { ...ls, userId: u2.id, type: 'echange', poste: b.poste, oldJoueurId: b.id, newJoueurId: a.id, journee: n, at },
      ]),
    );
    await fixLineups(tx, ls, [u1.id, u2.id], n, ctx.now());
    const names = (side: 'a' | 'b') => pairs.map((p) => playerName(p[side]));
    await postGameMessages(tx, ctx.now(), [{ ...moveTold(ls), text: CHAT_MSG.exchange(u1.name, u2.name, names('a'), names('b')) }]);
    return pairs.length;
  });
}

/**
 * Move edit (admin): the recorded move is undone (the new player leaves, the old one is back) and
 * redone with the new old player, new player and matchday, re-checking ownership, position and freedom.
 * The previous players in the payload must still be the move's: another admin's edit is not overwritten.
 */
export function updateMove(ctx: AppContext, ls: LeagueSeason, input: MercatoUpdateMoveRequest): Promise<string> {
  return teamOperation(ctx, ls, async (tx) => {
    const [move] = await tx
      .select()
      .from(mercatoMoves)
      .where(and(eq(mercatoMoves.id, input.move_index), inLeagueSeason(mercatoMoves, ls)));
    if (!move) throw notFound(MERCATO_MSG.moveNotFound);
    if (move.userId !== input.user_id || move.oldJoueurId !== input.prev_old_joueur_id || move.newJoueurId !== input.prev_new_joueur_id) {
      throw conflict(MERCATO_MSG.moveChanged);
    }
    if (move.type === 'echange') throw badRequest(MERCATO_MSG.moveNotEditable);
    // Undoing the move changes the teams from its matchday, redoing it from the new one: neither may have started.
    if (await startedJournee(tx, ls.saisonId, ctx.now(), move.journee)) throw conflict(MERCATO_MSG.moveStarted(move.journee));
    const n = await effectJournee(tx, ls.saisonId, ctx.now(), input.journee);
    const pooler = required(await lockPoolers(tx, ls.leagueId, [move.userId]), move.userId);
    const players = await loadPlayers(tx, ls.saisonId, [
      ...new Set([move.oldJoueurId, move.newJoueurId, input.old_joueur_id, input.new_joueur_id]),
    ]);
    const [out, incoming] = [required(players, input.old_joueur_id), required(players, input.new_joueur_id)];
    samePoste(out, incoming);

    const joined = await latestRow(tx, ls, pooler.id, move.newJoueurId, { in: move.journee });
    if (!joined || joined.journeeOut !== null) throw badRequest(MERCATO_MSG.moveNewLeft(playerName(required(players, move.newJoueurId))));
    await tx.delete(teamPlayers).where(and(inLeagueSeason(teamPlayers, ls), eq(teamPlayers.id, joined.id)));
    const left = await latestRow(tx, ls, pooler.id, move.oldJoueurId, { out: move.journee });
    if (left)
      await guardUnique(() =>
        tx
          .update(teamPlayers)
          .set({ journeeOut: null })
          .where(and(inLeagueSeason(teamPlayers, ls), eq(teamPlayers.id, left.id))),
      );

    const row = await ownedRow(tx, ls, pooler, out, n);
    await assertFreeFrom(tx, ls, incoming, n);
    await release(tx, ls, row.id, n);
    await assign(tx, ls, pooler.id, incoming.id, n);
    await assertNoOverlap(tx, ls, players);
    await tx
      .update(mercatoMoves)
      .set({ oldJoueurId: out.id, newJoueurId: incoming.id, poste: out.poste, journee: n })
      .where(and(inLeagueSeason(mercatoMoves, ls), eq(mercatoMoves.id, move.id)));
    await fixLineups(tx, ls, [pooler.id], Math.min(move.journee, n), ctx.now());
    return MERCATO_MSG.moveUpdated;
  });
}
