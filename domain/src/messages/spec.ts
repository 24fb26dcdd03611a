import { ordinal } from './plural.js';

/**
 * Every French text SPEC.md gives, copied word for word: this is the one module that holds them, and
 * nothing else in the code base writes French prose that SPEC.md fixes. The texts whose wording
 * SPEC.md leaves open live beside it, one file per feature (`server.ts` for the server's own refusals).
 */
export const MSG = {
  // auth
  loginSuccess: 'Vous êtes bien loggés.',
  loginNetwork: 'Erreur de connexion au serveur.',
  passwordsDiffer: 'Mots de passe differents.',
  passwordChanged: 'Modification du mot de passe effectuée avec succès.',
  forgotPassword: 'Mot de passe oublié ?',
  // shell
  navLogin: 'Connexion',
  navHome: 'Home',
  navTeam: 'Ma Team',
  navAccount: 'Mon compte',
  navAdmin: 'Admin',
  /** The stats page's name: the navbar link, its title and the mercato's button to it. */
  stats: 'Stats',
  forbidden: 'Accès interdit',
  seasonLabel: 'Saison 2025/2026',
  statsPrevLabel: 'Stats 2024/2025',
  accountTitle: (username: string) => `Compte de ${username}`,
  // home
  tileDraft: 'Draft',
  tileMercato: 'Mercato',
  /** 'n ème / 12' in SPEC.md, written with the French ordinal (its Home note): '1er / 12', '2e / 12'. */
  rankOf: (rank: number, poolers: number) => `${ordinal(rank)} / ${poolers}`,
  // game context
  notLoggedIn: 'Utilisateur non connecté',
  gameContextNetwork: 'GameContext : Erreur de connexion au serveur.',
  // generic
  httpStatus: (status: number) => `HTTP ${status}`,
  httpStatusText: (status: number, text: string) => `${status} ${text}`,
  backendError: 'Erreur backend',
  apiError: 'Erreur API',
  error: 'Erreur',
  errorWith: (message: string) => `Erreur: ${message}`,
  // imports and deletions
  invalidJsonFile: 'Fichier JSON invalide',
  fileReady: (n: number, what: string) => `Fichier prêt à être envoyé (${n} ${what})`,
  deleteFailed: 'Erreur lors de la suppression',
  confirmDeleteClub: 'Confirmer la suppression de ce club ?',
  confirmDeletePlayer: 'Confirmer la suppression de ce joueur ?',
  allClubs: 'Tous les clubs',
  addMatchday: 'Ajouter une journée',
  // draft
  draftTitle: (tour: number, max: number) => `Draft – Tour ${tour} / ${max}`,
  draftChoose: 'Choisir un joueur',
  draftSeePlayers: 'Voir les joueurs',
  orderSaved: 'Ordre sauvegardé',
  noValidPlayer: 'Aucun joueur valide pour ce pooler',
  noPlayerChosen: 'bug pas de joueur choisi',
  simulateError: (message: string) => `❌ Erreur : ${message}`,
  simulateNetwork: "❌ Erreur lors de l'envoi du pick",
  editPickFailed: 'Erreur lors de la sélection',
  pickSuccess: (player: string) => `Choix de ${player} validé !`,
  editPickSuccess: 'Modification du Choix validé !',
  draftStatus: { notStarted: 'non débuté', running: 'en cours', paused: 'en pause', finished: 'terminé' },
  draftActions: { start: 'Démarrer', pause: 'Pause', resume: 'Reprise' },
  // teams and lineups
  teamNoPooler: 'Aucun poolerId fourni et utilisateur non connecté',
  teamEmpty: 'Aucune team trouvée pour cet utilisateur.',
  composSaveFailed: 'Échec enregistrement de la compo',
  composSaved: 'Composition enregistrée avec succès !',
  composSaving: 'Enregistrement…',
  matchdayNotFound: 'Journée introuvable',
  formationLocked: (n: number, poste: string, m: number, formation: string) =>
    `Changement impossible : ${n} joueur(s) verrouillé(s) au poste ${poste}, mais seulement ${m} slot(s) dans ${formation}.`,
  recapLoadError: 'Erreur au chargement',
  recapLoading: 'Chargement des rencontres et des compositions…',
  matchNo: (n: number) => `Match #${n}`,
  // results
  victory: (username: string) => `Victoire ${username}`,
  draw: 'Match Nul',
  unknownUser: (id: number) => `User #${id}`,
  // stats
  statsLoadError: 'Erreur lors du chargement des statistiques.',
  statsNotOk: 'status!=ok',
  alreadyTaken: 'Déjà pris dans une équipe',
  // mercato
  mercatoPass: 'Passer',
  mercatoPriority: 'Revenir en priority',
  /** The mercato's button to its pick screen; the draft's pick buttons read the same. */
  choose: 'Choisir',
  mercatoPickFailed: 'Erreur lors du remplacement.',
  mercatoNetwork: 'Erreur réseau. Merci de réessayer.',
  mercatoPickSuccess: 'Remplacement validé ✔️',
  takenShort: 'déjà pris',
  moveUpdateFailed: 'Échec de la mise à jour.',
  moveUpdateNetwork: 'Erreur réseau ou serveur.',
  moveUpdated: 'Move mis à jour ✔️',
  exchangeFailed: "Échec de l'échange",
  exchangeTeamsFailed: 'API teams/getAll a échoué',
  exchangeSamePooler: 'Les deux poolers doivent être distincts.',
  exchangeIncompatible: (a: string, b: string) => `Postes incompatibles: ${a} vs ${b}`,
  exchangeDone: (n: number) => `Échange effectué: ${n} paire(s).`,
  replacementIncomplete: 'Sélection incomplète.',
  replacementDone: 'Remplacement effectué.',
  // league data
  rebuildDone: (ok: number, ko: number) => `Rebuild terminé : ${ok} OK, ${ko} KO`,
  // empty lists
  noPairings: 'Aucune rencontre pour cette journée.',
  noCompo: 'Aucune compo.',
  noOpponent: "Pas d'adversaire cette journée.",
  noTeamMatch: 'Aucune team matchant le filtre.',
  noPlayerForSlot: 'Aucun joueur disponible pour ce poste.',
} as const;
