/** Small mercato fixtures for the web tests (not used by the app). */
import type { Joueur, TeamPlayer } from '@poolfoot/domain';

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
