import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATIONS, slotsPerPoste } from './formations.js';
import { POSTES } from './positions.js';
import {
  bestPossibleScore,
  byeResult,
  compareStandings,
  lineupScore,
  lostPoints,
  matchPoints,
  matchResult,
  rankStandings,
  resultForSide,
  type ScoredPlayer,
  type StandingRow,
  stars,
  teamScore,
} from './results.js';

describe('teamScore', () => {
  it('adds the 11 players and the captain once more, negative points too', () => {
    expect(teamScore([2, 8, 0, 1, 2, 2, 2, 5, 2, 1, 2], 8)).toBe(35);
    expect(teamScore([2, -3, 0, 1, 2, 2, 2, 5, 2, 1, 2], -3)).toBe(13);
    expect(teamScore([], 0)).toBe(0);
  });
});

describe('lineupScore', () => {
  it('scores the filled slots, a player without points as 0, the captain once more; no lineup scores 0', () => {
    const points = new Map([
      [1, 6],
      [2, -1],
    ]);
    const pointsOf = (id: number) => points.get(id) ?? 0;
    expect(lineupScore({ slots: [1, 2, null, 3], captainId: 1 }, pointsOf)).toEqual({ total: 11, captainPoints: 6 });
    expect(lineupScore({ slots: [1, 2], captainId: null }, pointsOf)).toEqual({ total: 5, captainPoints: 0 });
    expect(lineupScore(null, pointsOf)).toEqual({ total: 0, captainPoints: 0 });
  });
});

describe('match results', () => {
  it('gives the win to the higher total and a draw on equal totals', () => {
    expect(matchResult(40, 31)).toBe(1);
    expect(matchResult(31, 31)).toBe(2);
    expect(matchResult(30, 31)).toBe(3);
  });

  it('reads a result from each side', () => {
    expect([1, 2, 3].map((r) => resultForSide(r as 1 | 2 | 3, 1))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((r) => resultForSide(r as 1 | 2 | 3, 2))).toEqual([3, 2, 1]);
  });

  it('gives 3 points for a win, 1 for a draw, 0 for a loss', () => {
    expect([matchPoints(1), matchPoints(2), matchPoints(3)]).toEqual([3, 1, 0]);
  });

  it('gives both sides 4, 2 or 3 match points in all', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 150 }), fc.integer({ min: -50, max: 150 }), (a, b) => {
        const r = matchResult(a, b);
        const points = matchPoints(resultForSide(r, 1)) + matchPoints(resultForSide(r, 2));
        expect(points).toBe(r === 2 ? 2 : 3);
        expect(matchResult(b, a)).toBe(resultForSide(r, 2));
      }),
    );
  });

  it('compares a bye with the mean of the other totals', () => {
    expect(byeResult(31, [30, 33])).toBe(3);
    expect(byeResult(31.5, [30, 33])).toBe(2);
    expect(byeResult(32, [30, 33])).toBe(1);
    expect(byeResult(32, [])).toBe(2);
  });
});

describe('stars', () => {
  it('goes to every pooler with the best total', () => {
    expect(
      stars(
        new Map([
          [1, 30],
          [2, 41],
          [3, 41],
          [4, -2],
        ]),
      ),
    ).toEqual(new Set([2, 3]));
    expect(stars(new Map([[1, -5]]))).toEqual(new Set([1]));
    expect(stars(new Map())).toEqual(new Set());
  });

  it('never misses a best total and never stars a lower one', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(20), fc.integer({ min: -20, max: 80 }))), (entries) => {
        const totals = new Map(entries);
        const starred = stars(totals);
        const best = Math.max(...totals.values());
        for (const [userId, total] of totals) expect(starred.has(userId)).toBe(total === best);
      }),
    );
  });
});

let nextId = 1;
const squad = (points: Record<string, number[]>): ScoredPlayer[] =>
  Object.entries(points).flatMap(([poste, values]) =>
    values.map((p) => ({ id: nextId++, poste: poste as ScoredPlayer['poste'], points: p })),
  );

