import { type MercatoState as Turn, type MercatoView, mercatoMoveTypeSchema, mercatoStatusSchema, type Poste } from '@poolfoot/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { clubs, joueurs, mercatoMoves, mercatoOrder, mercatoState, users } from '../../db/schema.js';
import { firstOpenJournee } from '../journees/index.js';
import { inLeagueSeason, type LeagueSeason, leaguePooler, leagueSetting } from '../ligues/index.js';
import { poolerName } from '../users/index.js';

/**
 * The league's mercato state row of the season, locked until the transaction ends: every mercato change and every
 * admin team operation of the league takes it first, so they run one after the other on any database (two leagues'
 * never wait for each other).
 */
export async function lockState(tx: Tx, ls: LeagueSeason) {
  await tx.insert(mercatoState).values(ls).onConflictDoNothing();
  const [row] = await tx.select().from(mercatoState).where(inLeagueSeason(mercatoState, ls)).for('update');
  if (!row) throw new Error('mercato_state missing');
  return { ...row, status: mercatoStatusSchema.parse(row.status) };
}

export type LockedState = Awaited<ReturnType<typeof lockState>>;

/** The turn state (domain/src/mercato.ts) of the locked row and the saved order. */
export async function loadTurn(tx: Tx, state: LockedState): Promise<Turn> {
  const rows = await tx.select().from(mercatoOrder).where(inLeagueSeason(mercatoOrder, state)).orderBy(asc(mercatoOrder.rang));
  return {
    order: rows.map((r) => r.userId),
    standby: rows.filter((r) => r.standby).map((r) => r.userId),
    cursor: state.cursorUserId,
    round: state.round,
    status: state.status,
  };
}

/** Writes a turn state back: the state row and the standby flags. */
export async function saveTurn(tx: Tx, ls: LeagueSeason, turn: Turn, now: Date) {
  await tx
    .update(mercatoState)
    .set({ status: turn.status, round: turn.round, cursorUserId: turn.cursor, updatedAt: now })
    .where(inLeagueSeason(mercatoState, ls));
  await tx.update(mercatoOrder).set({ standby: false }).where(inLeagueSeason(mercatoOrder, ls));
  if (turn.standby.length > 0) {
    await tx
      .update(mercatoOrder)
      .set({ standby: true })
      .where(and(inLeagueSeason(mercatoOrder, ls), inArray(mercatoOrder.userId, turn.standby)));
  }
}

const oldJoueur = alias(joueurs, 'old_joueur');
const newJoueur = alias(joueurs, 'new_joueur');
const oldClub = alias(clubs, 'old_club');
const newClub = alias(clubs, 'new_club');

/** Every recorded move of the season, newest first, with the names the screens show. */
async function movesOf(db: Db, ls: LeagueSeason): Promise<MercatoView['moves']> {
  const rows = await db
    .select({
      move: mercatoMoves,
      username: poolerName(),
      old: { id: oldJoueur.id, prenom: oldJoueur.prenom, nom: oldJoueur.nom, club_name: oldClub.name, poste: oldJoueur.poste },
      new: { id: newJoueur.id, prenom: newJoueur.prenom, nom: newJoueur.nom, club_name: newClub.name, poste: newJoueur.poste },
    })
    .from(mercatoMoves)
    .innerJoin(users, eq(users.id, mercatoMoves.userId))
    .innerJoin(oldJoueur, eq(oldJoueur.id, mercatoMoves.oldJoueurId))
    .innerJoin(oldClub, eq(oldClub.id, oldJoueur.clubId))
    .innerJoin(newJoueur, eq(newJoueur.id, mercatoMoves.newJoueurId))
    .innerJoin(newClub, eq(newClub.id, newJoueur.clubId))
    .where(inLeagueSeason(mercatoMoves, ls))
    .orderBy(desc(mercatoMoves.at), desc(mercatoMoves.id));
  return rows.map(({ move, username, old, new: incoming }) => ({
    id: move.id,
    user_id: move.userId,
    username,
    type: mercatoMoveTypeSchema.parse(move.type),
    poste: move.poste as Poste,
    old_joueur_id: move.oldJoueurId,
    new_joueur_id: move.newJoueurId,
    old_joueur: { ...old, poste: old.poste as Poste },
    new_joueur: { ...incoming, poste: incoming.poste as Poste },
    at: move.at.toISOString(),
    journee: move.journee,
  }));
}

/** mercato/get.php: SPEC.md §3 "Mercato state", of the league. */
export async function mercatoView(db: Db, ls: LeagueSeason, now: Date): Promise<Omit<MercatoView, 'success' | 'status' | 'message'>> {
  const [[state], order, moves, effect, maxParClub] = await Promise.all([
    db.select().from(mercatoState).where(inLeagueSeason(mercatoState, ls)),
    db
      .select({ rang: mercatoOrder.rang, user_id: mercatoOrder.userId, username: poolerName(), standby: mercatoOrder.standby })
      .from(mercatoOrder)
      .innerJoin(users, eq(users.id, mercatoOrder.userId))
      .where(inLeagueSeason(mercatoOrder, ls))
      .orderBy(asc(mercatoOrder.rang)),
    movesOf(db, ls),
    firstOpenJournee(db, now),
    leagueSetting(db, ls.leagueId, 'max_par_club'),
  ]);
  const cursor = state?.cursorUserId ?? null;
  const cursorName = cursor === null ? null : ((await leaguePooler(db, ls.leagueId, cursor))?.username ?? null);
  return {
    meta: {
      round: state?.round ?? 1,
      status: mercatoStatusSchema.parse(state?.status ?? 'non débuté'),
      cursor: { user_id: cursor, username: cursorName },
    },
    order: { standby: order.filter((o) => o.standby).map((o) => o.user_id), list: order },
    gestion: { journee_effet: effect?.numjournee ?? null, max_par_club: maxParClub },
    moves,
  };
}
