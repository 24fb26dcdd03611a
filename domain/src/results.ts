import { FORMATIONS, slotsPerPoste } from './formations.js';
import { POSTES, type Poste } from './positions.js';

/** resultat of a pairing: 1 user1 wins, 2 draw, 3 user2 wins. Seen from one pooler: 1 win, 2 draw, 3 loss. */
export type MatchResult = 1 | 2 | 3;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** total_points: the 11 lineup players' points plus captain_points (the captain's points once more). */
export function teamScore(playerPoints: readonly number[], captainPoints: number): number {
  return sum(playerPoints) + captainPoints;
}

/**
 * A lineup's figures from its players' points (`pointsOf`: 0 for a player without points): total_points and
 * captain_points; no lineup scores 0.
 */
export function lineupScore(
  lineup: { slots: readonly (number | null)[]; captainId: number | null } | null | undefined,
  pointsOf: (joueurId: number) => number,
): { total: number; captainPoints: number } {
  const onPitch = (lineup?.slots ?? []).flatMap((id) => (id === null ? [] : [pointsOf(id)]));
  const captainPoints = lineup?.captainId == null ? 0 : pointsOf(lineup.captainId);
  return { total: teamScore(onPitch, captainPoints), captainPoints };
}

/** The higher total wins, equal totals draw. */
export function matchResult(total1: number, total2: number): MatchResult {
  if (total1 > total2) return 1;
  return total1 === total2 ? 2 : 3;
}

/** A pairing's resultat seen from user1 (side 1) or user2 (side 2): 1 win, 2 draw, 3 loss. */
export function resultForSide(resultat: MatchResult, side: 1 | 2): MatchResult {
  if (side === 1 || resultat === 2) return resultat;
  return resultat === 1 ? 3 : 1;
}

const MATCH_POINTS: Record<MatchResult, number> = { 1: 3, 2: 1, 3: 0 };

/** match_points of a pooler's result: win 3, draw 1, loss 0. */
export function matchPoints(resultFor: MatchResult): number {
  return MATCH_POINTS[resultFor];
}

/**
 * The result of a pooler with a bye: their total against the mean of the other poolers' totals
 * (a draw when there is nobody else).
 */
export function byeResult(total: number, otherTotals: readonly number[]): MatchResult {
  if (otherTotals.length === 0) return 2;
  return matchResult(total * otherTotals.length, sum(otherTotals));
}

/** The pooler(s) with the best total of the matchday: one star each. */
export function stars(totals: ReadonlyMap<number, number>): Set<number> {
  const best = Math.max(...totals.values());
  return new Set([...totals].filter(([, total]) => total === best).map(([userId]) => userId));
}

export interface ScoredPlayer {
  id: number;
  poste: Poste;
  points: number;
}

/**
 * The best score a team could have made: the best lineup over the four formations (each slot filled with
 * the best remaining player of its position) with the best scorer as captain, counted double when positive.
 */
export function bestPossibleScore(owned: readonly ScoredPlayer[]): number {
  const byPoste = (poste: Poste) =>
    owned
      .filter((player) => player.poste === poste)
      .map((player) => player.points)
      .sort((a, b) => b - a);
  const bestCaptain = Math.max(0, ...owned.map((player) => player.points));
  const formationScore = (capacity: Record<Poste, number>) => sum(POSTES.flatMap((poste) => byPoste(poste).slice(0, capacity[poste])));
  return Math.max(...FORMATIONS.map((formation) => formationScore(slotsPerPoste(formation)))) + bestCaptain;
}

/** lost_points: what the best lineup would have scored more than the real one, never negative. */
export function lostPoints(best: number, total: number): number {
  return Math.max(0, best - total);
}

export interface StandingRow {
  user_id: number;
  username: string;
  points_classement: number;
  total_saison: number;
}

const collator = new Intl.Collator('fr');

/** Standing order: points_classement, then total_saison (both highest first), then username. */
export function compareStandings(a: StandingRow, b: StandingRow): number {
  return (
    b.points_classement - a.points_classement ||
    b.total_saison - a.total_saison ||
    collator.compare(a.username, b.username) ||
    (a.username < b.username ? -1 : a.username > b.username ? 1 : 0) ||
    a.user_id - b.user_id
  );
}

/** The general ranking: rows sorted by the standing order, numbered from 1. */
export function rankStandings<T extends StandingRow>(rows: readonly T[]): (T & { rank: number })[] {
  return [...rows].sort(compareStandings).map((row, index) => ({ ...row, rank: index + 1 }));
}