describe('bestPossibleScore', () => {
  it('takes the best formation and the best scorer as captain', () => {
    const team = squad({
      GB: [3, 1],
      DC: [2, 2, 1, 0],
      DL: [2, 1, 0],
      MC: [5, 2, 1, 0],
      MO: [3, 2, 1, 0],
      AT: [10, 9, 8],
    });
    // 433 with its three forwards: 3 + 2+2 + 2+1 + 5+2 + 3 + 10+9+8 = 47, captain 10 once more.
    expect(bestPossibleScore(team)).toBe(57);
  });

  it('has to field negative scorers to fill a position, and names no captain when all are negative', () => {
    expect(bestPossibleScore(squad({ GB: [-2, -5], AT: [-1] }))).toBe(-3);
    expect(bestPossibleScore([])).toBe(0);
  });

  it('is at least the score of any full lineup of the team', () => {
    const postePoints = fc.array(fc.integer({ min: -5, max: 20 }), { minLength: 3, maxLength: 4 });
    const team = fc.record(Object.fromEntries(POSTES.map((poste) => [poste, postePoints])) as Record<string, typeof postePoints>);
    fc.assert(
      fc.property(team, fc.constantFrom(...FORMATIONS), fc.nat(), (points, formation, pick) => {
        const owned = squad(points);
        const capacity = slotsPerPoste(formation);
        const lineup = POSTES.flatMap((poste) => owned.filter((p) => p.poste === poste).slice(-capacity[poste]));
        const captain = lineup[pick % lineup.length]?.points ?? 0;
        const best = bestPossibleScore(owned);
        expect(best).toBeGreaterThanOrEqual(
          teamScore(
            lineup.map((p) => p.points),
            captain,
          ),
        );
        expect(
          lostPoints(
            best,
            teamScore(
              lineup.map((p) => p.points),
              captain,
            ),
          ),
        ).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('lostPoints', () => {
  it('is the best score minus the real one, never negative', () => {
    expect(lostPoints(57, 40)).toBe(17);
    expect(lostPoints(40, 45)).toBe(0);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (best, total) => {
        expect(lostPoints(best, total)).toBeGreaterThanOrEqual(0);
        expect(lostPoints(best, total)).toBeGreaterThanOrEqual(best - total);
      }),
    );
  });
});

const row = (user_id: number, username: string, points_classement: number, total_saison: number) => ({
  user_id,
  username,
  points_classement,
  total_saison,
  lost_saison: 0,
});

describe('rankStandings', () => {
  it('orders by ranking points, then season total, then username, and numbers the ranks', () => {
    const ranked = rankStandings([
      row(1, 'Zoé', 30, 400),
      row(2, 'bob', 33, 380),
      row(3, 'Alice', 30, 410),
      row(4, 'Émile', 30, 400),
      row(5, 'Adam', 30, 400),
    ]);
    expect(ranked.map((r) => [r.rank, r.username])).toEqual([
      [1, 'bob'],
      [2, 'Alice'],
      [3, 'Adam'],
      [4, 'Émile'],
      [5, 'Zoé'],
    ]);
    expect(ranked[0]).toMatchObject({ user_id: 2, lost_saison: 0 });
  });

  const rowArb = fc.record({
    user_id: fc.nat(1000),
    username: fc.string({ maxLength: 4 }),
    points_classement: fc.nat(6),
    total_saison: fc.nat(6),
  });

  it('is a total order: antisymmetric, transitive, ties only between identical rows', () => {
    fc.assert(
      fc.property(rowArb, rowArb, rowArb, (a: StandingRow, b: StandingRow, c: StandingRow) => {
        expect(Math.sign(compareStandings(a, b))).toBe(-Math.sign(compareStandings(b, a)));
        if (compareStandings(a, b) === 0) expect(a).toEqual(b);
        if (compareStandings(a, b) <= 0 && compareStandings(b, c) <= 0) expect(compareStandings(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('gives the same ranking whatever the input order', () => {
    const rows = fc
      .uniqueArray(rowArb, { selector: (r) => r.user_id, maxLength: 12 })
      .chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })));
    fc.assert(
      fc.property(rows, ([list, shuffled]) => {
        expect(rankStandings(shuffled)).toEqual(rankStandings(list));
        expect(rankStandings(list).map((r) => r.rank)).toEqual(list.map((_, i) => i + 1));
      }),
    );
  });
});
