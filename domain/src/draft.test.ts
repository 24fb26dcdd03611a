import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_PAR_CLUB,
  DEFAULT_MAX_PAR_POSTE,
  DRAFT_ERRORS,
  type DraftCursor,
  eligibility,
  maxParPosteSchema,
  maxTours,
  nextCursor,
  type PoolerCounts,
  snakePicker,
} from './draft.js';
import { POSTES, type Poste } from './positions.js';

const order = [7, 3, 9, 1];

describe('snakePicker', () => {
  it('follows the order in odd rounds and the reverse in even rounds', () => {
    expect([1, 2, 3, 4].map((choix) => snakePicker(order, 1, choix))).toEqual([7, 3, 9, 1]);
    expect([1, 2, 3, 4].map((choix) => snakePicker(order, 2, choix))).toEqual([1, 9, 3, 7]);
    expect([1, 2, 3, 4].map((choix) => snakePicker(order, 3, choix))).toEqual([7, 3, 9, 1]);
  });

  it('refuses a rank outside 1..number of poolers', () => {
    expect(() => snakePicker(order, 1, 0)).toThrow(RangeError);
    expect(() => snakePicker(order, 2, 5)).toThrow(RangeError);
  });

  it('lets each pooler pick exactly once a round, reversed on even rounds', () => {
    const distinctIds = fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 16 });
    fc.assert(
      fc.property(distinctIds, fc.integer({ min: 1, max: 40 }), (ids, tour) => {
        const picks = ids.map((_, i) => snakePicker(ids, tour, i + 1));
        expect([...picks].sort()).toEqual([...ids].sort());
        expect(picks).toEqual(tour % 2 === 1 ? ids : [...ids].reverse());
      }),
    );
  });

  it('gives the last picker of a round the first pick of the next one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 16 }), fc.integer({ min: 1, max: 40 }), (ids, tour) => {
        expect(snakePicker(ids, tour + 1, 1)).toBe(snakePicker(ids, tour, ids.length));
      }),
    );
  });
});

describe('nextCursor', () => {
  it('moves to the next rank, then to the next round, then finishes', () => {
    expect(nextCursor(order, 1, 1, 2)).toEqual({ tour: 1, choix: 2 });
    expect(nextCursor(order, 1, 4, 2)).toEqual({ tour: 2, choix: 1 });
    expect(nextCursor(order, 2, 4, 2)).toBe('finished');
  });

  it('walks through every pick of every round exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 20 }), (poolers, tours) => {
        const ids = Array.from({ length: poolers }, (_, i) => i + 1);
        const seen: DraftCursor[] = [];
        let cursor: DraftCursor | 'finished' = { tour: 1, choix: 1 };
        while (cursor !== 'finished') {
          seen.push(cursor);
          cursor = nextCursor(ids, cursor.tour, cursor.choix, tours);
        }
        expect(seen).toHaveLength(poolers * tours);
        expect(seen.at(-1)).toEqual({ tour: tours, choix: poolers });
      }),
    );
  });
});

describe('maxTours', () => {
  it('is the sum of the position limits: 20 with the default setting', () => {
    expect(maxTours(DEFAULT_MAX_PAR_POSTE)).toBe(20);
    expect(maxTours({ GB: 1, DC: 0, DL: 0, MC: 0, MO: 0, AT: 2 })).toBe(3);
  });

  it('reads the setting with every position required', () => {
    expect(maxParPosteSchema.parse(DEFAULT_MAX_PAR_POSTE)).toEqual(DEFAULT_MAX_PAR_POSTE);
    expect(maxParPosteSchema.safeParse({ GB: 2 }).success).toBe(false);
    expect(maxParPosteSchema.safeParse({ ...DEFAULT_MAX_PAR_POSTE, GB: -1 }).success).toBe(false);
  });
});

const none = (): PoolerCounts => ({ byPoste: { GB: 0, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 }, byClub: {} });
const limits = { maxParPoste: DEFAULT_MAX_PAR_POSTE, maxParClub: DEFAULT_MAX_PAR_CLUB };

describe('eligibility', () => {
  it('accepts a free player when the pooler is under both limits', () => {
    expect(eligibility({ poste: 'GB', clubId: 5, drafted: false }, none(), limits)).toEqual({ ok: true });
  });

  it('refuses a drafted player', () => {
    expect(eligibility({ poste: 'GB', clubId: 5, drafted: true }, none(), limits)).toEqual({
      ok: false,
      reason: 'drafted',
      message: DRAFT_ERRORS.drafted,
    });
  });

  it('refuses a player at a position already full', () => {
    const counts = { ...none(), byPoste: { ...none().byPoste, GB: 2 } };
    expect(eligibility({ poste: 'GB', clubId: 5, drafted: false }, counts, limits)).toEqual({
      ok: false,
      reason: 'poste',
      message: 'Maximum atteint au poste GB (2 joueur(s)).',
    });
  });

  it('refuses a fourth player of one club', () => {
    const counts = { ...none(), byClub: { 5: 3 } };
    expect(eligibility({ poste: 'AT', clubId: 5, drafted: false }, counts, limits)).toEqual({
      ok: false,
      reason: 'club',
      message: 'Maximum atteint pour ce club (3 joueur(s) du même club).',
    });
    expect(eligibility({ poste: 'AT', clubId: 6, drafted: false }, counts, limits).ok).toBe(true);
  });

  it('accepts exactly when the player is free and both counts are under their limits', () => {
    const count = fc.integer({ min: 0, max: 6 });
    const byPoste = fc.record(Object.fromEntries(POSTES.map((poste) => [poste, count])) as Record<Poste, typeof count>);
    fc.assert(
      fc.property(
        fc.constantFrom(...POSTES),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        byPoste,
        fc.dictionary(fc.constantFrom('1', '2', '3', '4'), count),
        fc.integer({ min: 0, max: 5 }),
        (poste, clubId, drafted, postes, clubs, maxParClub) => {
          const counts = {
            byPoste: postes,
            byClub: Object.fromEntries(Object.entries(clubs).map(([k, v]) => [Number(k), v])),
          };
          const result = eligibility({ poste, clubId, drafted }, counts, { ...limits, maxParClub });
          const underPoste = postes[poste] < DEFAULT_MAX_PAR_POSTE[poste];
          const underClub = (counts.byClub[clubId] ?? 0) < maxParClub;
          expect(result.ok).toBe(!drafted && underPoste && underClub);
          if (!result.ok) {
            const expected = drafted ? 'drafted' : !underPoste ? 'poste' : 'club';
            expect(result.reason).toBe(expected);
            expect(result.message).not.toBe('');
          }
        },
      ),
    );
  });
});
