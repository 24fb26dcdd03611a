import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTES } from '../positions.js';
import { byPosteThenName, draftPlayerName } from './draft.js';

const playerArb = fc.record({ poste: fc.constantFrom(...POSTES), prenom: fc.option(fc.string(), { nil: null }), nom: fc.string() });

describe('the order of a team’s players in every list', () => {
  it('goes by position in the game’s order, then by name, in French', () => {
    const sorted = [
      { poste: 'AT' as const, prenom: 'Zoé', nom: 'A' },
      { poste: 'DC' as const, prenom: 'Émile', nom: 'B' },
      { poste: 'DC' as const, prenom: 'Eric', nom: 'C' },
      { poste: 'GB' as const, prenom: null, nom: 'Zorro' },
    ].sort(byPosteThenName);
    expect(sorted.map(draftPlayerName)).toEqual(['Zorro', 'Émile B', 'Eric C', 'Zoé A']);
  });

  it('is the same whatever order the players came in (a database gives no order of its own)', () => {
    fc.assert(
      fc.property(fc.array(playerArb, { maxLength: 12 }), (players) => {
        const once = [...players].sort(byPosteThenName).map((p) => `${p.poste} ${draftPlayerName(p)}`);
        const reversed = [...players]
          .reverse()
          .sort(byPosteThenName)
          .map((p) => `${p.poste} ${draftPlayerName(p)}`);
        expect(reversed).toEqual(once);
      }),
    );
  });
});
