import { z } from 'zod';

export const MERCATO_STATUSES = ['non débuté', 'en cours', 'terminé'] as const;
export const mercatoStatusSchema = z.enum(MERCATO_STATUSES, { error: 'Statut de mercato invalide.' });
export type MercatoStatus = z.infer<typeof mercatoStatusSchema>;

/**
 * The turn state of the mercato (RULES.md "Mercato"); `cursor` is the active pooler. The turn functions
 * below assume a mercato 'en cours': the server refuses pooler actions in any other status.
 */
export interface MercatoTurn {
  order: readonly number[];
  standby: ReadonlySet<number> | readonly number[];
  cursor: number | null;
  round: number;
  status: MercatoStatus;
}

/** The state the turn functions return: standby as a list in the mercato order. */
export interface MercatoState extends MercatoTurn {
  standby: number[];
}

/** The mercato order: the reverse of the general ranking (last first). */
export function mercatoOrder(rankingUserIdsBestFirst: readonly number[]): number[] {
  return [...rankingUserIdsBestFirst].reverse();
}

/** The state when the admin opens the mercato: round 1, the first pooler of the order is active. */
export function openMercato(rankingUserIdsBestFirst: readonly number[]): MercatoState {
  const order = mercatoOrder(rankingUserIdsBestFirst);
  const cursor = order[0] ?? null;
  return { order, standby: [], cursor, round: 1, status: cursor === null ? 'terminé' : 'en cours' };
}

function normalize(state: MercatoTurn, standby: ReadonlySet<number>): MercatoState {
  return { ...state, standby: state.order.filter((id) => standby.has(id)) };
}

/**
 * After a pick or a pass: the cursor moves to the next pooler in the order who is not on standby;
 * passing the end of the order starts a new round. Everybody on standby ends the mercato.
 */
export function afterAction(state: MercatoTurn): MercatoState {
  const standby = new Set(state.standby);
  const { order } = state;
  const start = state.cursor === null ? -1 : order.indexOf(state.cursor);
  for (let step = 1; step <= order.length; step += 1) {
    const index = start + step;
    const candidate = order[index % order.length];
    if (candidate !== undefined && !standby.has(candidate)) {
      const round = state.round + Math.floor(index / order.length);
      return normalize({ ...state, cursor: candidate, round }, standby);
    }
  }
  return normalize({ ...state, cursor: null, status: 'terminé' }, standby);
}

/** A pooler goes on standby; when it was their turn, the turn moves on. */
export function pass(state: MercatoTurn, userId: number): MercatoState {
  const standby = new Set(state.standby).add(userId);
  if (state.cursor === userId) return afterAction({ ...state, standby });
  const everybodyWaits = state.order.every((id) => standby.has(id));
  return normalize(everybodyWaits ? { ...state, cursor: null, status: 'terminé' } : state, standby);
}

/** A pooler on standby returns to priority (their place in the order); when nobody was active, it is their turn. */
export function priority(state: MercatoTurn, userId: number): MercatoState {
  const standby = new Set(state.standby);
  standby.delete(userId);
  return normalize({ ...state, cursor: state.cursor ?? userId }, standby);
}
