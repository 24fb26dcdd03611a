import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTES, type Poste } from './positions.js';
import {
  DEFAULT_SCORING_GRID,
  type DetailLine,
  formatDetail,
  type PlayerStat,
  type ScoringGrid,
  type ScoringLine,
  scorePlayer,
  scoringGridSchema,
} from './scoring.js';

/** The grid of RULES.md "Player points", columns GB DC DL MC MO AT. */
const RULES_TABLE: Record<ScoringLine, [number, number, number, number, number, number]> = {
  played1to59: [1, 1, 1, 1, 1, 1],
  played60: [2, 2, 2, 2, 2, 2],
  goal: [6, 6, 6, 5, 5, 4],
  assist: [3, 3, 3, 3, 3, 3],
  cleanSheet: [4, 4, 4, 1, 1, 0],
  goalsConcededPer2: [-1, -1, -1, 0, 0, 0],
  savesPer3: [1, 0, 0, 0, 0, 0],
  penaltySaved: [5, 5, 5, 5, 5, 5],
  penaltyMissed: [-2, -2, -2, -2, -2, -2],
  yellowCard: [-1, -1, -1, -1, -1, -1],
  redCard: [-3, -3, -3, -3, -3, -3],
  ownGoal: [-2, -2, -2, -2, -2, -2],
};

const stat = (overrides: Partial<PlayerStat> = {}): PlayerStat => ({
  minutes: 90,
  goals: 0,
  assists: 0,
  cleanSheet: false,
  goalsConceded: 0,
  saves: 0,
  penaltiesSaved: 0,
  penaltiesMissed: 0,
  yellowCards: 0,
  redCards: 0,
  secondYellow: false,
  ownGoals: 0,
  ...overrides,
});

const score = (s: PlayerStat, poste: Poste) => scorePlayer(s, poste, DEFAULT_SCORING_GRID);
const PLAYED_60: DetailLine = { label: '60+ min', count: 1, points: 2 };

describe('DEFAULT_SCORING_GRID', () => {
  it('is the grid of the rules', () => {
    for (const [line, values] of Object.entries(RULES_TABLE)) {
      expect(POSTES.map((poste) => DEFAULT_SCORING_GRID[line as ScoringLine][poste])).toEqual(values);
    }
  });

  it('is a valid setting, and a setting missing a position is refused', () => {
    expect(scoringGridSchema.parse(DEFAULT_SCORING_GRID)).toEqual(DEFAULT_SCORING_GRID);
    const { AT: _, ...withoutAt } = DEFAULT_SCORING_GRID.goal;
    expect(scoringGridSchema.safeParse({ ...DEFAULT_SCORING_GRID, goal: withoutAt }).success).toBe(false);
  });
});

/** For each grid line: a 90-minute stat line that triggers it once more, and its label. */
const ONE_MORE: Record<Exclude<ScoringLine, 'played1to59' | 'played60'>, [Partial<PlayerStat>, string]> = {
  goal: [{ goals: 1 }, 'but'],
  assist: [{ assists: 1 }, 'passe décisive'],
  cleanSheet: [{ cleanSheet: true }, 'clean sheet'],
  goalsConcededPer2: [{ goalsConceded: 2 }, 'buts encaissés'],
  savesPer3: [{ saves: 3 }, 'arrêts'],
  penaltySaved: [{ penaltiesSaved: 1 }, 'penalty arrêté'],
  penaltyMissed: [{ penaltiesMissed: 1 }, 'penalty manqué'],
  yellowCard: [{ yellowCards: 1 }, 'carton jaune'],
  redCard: [{ redCards: 1 }, 'carton rouge'],
  ownGoal: [{ ownGoals: 1 }, 'but contre son camp'],
};

describe.each(POSTES)('scorePlayer for %s', (poste) => {
  const column = POSTES.indexOf(poste);

  it('gives the playing time points', () => {
    expect(score(stat({ minutes: 59 }), poste)).toEqual({
      points: 1,
      detail: [{ label: '1-59 min', count: 1, points: 1 }],
    });
    expect(score(stat({ minutes: 1 }), poste).points).toBe(1);
    expect(score(stat({ minutes: 60 }), poste)).toEqual({ points: 2, detail: [PLAYED_60] });
  });

  it.each(Object.entries(ONE_MORE))('gives the %s line', (line, [overrides, label]) => {
    const value = RULES_TABLE[line as ScoringLine][column] ?? Number.NaN;
    const result = score(stat(overrides), poste);
    expect(result.points).toBe(2 + value);
    const expected = value === 0 ? [] : [{ label, count: 1, points: value }];
    expect(result.detail).toEqual([PLAYED_60, ...expected]);
  });

  it('scores 0 with no detail for a player who did not play', () => {
    expect(score(stat({ minutes: 0, yellowCards: 1, goals: 1, cleanSheet: true }), poste)).toEqual({
      points: 0,
      detail: [],
    });
  });
});

