import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMATION_SLOTS } from '../formations.js';
import { validateLineup } from '../lineup.js';
import { formatDetail } from '../scoring.js';
import { poolerName } from './names.js';
import { ordinal, plural, pts } from './plural.js';
import { MSG } from './spec.js';

describe('plural', () => {
  it('keeps the singular up to one, French style, and the plural from two', () => {
    expect([0, 1, -1, 2, -2, 12].map(pts)).toEqual(['0 pt', '1 pt', '-1 pt', '2 pts', '-2 pts', '12 pts']);
    expect(plural(1, 'nouveau', 'nouveaux')).toBe('1 nouveau');
    expect(plural(3, 'nouveau', 'nouveaux')).toBe('3 nouveaux');
  });

  it("explains a player's points with the same agreement: '1 pt', '-1 pt', '2 pts'", () => {
    const detail = [
      { label: '1-59 min', count: 1, points: 1 },
      { label: 'carton jaune', count: 1, points: -1 },
      { label: 'passe décisive', count: 1, points: 3 },
    ];
    expect(formatDetail(detail)).toBe('1 pt : 1-59 min, -1 pt : carton jaune, 3 pts : passe décisive');
  });

  it('always starts with the number and uses exactly one of the two forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(plural(n, 'journée')).toBe(`${n} ${Math.abs(n) >= 2 ? 'journées' : 'journée'}`);
      }),
    );
  });
});

describe('ordinal', () => {
  it('writes a place the French way: 1er, then 2e, 3e… never « ème »', () => {
    expect([1, 2, 3, 9, 12].map(ordinal)).toEqual(['1er', '2e', '3e', '9e', '12e']);
    expect(MSG.rankOf(1, 5)).toBe('1er / 5');
    expect(MSG.rankOf(9, 12)).toBe('9e / 12');
  });
});

describe('poolerName', () => {
  it('is the display name when there is one, else the username', () => {
    expect(poolerName({ username: 'Elise', nickname: 'Lili Goleador' })).toBe('Lili Goleador');
    expect(poolerName({ username: 'Elise', nickname: '' })).toBe('Elise');
    expect(poolerName({ username: 'Elise', nickname: '   ' })).toBe('Elise');
    expect(poolerName({ username: 'Elise', nickname: null })).toBe('Elise');
    expect(poolerName({ username: 'Elise' })).toBe('Elise');
  });
});

describe('the lineup refusals', () => {
  it('name the player when his name is known, not his id', () => {
    const slots = FORMATION_SLOTS['4231'].map((_, i) => 100 + i);
    const owned = new Map(FORMATION_SLOTS['4231'].map((poste, i) => [100 + i, poste]));
    const check = {
      formation: '4231' as const,
      slots: [153, ...slots.slice(1)],
      captainId: null,
      owned,
      lockedIds: new Set<number>(),
      previous: null,
    };
    expect(validateLineup(check)).toEqual(["Le joueur #153 n'appartient pas à l'équipe pour cette journée."]);
    expect(validateLineup({ ...check, names: new Map([[153, 'Kylian Mbappé']]) })).toEqual([
      "Le joueur Kylian Mbappé n'appartient pas à l'équipe pour cette journée.",
    ]);
  });
});
