import { plural, pts } from './plural.js';

/** The server's own French messages for lineups (SPEC.md leaves their wording open). */
export const COMPOS_MSG = {
  unknownPlayer: (lfpId: string) => `Joueur ${lfpId} introuvable pour cette saison.`,
  duplicateSlot: (ordre: number) => `L'emplacement ${ordre} est donné deux fois.`,
  journeeFinished: 'Cette journée est terminée : sa composition ne peut plus être modifiée.',
  lockedTooltip: 'Joueur verrouillé : son match a commencé.',
  hiddenUntilKickoff: 'Les compositions des autres poolers seront visibles au premier coup d’envoi.',
  incomplete: (empty: number) => `Composition incomplète : ${plural(empty, 'emplacement vide', 'emplacements vides')}.`,
  incompleteHint: 'Un emplacement vide ne marque aucun point.',
  completeFromSquad: 'Compléter avec mon effectif',
  /** The lineup's player picker: a player's points this season, at the last matchday, and his club's match. */
  pickerSeason: (points: number) => `${pts(points)} cette saison`,
  pickerLast: (numjournee: number, points: number | null) => `J${numjournee} : ${points === null ? 'n’a pas joué' : pts(points)}`,
  pickerHome: (club: string) => `vs ${club} (dom.)`,
  pickerAway: (club: string) => `à ${club} (ext.)`,
  pickerNoMatch: 'Pas de match',
} as const;
