/** Small mercato fixtures for the web tests (not used by the app). */
import type { Joueur, Poste, TeamPlayer } from '@poolfoot/domain';

/** A player as a pooler's team lists him: owned by `userId` since matchday 1. */
export const owned = (j: Joueur, userId: number, over: Partial<TeamPlayer> = {}): TeamPlayer => ({
  joueur_id: j.id,
  poste: j.poste,
  prenom: j.prenom,
  nom: j.nom,
  club_official_name: null,
  club_name: j.club_name,
  club_id: j.club_id,
  lfp_id: j.lfp_id,
  journee_in: 1,
  journee_out: null,
  user_id: userId,
  malus_cap: 0,
  ...over,
});

/** A Lyon player of the season (club and points as given). */
export const player = (id: number, nom: string, poste: Poste, over: Partial<Joueur> = {}): Joueur => ({
  id,
  nom,
  prenom: null,
  surnom: null,
  lfp_id: String(id),
  short_opta_id: `p${id}`,
  club_id: 1,
  club_name: 'Lyon',
  club_official_name: null,
  poste,
  numero: null,
  saison_id: 2026,
  total: 0,
  ...over,
});
