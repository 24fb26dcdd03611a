import type { DraftStatus } from '../api/draft.js';
import { plural } from './plural.js';

/** The draft calls' own French messages (SPEC.md leaves their wording open). */
export const DRAFT_MSG = {
  notRunning: 'La draft n’est pas en cours.',
  notYourTurn: 'Ce n’est pas votre tour.',
  notPoolerTurn: 'Ce n’est pas le tour de ce pooler.',
  noOrder: 'L’ordre de la draft n’est pas défini.',
  /**
   * Démarrer refused while the draft's season has no players (RULES.md "Squads and the draft"): why, and where the
   * season is set up (the admin page's card « Saison depuis la LFP », CHAMPIONNAT_MSG.setupTitle): by the caller when he is
   * the instance's admin, else by the instance's admin.
   */
  noPlayers: (nom: string, instanceAdmin: boolean) =>
    `La draft ne peut pas démarrer : la ${nom} n’a encore aucun joueur. ` +
    (instanceAdmin
      ? 'Mettez la saison en place depuis la page Admin (/admin), carte « Saison depuis la LFP », puis démarrez la draft.'
      : 'Demandez à l’admin de l’instance de mettre la saison en place depuis la page Admin (/admin), carte « Saison depuis la LFP ».'),
  alreadyStarted: 'La draft a déjà commencé : réinitialisez-la avant de changer l’ordre.',
  finishedLocked: 'La draft est terminée : les équipes sont formées, elle ne peut plus être modifiée.',
  unknownUsers: (ids: number[]) => `${ids.length > 1 ? 'Poolers inconnus' : 'Pooler inconnu'} : ${ids.join(', ')}.`,
  playerNotFound: 'Joueur introuvable pour cette saison.',
  /** « Démarrer » asks first: the order is locked once the first pooler is called. */
  startConfirm:
    'Démarrer la draft ? Le premier pooler de l’ordre est appelé à choisir tout de suite, et l’ordre ne se change plus ensuite.',
  transition: (from: DraftStatus, to: DraftStatus) => `Changement de statut impossible : de « ${from} » à « ${to} ».`,
  reset: 'Draft réinitialisée : tous les choix sont supprimés.',
  simulated: (player: string, pooler: string) => `${player} choisi pour ${pooler}.`,
  slotNotFound: 'Aucun choix à ce tour et à ce rang.',
  slotFuture: 'Ce choix n’a pas encore été fait.',
  slotPooler: (pooler: string) => `Ce choix revient à ${pooler}.`,
  deleted: 'Choix supprimé.',
  // my list and autopick
  queueExpected: 'Liste de joueurs attendue.',
  queueTooLong: 'Au plus 50 joueurs dans la liste.',
  queueTwice: 'Un joueur figure deux fois dans la liste.',
  queueSaved: 'Liste enregistrée.',
  autopickExpected: 'Indiquez oui ou non.',
  autopickOn: 'Vous êtes absent : votre choix sera fait depuis votre liste dès votre tour.',
  autopickOff: 'Vous choisissez vous-même à nouveau.',
  /** « Ma liste » on /draft/choix and /draft/voirJoueurs: what it is for, and its rows. */
  queueTitle: 'Ma liste',
  queueHelp:
    'Si votre temps de choix s’écoule, ou si vous êtes absent, le premier joueur de votre liste encore libre et valide pour vous est choisi ; sinon, le meilleur de la saison passée. Vous seul voyez votre liste.',
  queueEmpty: 'Votre liste est vide : ajoutez des joueurs avec « Ajouter à ma liste ».',
  queueAdd: 'Ajouter à ma liste',
  queueRemove: 'Retirer de ma liste',
  queueAddOf: (player: string) => `Ajouter ${player} à ma liste`,
  queueRemoveOf: (player: string) => `Retirer ${player} de ma liste`,
  queueUp: (player: string) => `Monter ${player}`,
  queueDown: (player: string) => `Descendre ${player}`,
  queueTakenBy: (pooler: string) => `Pris par ${pooler}`,
  queueMine: 'Dans votre équipe',
  queueTaken: 'Déjà choisi',
  queueNotValid: 'Plus valide pour vous (poste ou club au maximum).',
  autopickLabel: 'Je serai absent : choisir pour moi',
  autopickHelp:
    'À votre tour, le choix est fait aussitôt depuis votre liste (ou le meilleur joueur libre si elle est épuisée), jusqu’à ce que vous désactiviez ceci.',
  /** The board: who is away, and how an automatic pick was made. */
  awayTitle: 'Absents (choix fait pour eux depuis leur liste)',
  markList: 'liste',
  markListHint: 'Choisi depuis la liste du pooler (absent ou temps écoulé)',
  markAuto: 'auto',
  markAutoHint: 'Choix automatique : le meilleur joueur encore libre',
  teamsExist: 'Des équipes existent déjà pour cette saison : la draft ne peut pas les créer.',
  /** The draft's player list: in what order it comes, last season's points first. */
  sortedByPrev: (years: string) => `Classés par total ${years}, du plus haut au plus bas.`,
  clockSet: (minutes: number) => (minutes > 0 ? `Temps par choix : ${plural(minutes, 'minute')}.` : 'Choix automatique désactivé.'),
} as const;
