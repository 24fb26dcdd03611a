import type { DraftStatus } from '../api/draft.js';
import { plural } from './plural.js';

/** The draft calls' own French messages (SPEC.md leaves their wording open). */
export const DRAFT_MSG = {
  notRunning: 'La draft n’est pas en cours.',
  notYourTurn: 'Ce n’est pas votre tour.',
  notPoolerTurn: 'Ce n’est pas le tour de ce pooler.',
  noOrder: 'L’ordre de la draft n’est pas défini.',
  alreadyStarted: 'La draft a déjà commencé : réinitialisez-la avant de changer l’ordre.',
  finishedLocked: 'La draft est terminée : les équipes sont formées, elle ne peut plus être modifiée.',
  unknownUsers: (ids: number[]) => `${ids.length > 1 ? 'Poolers inconnus' : 'Pooler inconnu'} : ${ids.join(', ')}.`,
  playerNotFound: 'Joueur introuvable pour cette saison.',
  transition: (from: DraftStatus, to: DraftStatus) => `Changement de statut impossible : de « ${from} » à « ${to} ».`,
  reset: 'Draft réinitialisée : tous les choix sont supprimés.',
  simulated: (player: string, pooler: string) => `${player} choisi pour ${pooler}.`,
  slotNotFound: 'Aucun choix à ce tour et à ce rang.',
  slotFuture: 'Ce choix n’a pas encore été fait.',
  slotPooler: (pooler: string) => `Ce choix revient à ${pooler}.`,
  deleted: 'Choix supprimé.',
  teamsExist: 'Des équipes existent déjà pour cette saison : la draft ne peut pas les créer.',
  /** The draft's player list (issue 29): in what order it comes, last season's points first. */
  sortedByPrev: (years: string) => `Classés par total ${years}, du plus haut au plus bas.`,
  clockSet: (minutes: number) => (minutes > 0 ? `Temps par choix : ${plural(minutes, 'minute')}.` : 'Choix automatique désactivé.'),
} as const;