describe('scorePlayer rules', () => {
  it('counts a clean sheet only with 60 minutes or more', () => {
    expect(score(stat({ minutes: 59, cleanSheet: true }), 'DC').points).toBe(1);
    expect(score(stat({ minutes: 60, cleanSheet: true }), 'DC').points).toBe(6);
  });

  it('counts every 2 goals conceded and every 3 saves', () => {
    expect(score(stat({ goalsConceded: 1 }), 'GB').points).toBe(2);
    expect(score(stat({ goalsConceded: 5 }), 'GB').points).toBe(0);
    expect(score(stat({ saves: 2 }), 'GB').points).toBe(2);
    expect(score(stat({ saves: 7 }), 'GB')).toEqual({
      points: 4,
      detail: [PLAYED_60, { label: 'arrêts', count: 2, points: 2 }],
    });
  });

  it('multiplies a line by its count', () => {
    expect(score(stat({ goals: 3 }), 'AT').detail).toContainEqual({ label: 'but', count: 3, points: 12 });
  });

  it('counts a second yellow as a red card replacing the yellow', () => {
    const red = { label: 'carton rouge', count: 1, points: -3 };
    expect(score(stat({ yellowCards: 2, secondYellow: true }), 'MC').detail).toEqual([PLAYED_60, red]);
    expect(score(stat({ yellowCards: 1, redCards: 1, secondYellow: true }), 'MC').detail).toEqual([PLAYED_60, red]);
    expect(score(stat({ yellowCards: 1, redCards: 1 }), 'MC').points).toBe(2 - 1 - 3);
  });

  it('adds up every line of a full match', () => {
    const result = score(stat({ goals: 1, assists: 1, cleanSheet: true, saves: 3, yellowCards: 1 }), 'GB');
    expect(result.points).toBe(2 + 6 + 3 + 4 + 1 - 1);
    expect(result.detail.map((line) => line.label)).toEqual(['60+ min', 'but', 'passe décisive', 'clean sheet', 'arrêts', 'carton jaune']);
  });
});

describe('formatDetail', () => {
  it('reads each line as points then label', () => {
    expect(formatDetail(score(stat({ goals: 1 }), 'GB').detail)).toBe('2 pts : 60+ min, 6 pts : but');
    expect(formatDetail([])).toBe('');
  });
});

const statArb = fc.record({
  minutes: fc.integer({ min: 0, max: 120 }),
  goals: fc.nat(5),
  assists: fc.nat(5),
  cleanSheet: fc.boolean(),
  goalsConceded: fc.nat(8),
  saves: fc.nat(12),
  penaltiesSaved: fc.nat(2),
  penaltiesMissed: fc.nat(2),
  yellowCards: fc.nat(2),
  redCards: fc.nat(1),
  secondYellow: fc.boolean(),
  ownGoals: fc.nat(2),
});
const pointsArb = fc.integer({ min: -10, max: 10 });
const lineArb = fc.record({ GB: pointsArb, DC: pointsArb, DL: pointsArb, MC: pointsArb, MO: pointsArb, AT: pointsArb });
const gridArb: fc.Arbitrary<ScoringGrid> = fc.record(
  Object.fromEntries(Object.keys(RULES_TABLE).map((line) => [line, lineArb])) as Record<ScoringLine, typeof lineArb>,
);

describe('scorePlayer properties', () => {
  it('gives points equal to the sum of the detail, with no empty line', () => {
    fc.assert(
      fc.property(statArb, fc.constantFrom(...POSTES), gridArb, (s, poste, grid) => {
        const { points, detail } = scorePlayer(s, poste, grid);
        expect(points).toBe(detail.reduce((sum, line) => sum + line.points, 0));
        for (const line of detail) expect(line.points).not.toBe(0);
        expect(new Set(detail.map((line) => line.label)).size).toBe(detail.length);
        if (s.minutes === 0) expect(detail).toEqual([]);
      }),
    );
  });

  it('adds the grid value of a line each time the line applies once more', () => {
    const bumps: [keyof PlayerStat & string, number, ScoringLine][] = [
      ['goals', 1, 'goal'],
      ['assists', 1, 'assist'],
      ['goalsConceded', 2, 'goalsConcededPer2'],
      ['saves', 3, 'savesPer3'],
      ['penaltiesSaved', 1, 'penaltySaved'],
      ['penaltiesMissed', 1, 'penaltyMissed'],
      ['ownGoals', 1, 'ownGoal'],
    ];
    fc.assert(
      fc.property(statArb, fc.constantFrom(...POSTES), gridArb, fc.constantFrom(...bumps), (s, poste, grid, bump) => {
        fc.pre(s.minutes > 0);
        const [field, step, line] = bump;
        const more = { ...s, [field]: (s[field] as number) + step };
        expect(scorePlayer(more, poste, grid).points - scorePlayer(s, poste, grid).points).toBe(grid[line][poste]);
      }),
    );
  });

  it('never counts a yellow card with a second yellow, and counts exactly one red', () => {
    fc.assert(
      fc.property(statArb, fc.constantFrom(...POSTES), (s, poste) => {
        fc.pre(s.minutes > 0);
        const { detail } = score({ ...s, secondYellow: true }, poste);
        expect(detail.map((line) => line.label)).not.toContain('carton jaune');
        expect(detail).toContainEqual({ label: 'carton rouge', count: 1, points: -3 });
      }),
    );
  });
});
