import type { Joueur, TeamPlayer } from '@poolfoot/domain';
import { describe, expect, it } from 'vitest';
import { checkPairs, freeJoueurs, isMyTurn, mercatoCandidates, moveText } from './lib';
import { owned as ownedBy } from './test-data';

/** Pooler 7's player. */
const owned = (j: Joueur) => ownedBy(j, 7);

const joueur = (id: number, over: Partial<Joueur> = {}): Joueur => ({
  id,
  nom: `Nom${id}`,
  prenom: `Prénom${id}`,
  surnom: null,
  lfp_id: String(id),
  short_opta_id: `p${id}`,
  club_id: 1,
  club_name: 'Club 1',
  club_official_name: null,
  poste: 'AT',
  numero: null,
  saison_id: 2026,
  total: id,
  ...over,
});

describe('mercato helpers', () => {
  it('reads a move as "new (club, position) remplace old"', () => {
    const m = {
      new_joueur: { id: 2, prenom: 'Léo', nom: 'Martin', club_name: 'Lyon', poste: 'AT' as const },
      old_joueur: { id: 1, prenom: null, nom: 'Durand', club_name: 'Nice', poste: 'AT' as const },
    };
    expect(moveText(m)).toBe('Léo Martin (Lyon, AT) remplace Durand');
  });

  it("it is the user's turn only while the mercato runs and the cursor is on them", () => {
    expect(isMyTurn({ meta: { round: 1, status: 'en cours', cursor: { user_id: 7, username: 'a' } } }, 7)).toBe(true);
    expect(isMyTurn({ meta: { round: 1, status: 'terminé', cursor: { user_id: 7, username: 'a' } } }, 7)).toBe(false);
    expect(isMyTurn({ meta: { round: 1, status: 'en cours', cursor: { user_id: 8, username: 'b' } } }, 7)).toBe(false);
  });

  it('lists the candidates of the dropped player position: taken, over the club limit or available, best first', () => {
    const dropped = joueur(1, { club_id: 2 });
    const mates = [joueur(10, { poste: 'GB' }), joueur(11, { poste: 'DC' }), joueur(12, { poste: 'MC' })];
    const team = [owned(dropped), ...mates.map(owned)];
    const pool = [
      dropped,
      ...mates,
      joueur(20, { club_id: 1 }),
      joueur(21, { club_id: 3, nom: 'Zébulon' }),
      joueur(22, { club_id: 3 }),
      joueur(23, { poste: 'GB', club_id: 3 }),
    ];
    const points = new Map<number, number>();
    const base = { joueurs: pool, dropped: owned(dropped), team, taken: new Set([22]), points, maxParClub: 3, search: '', clubId: null };
    const list = mercatoCandidates(base);
    expect(list.rows.map((c) => [c.joueur.id, c.status])).toEqual([
      [22, 'taken'],
      [21, 'available'],
      [20, 'club'],
    ]);
    expect([list.available, list.unavailable]).toEqual([1, 2]);
    // Name filter (accents ignored) and club filter.
    expect(mercatoCandidates({ ...base, search: 'zebu' }).rows.map((c) => c.joueur.id)).toEqual([21]);
    expect(mercatoCandidates({ ...base, clubId: 1 }).rows.map((c) => c.joueur.id)).toEqual([20]);
    // Dropping a club-1 player makes room at club 1.
    const dropMate = mercatoCandidates({ ...base, dropped: owned(mates[0] as Joueur) });
    expect(dropMate.rows.map((c) => c.joueur.id)).toEqual([23]);
  });

  it("ranks the candidates by this season's points, last season's total only breaking ties", () => {
    const dropped = joueur(1);
    const pool = [dropped, joueur(30), joueur(31), joueur(32)];
    // Last season 30 < 31 < 32; this season 31 leads, 30 and 32 tie at 5 (32 first: better last season).
    const points = new Map([
      [30, 5],
      [31, 54],
      [32, 5],
    ]);
    const list = mercatoCandidates({
      joueurs: pool,
      dropped: owned(dropped),
      team: [owned(dropped)],
      taken: new Set(),
      points,
      maxParClub: 3,
      search: '',
      clubId: null,
    });
    expect(list.rows.map((c) => [c.joueur.id, c.points, c.joueur.total])).toEqual([
      [31, 54, 31],
      [32, 5, 32],
      [30, 5, 30],
    ]);
  });

  it('at the club limit, the dropped player of that club frees the place for another of the same club', () => {
    // Three club-1 players (the limit): a club-1 GB may replace the club-1 GB, not the club-2 one.
    const gb = joueur(1, { poste: 'GB' });
    const team = [gb, joueur(2, { poste: 'DC' }), joueur(3, { poste: 'MC' }), joueur(4, { poste: 'GB', club_id: 2 })].map(owned);
    const sameClub = joueur(30, { poste: 'GB' });
    const base = { joueurs: [sameClub], team, taken: new Set<number>(), points: new Map(), maxParClub: 3, search: '', clubId: null };
    const list = mercatoCandidates({ ...base, dropped: owned(gb) });
    expect(list.rows.map((c) => [c.joueur.id, c.status])).toEqual([[30, 'available']]);
    expect([list.available, list.unavailable]).toEqual([1, 0]);
    const other = team[3] as TeamPlayer;
    expect(mercatoCandidates({ ...base, dropped: other }).rows.map((c) => [c.joueur.id, c.status])).toEqual([[30, 'club']]);
  });

  it('free players of a position: not taken, name search from 2 characters', () => {
    const pool = [joueur(1, { nom: 'Abel' }), joueur(2, { nom: 'Bruno' }), joueur(3, { nom: 'Abdou', poste: 'GB' })];
    expect(freeJoueurs(pool, 'AT', new Set([2]), '').map((j) => j.id)).toEqual([1]);
    expect(freeJoueurs(pool, 'AT', new Set(), 'b').map((j) => j.id)).toEqual([1, 2]);
    expect(freeJoueurs(pool, 'AT', new Set(), 'br').map((j) => j.id)).toEqual([2]);
  });

  it('counts only complete same-position pairs and warns about incompatible ones', () => {
    const postes: Record<number, 'GB' | 'AT'> = { 1: 'GB', 2: 'GB', 3: 'AT', 4: 'GB' };
    const { valid, warnings } = checkPairs(
      [
        { a: 1, b: 2 },
        { a: 3, b: 4 },
        { a: 3, b: null },
      ],
      (id) => postes[id],
    );
    expect(valid).toEqual([{ u1_joueur_id: 1, u2_joueur_id: 2 }]);
    expect(warnings).toEqual(['Postes incompatibles: AT vs GB']);
  });
});
