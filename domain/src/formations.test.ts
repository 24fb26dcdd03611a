import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FORMATION,
  FORMATION_SLOTS,
  FORMATIONS,
  formationSchema,
  SLOT_COUNT,
  slotCoordinates,
  slotPoste,
  slotsPerPoste,
} from './formations.js';

describe('formations', () => {
  it('lists the four formations, 4231 by default', () => {
    expect(FORMATIONS).toEqual(['4231', '433', '442', '352']);
    expect(DEFAULT_FORMATION).toBe('4231');
  });

  it('parses a formation and refuses anything else in French', () => {
    expect(formationSchema.parse('352')).toBe('352');
    const result = formationSchema.safeParse('532');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Formation invalide (4231, 433, 442 ou 352).');
  });

  it.each([
    ['4231', 'GB DL DC DC DL MC MC MO MO MO AT', { GB: 1, DC: 2, DL: 2, MC: 2, MO: 3, AT: 1 }],
    ['433', 'GB DL DC DC DL MC MC MO AT AT AT', { GB: 1, DC: 2, DL: 2, MC: 2, MO: 1, AT: 3 }],
    ['442', 'GB DL DC DC DL MC MC MO MO AT AT', { GB: 1, DC: 2, DL: 2, MC: 2, MO: 2, AT: 2 }],
    ['352', 'GB DC DC DC DL DL MC MC MO AT AT', { GB: 1, DC: 3, DL: 2, MC: 2, MO: 1, AT: 2 }],
  ] as const)('%s has the slots of the rules table', (formation, slots, perPoste) => {
    expect(FORMATION_SLOTS[formation].join(' ')).toBe(slots);
    expect(slotsPerPoste(formation)).toEqual(perPoste);
  });

  it('gives the position of a slot and refuses a slot outside 0..10', () => {
    expect(slotPoste('433', 10)).toBe('AT');
    expect(() => slotPoste('433', 11)).toThrow(RangeError);
    expect(() => slotPoste('433', -1)).toThrow(RangeError);
  });

  describe.each(FORMATIONS)('pitch coordinates of %s', (formation) => {
    const points = slotCoordinates(formation);
    const slots = FORMATION_SLOTS[formation];
    const ys = (poste: string) => points.filter((_, slot) => slots[slot] === poste).map((point) => point.y);

    it('places 11 distinct points inside the pitch', () => {
      expect(points).toHaveLength(SLOT_COUNT);
      for (const { x, y } of points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(100);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(100);
      }
      expect(new Set(points.map(({ x, y }) => `${x},${y}`)).size).toBe(SLOT_COUNT);
    });

    it('puts the goalkeeper at the bottom, then defenders, midfielders and forwards going up', () => {
      const lowest = (poste: string) => Math.max(...ys(poste));
      const highest = (poste: string) => Math.min(...ys(poste));
      expect(highest('GB')).toBeGreaterThan(lowest('DC'));
      expect(Math.min(...ys('DC'), ...ys('DL'))).toBeGreaterThan(Math.max(...ys('MO'), ...ys('AT')));
      expect(highest('MC')).toBeGreaterThan(lowest('AT'));
      expect(highest('MO')).toBeGreaterThan(lowest('AT'));
    });
  });
});
