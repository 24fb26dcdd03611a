import { DRAFT_ERRORS } from '@poolfoot/domain';
import { describe, expect, it } from 'vitest';
import { bilanOf, filterJoueurs, initialOrder, isPast, isTurnOf, move, rangOf, slots, unavailableReason, withoutChoix } from './lib';
import { draftState, JOUEURS, joueur, USERS } from './test-data';

const byId = (id: number) => JOUEURS.find((j) => j.id === id) ?? joueur(id, 'MC', 99);

describe('unavailableReason', () => {
  const state = draftState();
  const gestion = state.gestion;
  const drafted = new Set(state.drafted_playerIds);
  it('gives the reason a pooler may not take a player: drafted, position full, club full', () => {
    const full = { nb_joueurs: 5, nb_joueurs_poste: { GB: 2, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 }, nb_joueurs_club: { '10': 3 } };
    expect(unavailableReason(byId(301), full, gestion, drafted)).toBe(DRAFT_ERRORS.drafted);
    expect(unavailableReason(byId(103), full, gestion, drafted)).toBe(DRAFT_ERRORS.poste('GB', 2));
    expect(unavailableReason(byId(302), full, gestion, drafted)).toBe(DRAFT_ERRORS.club(3));
    expect(unavailableReason(byId(202), bilanOf(state, 1), gestion, drafted)).toBeNull();
  });

  it('leaves the replaced pick out (an admin edit)', () => {
    const full = { nb_joueurs: 2, nb_joueurs_poste: { GB: 2, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 }, nb_joueurs_club: { '10': 2 } };
    expect(unavailableReason(byId(103), full, gestion, drafted)).not.toBeNull();
    expect(unavailableReason(byId(103), withoutChoix(full, byId(101)), gestion, drafted)).toBeNull();
  });
});

describe('filterPlayers', () => {
  it('filters by name from 2 letters (accents ignored), club and position; best total first', () => {
    const all = filterJoueurs(JOUEURS, { name: '', clubId: null, poste: null });
    expect(all.map((j) => j.id)).toEqual([301, 302, 101, 102, 103, 201, 202]);
    expect(filterJoueurs(JOUEURS, { name: 'p', clubId: null, poste: null })).toHaveLength(7);
    expect(filterJoueurs(JOUEURS, { name: 'prénom10', clubId: null, poste: null }).map((j) => j.id)).toEqual([101, 102, 103]);
    expect(filterJoueurs(JOUEURS, { name: '', clubId: '10', poste: 'GB' }).map((j) => j.id)).toEqual([101, 102]);
  });
});

describe('slots, turns and the snake', () => {
  it('lists every slot in pick order with its pooler; the past is behind the cursor', () => {
    const state = draftState();
    const all = slots(state);
    expect(all).toHaveLength(60);
    expect(all.slice(0, 6).map((c) => [c.tour, c.rang, c.userId])).toEqual([
      [1, 1, 1],
      [1, 2, 2],
      [1, 3, 3],
      [2, 1, 3],
      [2, 2, 2],
      [2, 3, 1],
    ]);
    expect(all[2]?.choix?.auto).toBe(true);
    expect(isPast(state.gestion, { tour: 1, rang: 3 })).toBe(true);
    expect(isPast(state.gestion, { tour: 2, rang: 1 })).toBe(false);
    expect(rangOf(state.ordre, 2, 1)).toBe(3);
    expect(isTurnOf(state.gestion, 3)).toBe(true);
    expect(isTurnOf(state.gestion, 1)).toBe(false);
    expect(isTurnOf({ ...state.gestion, status: 'en pause' }, 3)).toBe(false);
  });
});

describe('the order editor helpers', () => {
  it('puts the saved order first, then the other users; moves a row up or down', () => {
    expect(initialOrder(USERS, [3, 1]).map((u) => u.id)).toEqual([3, 1, 2]);
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
});
