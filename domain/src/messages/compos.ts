import { plural } from './plural.js';

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
} as const;
