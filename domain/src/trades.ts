import { POSTES, type Poste } from './positions.js';

/** The most players one side of a trade holds (RULES.md "Trades"). */
export const TRADE_SIDE_MAX = 3;
/** The longest message a proposal carries. */
export const TRADE_MESSAGE_MAX = 280;
/** How long the league's admin has to approve or veto an accepted trade before it goes through by itself. */
export const TRADE_REVIEW_HOURS = 24;

/** A player as the trade rules see him: his position and his club. */
export type TradePlayer = { id: number; poste: Poste; clubId: number };
export type TradeLimits = { maxParPoste: Record<Poste, number>; maxParClub: number };

/** Why a trade's shape is refused: a side empty or over TRADE_SIDE_MAX, or a player named twice (either side). */
export function tradeShapeRefusal(give: readonly number[], take: readonly number[]): 'size' | 'twice' | null {
  const sized = (side: readonly number[]) => side.length >= 1 && side.length <= TRADE_SIDE_MAX;
  if (!sized(give) || !sized(take)) return 'size';
  return new Set([...give, ...take]).size === give.length + take.length ? null : 'twice';
}

/** A squad after a trade: the players it gives leave it, the players it takes join it. */
export function squadAfter<P extends { id: number }>(squad: readonly P[], gives: readonly P[], takes: readonly P[]): P[] {
  const leaving = new Set(gives.map((p) => p.id));
  return [...squad.filter((p) => !leaving.has(p.id)), ...takes];
}

/** Both squads after a trade: `from` gives `give` to `to` and takes `take` from him. */
export function applyTrade<P extends { id: number }>(
  teams: { from: readonly P[]; to: readonly P[] },
  give: readonly P[],
  take: readonly P[],
): { from: P[]; to: P[] } {
  return { from: squadAfter(teams.from, give, take), to: squadAfter(teams.to, take, give) };
}

/** The side of a trade a team is: its author's (`from`) or its receiver's (`to`). */
export type TradeSide = 'from' | 'to';
export type LimitBreach =
  | { side: TradeSide; kind: 'poste'; poste: Poste; max: number }
  | { side: TradeSide; kind: 'club'; clubId: number; max: number };

const countBy = <K>(players: readonly TradePlayer[], key: (p: TradePlayer) => K) => {
  const counts = new Map<K, number>();
  for (const p of players) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  return counts;
};

/** The first limit a team breaks after a trade: a count over the league's maximum that the trade made grow. */
function breachOf(side: TradeSide, before: readonly TradePlayer[], after: readonly TradePlayer[], limits: TradeLimits): LimitBreach | null {
  const [postesBefore, postesAfter] = [countBy(before, (p) => p.poste), countBy(after, (p) => p.poste)];
  for (const poste of POSTES) {
    const n = postesAfter.get(poste) ?? 0;
    if (n > limits.maxParPoste[poste] && n > (postesBefore.get(poste) ?? 0))
      return { side, kind: 'poste', poste, max: limits.maxParPoste[poste] };
  }
  const [clubsBefore, clubsAfter] = [countBy(before, (p) => p.clubId), countBy(after, (p) => p.clubId)];
  for (const [clubId, n] of clubsAfter) {
    if (n > limits.maxParClub && n > (clubsBefore.get(clubId) ?? 0)) return { side, kind: 'club', clubId, max: limits.maxParClub };
  }
  return null;
}

/**
 * The first squad limit a trade breaks (RULES.md "Trades"), its author's team first, or null: after the trade, neither
 * team may hold more players of a position than the league's maximum, nor more of one club than its club limit. A team
 * already over a limit (an admin's exchange or replacement does not check the club limit) may still trade as long as the
 * trade adds nothing to that count.
 */
export function tradeLimitBreach(
  teams: { from: readonly TradePlayer[]; to: readonly TradePlayer[] },
  give: readonly TradePlayer[],
  take: readonly TradePlayer[],
  limits: TradeLimits,
): LimitBreach | null {
  const after = applyTrade(teams, give, take);
  return breachOf('from', teams.from, after.from, limits) ?? breachOf('to', teams.to, after.to, limits);
}
