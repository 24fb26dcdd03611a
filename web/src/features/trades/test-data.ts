/** Small trades fixtures for the web tests (not used by the app). */
import type { Poste, TeamPlayer, Trade, TradeJoueur, TradesList } from '@poolfoot/domain';

export const joueur = (id: number, nom: string, poste: Poste, club_name = 'Lyon'): TradeJoueur => ({
  id,
  prenom: null,
  nom,
  club_name,
  poste,
});

/** A player of a pooler's team, his since matchday 1. */
export const owned = (j: TradeJoueur, userId: number): TeamPlayer => ({
  joueur_id: j.id,
  poste: j.poste,
  prenom: j.prenom,
  nom: j.nom,
  club_official_name: null,
  club_name: j.club_name,
  club_id: j.id,
  lfp_id: String(j.id),
  journee_in: 1,
  journee_out: null,
  user_id: userId,
  malus_cap: 0,
});

export const ARNO = { id: 7, name: 'Arno' };
export const BEA = { id: 8, name: 'Béa' };
export const ARNO_PLAYERS = [
  joueur(1, 'Durand', 'DC'),
  joueur(2, 'Petit', 'MC', 'Nice'),
  joueur(3, 'Roux', 'AT', 'Lens'),
  joueur(4, 'Blanc', 'GB'),
];
export const BEA_PLAYERS = [
  joueur(11, 'Martin', 'DC', 'Brest'),
  joueur(12, 'Leroy', 'MC'),
  joueur(13, 'Morel', 'AT', 'Nantes'),
  joueur(14, 'Faure', 'MO'),
];

export const trade = (over: Partial<Trade> = {}): Trade => ({
  id: 1,
  status: 'pending',
  from: BEA,
  to: ARNO,
  give: [BEA_PLAYERS[0] as TradeJoueur],
  take: [ARNO_PLAYERS[0] as TradeJoueur],
  message: 'Un DC pour un DC ?',
  counter_of: null,
  created_at: '2026-09-10T08:30:00.000Z',
  expires_at: '2026-09-12T08:30:00.000Z',
  accepted_at: null,
  closed_at: null,
  review_deadline: null,
  journee: null,
  reason: null,
  blocked: null,
  lineup_losses: [],
  ...over,
});

export const RULES: TradesList['rules'] = {
  closed: null,
  journee_effet: 3,
  review: 'none',
  deadline: null,
  expiry_hours: 48,
  max_joueurs_poste: { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 },
  max_par_club: 3,
};

/** trades/list.php as a test answers it: nothing unless given. */
export const list = (over: Partial<Omit<TradesList, 'success' | 'status'>> = {}) => ({
  received: [],
  sent: [],
  review: [],
  history: [],
  waiting: 0,
  rules: RULES,
  ...over,
});

/** teams/getAll.php with Arno's and Béa's teams. */
export const TEAMS = {
  saison_id: 2026,
  journee: 2,
  teams: [
    { saison_id: 2026, journee: 2, count: 4, user_id: ARNO.id, username: ARNO.name, joueurs: ARNO_PLAYERS.map((j) => owned(j, ARNO.id)) },
    { saison_id: 2026, journee: 2, count: 4, user_id: BEA.id, username: BEA.name, joueurs: BEA_PLAYERS.map((j) => owned(j, BEA.id)) },
  ],
};
