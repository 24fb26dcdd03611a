/** One pooler match of a matchday; user2_id null is a bye. */
export interface Pairing {
  match_no: number;
  user1_id: number;
  user2_id: number | null;
}

export interface MatchdayPairings {
  matchday: number;
  pairings: Pairing[];
}

type Seat = number | null;

/** The seats of round `round` of the circle method: seat 0 stays, the others turn by one each round. */
function rotate(seats: readonly Seat[], round: number): Seat[] {
  const [fixed, ...others] = seats;
  const shift = round % others.length;
  return [fixed ?? null, ...others.slice(others.length - shift), ...others.slice(0, others.length - shift)];
}

/** The pairings of one round within a cycle: seat i against seat n-1-i, the fixed seat alternating sides. */
function roundPairs(seats: readonly Seat[], round: number): [Seat, Seat][] {
  const turned = rotate(seats, round);
  return Array.from({ length: turned.length / 2 }, (_, i) => {
    const pair: [Seat, Seat] = [turned[i] ?? null, turned[turned.length - 1 - i] ?? null];
    return i === 0 && round % 2 === 1 ? [pair[1], pair[0]] : pair;
  });
}

/** Home and away as stored: a bye keeps the present pooler as user1; every other cycle swaps the sides. */
function toPairings(pairs: readonly [Seat, Seat][], swap: boolean): Pairing[] {
  const matches = pairs.flatMap(([a, b]): [number, number | null][] => {
    if (a === null || b === null) {
      const present = a ?? b;
      return present === null ? [] : [[present, null]];
    }
    return [swap ? [b, a] : [a, b]];
  });
  const ordered = [...matches.filter(([, away]) => away !== null), ...matches.filter(([, away]) => away === null)];
  return ordered.map(([user1_id, user2_id], index) => ({ match_no: index + 1, user1_id, user2_id }));
}

/**
 * The season's pairings by the circle method (RULES.md "Matchday results"): one cycle is n-1 matchdays
 * for n poolers (n even; an odd count adds a bye seat), and the cycles repeat with home and away swapped.
 */
export function roundRobin(userIds: readonly number[], matchdays: number): MatchdayPairings[] {
  const seats: Seat[] = userIds.length % 2 === 1 ? [...userIds, null] : [...userIds];
  const cycle = Math.max(1, seats.length - 1);
  return Array.from({ length: matchdays }, (_, index) => {
    const pairs = seats.length === 0 ? [] : roundPairs(seats, index % cycle);
    return { matchday: index + 1, pairings: toPairings(pairs, Math.floor(index / cycle) % 2 === 1) };
  });
}
