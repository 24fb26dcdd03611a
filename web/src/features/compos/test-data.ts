/** Small lineup fixtures for the web tests (not used by the app). */
import type { CompoSlot, Journee, Poste } from '@poolfoot/domain';

/** Matchday 3 (id 33), kicking off on 19 September at 17:00, with the status given. */
export const matchday3 = (status: number): Journee => ({
  id: 33,
  numjournee: 3,
  date: '2026-09-19',
  heure: '17:00',
  start_at: '2026-09-19T15:00:00.000Z',
  status,
  saison_id: 2026,
});

/** A filled slot of a lineup: an OL player at `poste`, with what differs given in `over`. */
export const lineupSlot = (ordre: number, poste: Poste, nom: string, over: Partial<CompoSlot> = {}) => ({
  ordre,
  joueur_id: ordre + 100,
  lfp_id: `l${ordre}`,
  club_id: 1,
  club_name: 'OL',
  poste,
  prenom: null,
  nom,
  isLocked: false,
  kickoff_at: null as string | null,
  total: null as number | null,
  played: false,
  ...over,
});
