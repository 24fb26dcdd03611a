/** Small draft fixtures for the web tests (not used by the app). */
import type { DraftState, Joueur, Poste } from '@poolfoot/domain';

export const joueur = (id: number, poste: Poste, clubId: number, total = 0): Joueur => ({
  id,
  nom: `Nom${id}`,
  prenom: `Prenom${id}`,
  surnom: null,
  lfp_id: String(id),
  short_opta_id: `p${id}`,
  club_id: clubId,
  club_name: `Club${clubId}`,
  club_official_name: null,
  poste,
  numero: null,
  saison_id: 2026,
  total,
});

/** Order [1, 2, 3]; round 1 made (the third pick by the clock); round 2 rank 1 (user 3) is next. */
export function draftState(over: Partial<DraftState['gestion']> = {}): DraftState {
  return {
    success: true,
    status: 'success',
    gestion: {
      saison_id: 2026,
      status: 'en cours',
      tour: 2,
      max_tours: 20,
      choix: 1,
      prochain_pooler_id: 3,
      max_joueurs_poste: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 },
      max_par_club: 3,
      pick_clock_minutes: 0,
      pick_deadline: null,
      ...over,
    },
    ordre: [1, 2, 3],
    choix: {
      '1': {
        '1': { userId: 1, playerId: 101, auto: false, from_list: false },
        '2': { userId: 2, playerId: 201, auto: false, from_list: false },
        '3': { userId: 3, playerId: 301, auto: true, from_list: false },
      },
    },
    drafted_playerIds: [101, 201, 301],
    bilan_poolers: {
      '1': { nb_joueurs: 1, nb_joueurs_poste: { GB: 1, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 }, nb_joueurs_club: { '10': 1 } },
      '2': { nb_joueurs: 1, nb_joueurs_poste: { GB: 0, DC: 1, DL: 0, MC: 0, MO: 0, AT: 0 }, nb_joueurs_club: { '20': 1 } },
      '3': { nb_joueurs: 1, nb_joueurs_poste: { GB: 0, DC: 0, DL: 0, MC: 0, MO: 0, AT: 1 }, nb_joueurs_club: { '30': 1 } },
    },
    autopick: [],
  };
}

export const JOUEURS: Joueur[] = [
  joueur(101, 'GB', 10, 90),
  joueur(102, 'GB', 10, 80),
  joueur(103, 'GB', 20, 70),
  joueur(201, 'DC', 20, 60),
  joueur(202, 'DC', 10, 50),
  joueur(301, 'AT', 30, 150),
  joueur(302, 'AT', 10, 140),
];

export const USERS = [
  { id: 1, username: 'Alex', nickname: 'Le Président' },
  { id: 2, username: 'Bruno', nickname: 'Bruno la Muraille' },
  { id: 3, username: 'Camille', nickname: 'Cam la Magicienne' },
];
