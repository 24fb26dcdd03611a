import type { Joueur } from '@poolfoot/domain';
import { describe, expect, it } from 'vitest';
import { clubsOf, filterJoueurs } from './filter';

const j = (id: number, nom: string, club_id: number, club_name: string, prenom: string | null = null): Joueur => ({
  id,
  nom,
  prenom,
  surnom: null,
  lfp_id: String(id),
  short_opta_id: `p${id}`,
  club_id,
  club_name,
  club_official_name: null,
  poste: 'MC',
  numero: null,
  saison_id: 2026,
  total: 0,
});
const list = [j(1, 'Lefèvre', 10, 'Lyon', 'Émile'), j(2, 'Martin', 20, 'Brest'), j(3, 'Lemaire', 10, 'Lyon')];

describe('player list filters', () => {
  it("filters by club ('' is every club) and by name from 2 characters, accents ignored", () => {
    expect(filterJoueurs(list, '', '').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterJoueurs(list, '10', '').map((p) => p.id)).toEqual([1, 3]);
    expect(filterJoueurs(list, '', 'l').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterJoueurs(list, '', 'lefe').map((p) => p.id)).toEqual([1]);
    expect(filterJoueurs(list, '', 'emile').map((p) => p.id)).toEqual([1]);
    expect(filterJoueurs(list, '20', 'le').map((p) => p.id)).toEqual([]);
  });

  it('offers the clubs of the players, by name', () => {
    expect(clubsOf(list)).toEqual([
      { value: '20', label: 'Brest' },
      { value: '10', label: 'Lyon' },
    ]);
  });
});
