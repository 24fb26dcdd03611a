import { plural } from './plural.js';

/**
 * The French texts of the championnat (the real Ligue 1 data) (SPEC.md leaves their wording open): the server's own, and the instance admin's
 * season set-up from the league (its next season).
 */
export const CHAMPIONNAT_MSG = {
  jobRunning: 'Un traitement est déjà en cours : attendez sa fin ou annulez-le.',
  jobNotFound: 'Traitement introuvable.',
  jobNotRunning: 'Ce traitement est déjà terminé.',
  jobStarted: 'Traitement lancé.',
  cancelRequested: "Annulation demandée : le traitement s'arrête après l'élément en cours.",
  cancelled: 'Traitement annulé.',
  /** How a job sums up its counters when over: the matches import, and the other jobs (squads). */
  matchesImported: (ok: number, ko: number) => `Import des matchs terminé : ${ok} OK, ${ko} KO`,
  jobDone: (ok: number, ko: number) => `Terminé : ${ok} OK, ${ko} KO`,
  /** A job of which nothing went through: why, from its last failure. */
  jobFailed: (ko: number, reason: string) => (ko === 1 ? `Échec : ${reason}` : `Échec (${ko} KO) : ${reason}`),
  interrupted: 'Traitement interrompu (serveur arrêté).',
  internal: 'erreur interne (voir le journal du serveur)',
  clubNotFound: 'Club introuvable.',
  matchNotFound: 'Match introuvable.',
  noClubs: 'Aucun club à traiter pour cette saison.',
  noMatches: "Aucun match pour cette journée : récupérez d'abord les matchs.",
  // what went wrong with a source
  /** A connection that failed, with the system's code when there is one (the admin's search term). */
  sourceUnreachable: (code?: string) => (code ? `source injoignable (${code})` : 'source injoignable'),
  causeDns: (host: string) => `source injoignable : nom inconnu (DNS) pour ${host}`,
  causeRefused: 'source injoignable : connexion refusée',
  causeReset: 'source injoignable : connexion coupée',
  causeNoRoute: 'source injoignable : réseau inaccessible',
  causeTls: (code: string) => `source injoignable : certificat TLS refusé (${code})`,
  sourceTimeout: 'délai de réponse dépassé',
  sourceHttp: (status: number) => `réponse HTTP ${status}`,
  sourceWait: (status: number, seconds: number) => `réponse HTTP ${status}, la source demande d'attendre ${seconds} s`,
  sourceGarbage: (detail: string) => `réponse illisible (${detail})`,
  sourceRefused: 'la source a refusé la requête (protection anti-robots)',
  sourceRedirected: (host: string) => `redirection vers un autre site (${host}) refusée`,
  sourceRedirectLoop: 'trop de redirections',
  tmRefused: 'Transfermarkt a refusé la requête (protection anti-robots : réponse vide ou en-tête x-amzn-waf-action) ; réessayez plus tard',
  afterTries: (reason: string, tries: number) => `${reason} (${plural(tries, 'essai')})`,
  noLfpId: "pas d'identifiant LFP (club_id) pour ce club",
  notInLfpList: (extId: string) => `club ${extId} absent de la liste des clubs de Ligue 1`,
  noTmUrl: 'pas de page Transfermarkt pour ce club',
  badTmUrl: 'adresse Transfermarkt invalide',
  noTmSquad: "pas d'effectif Transfermarkt : récupérez-le d'abord",
  unknownClub: (extId: string, name: string) =>
    `club inconnu de la base (identifiant LFP ${extId}, ${name}) : match refusé, rien n'a été écrit ; mettez la saison en place depuis la LFP ou renseignez l'identifiant LFP du club`,
  otherClubSquad: (got: string) => `l'effectif reçu est celui d'un autre club (identifiant LFP ${got}) : rien n'a été écrit`,
  seasonMismatch: (got: string, ours: string) =>
    `la LFP a répondu pour la saison ${got}, la base est en saison ${ours} : rien n'a été écrit`,
  seasonUsed: (season: string) => `Saison LFP ${season}`,
  unknownPeriod: (period: string) => `période inconnue « ${period} » : match traité comme non commencé`,
  notStartedNoLines: 'pas commencé : aucune ligne de stats',
  minutesDerived:
    'minutes déduites de la feuille de match (titulaires, remplacements, durée du match) : la LFP ne les donne pas encore ; un import plus tard prendra les siennes',
  postesRefined: (names: string[]) => `Postes précisés par la feuille de match : ${names.join(', ')}`,
  kickoffUnknownLine: 'horaire à confirmer (la LFP ne l’a pas fixé) : ne verrouille aucune compo',
  afterMatchday: 'coup d’envoi après la journée : compté comme reporté',
  // the season set up from the league
  setupClubs: 'Clubs de Ligue 1',
  /** The set-up could not read the league's clubs: the address asked and why, then what to do. */
  sourceAt: (reason: string, url: string) => `${reason}, à l'adresse ${url}`,
  setupNextSteps: (demo: boolean) => [
    'Vérifiez que la machine du serveur accède à internet (et à cette adresse), ou le réglage LFP_API_URL : voir docs/saison-reelle.md, « Quand la mise en place échoue ».',
    'Puis relancez « Mettre en place la saison ».',
    ...(demo ? [] : ['Pour essayer sans la LFP : la ligue de démo, DEMO_LEAGUE=on au démarrage du serveur.']),
  ],
  seasonAdopted: (nom: string) => `${nom} adoptée : la base n'avait encore aucune donnée de la LFP`,
  seasonTaken: (nom: string, season: string) =>
    `${nom} a déjà des clubs ou des journées : la LFP répond pour la saison ${season}, rien n'a été écrit. ` +
    `Une fois la saison finie, « Passer à la saison suivante » la met en place`,
  // the next season (the admin page's set-up card)
  nextSeason: 'Passer à la saison suivante',
  nextSeasonReady: (nom: string) =>
    `${nom} est terminée : sa dernière journée est finie. La saison suivante se met en place depuis la LFP.`,
  nextSeasonConfirm: (nom: string) =>
    `Mettre en place la saison suivante depuis la LFP ? ${nom} reste entière et en lecture seule : ses classements, ` +
    'résultats, équipes et compos se consultent toujours, plus rien ne s’y écrit. La nouvelle saison devient la saison ' +
    'active de toutes les ligues ; l’admin de chaque ligue la lance ensuite (Admin › La ligue), avec son ordre de draft.',
  /** The draft's stats of a past season, from its name as SPEC.md shortens it ('Saison 2024/2025': 'Stats 2024/2025'). */
  seasonStats: (nom: string) => nom.replace(/^Saison /, 'Stats '),
  clubSetUp: (created: boolean, squad: string) => `${created ? 'club créé' : 'club déjà là'}, ${squad}`,
  matchdaySetUp: (created: boolean, matches: number, made: number, changed: number) =>
    `${created ? 'journée créée' : 'journée déjà là'}, ${plural(matches, 'match', 'matchs')} (${plural(made, 'créé')}, ${changed} mis à jour)`,
  unknownKickoffs: (n: number) => `${plural(n, 'horaire')} à confirmer`,
  clubsMismatch: 'les clubs de la source ne sont pas ceux du match',
  // log lines
  matchday: (n: number) => `Journée ${n}`,
  emptySheet: 'feuille de match vide pour un match commencé',
  sheetBehind: (answer: string, stored: string) =>
    `réponse en retard sur ce qui est enregistré (${answer || 'sans période'} après ${stored}) : ignorée`,
  sheetShrunk: (lines: number, stored: number) => `réponse qui ne garde que ${lines} des ${stored} lignes de stats enregistrées : ignorée`,
  matchImported: (score: string | null, what: 'créé' | 'mis à jour' | 'inchangé') => `${score ? `${score}, ` : ''}${what}`,
  matchBuilt: (score: string | null, lines: number, changed: number) =>
    `${score ? `${score}, ` : ''}${plural(lines, 'ligne')} de stats${lines === 0 ? '' : changed ? ` (${plural(changed, 'modifiée')})` : ' (inchangées)'}`,
  unknownPlayers: (names: string[]) => `Joueurs inconnus ignorés (lancez la synchro des effectifs) : ${names.join(', ')}`,
  squadFailed: (reason: string) => `effectif non lu : ${reason}`,
  squadSynced: (count: number, created: number, updated: number) =>
    `${plural(count, 'joueur')} (${plural(created, 'nouveau', 'nouveaux')}, ${updated} mis à jour)`,
  tmFetched: (count: number, changed: boolean) => `${plural(count, 'joueur')} Transfermarkt${changed ? '' : ' (inchangés)'}`,
  mercatoChecked: (added: number, removed: number) => `${plural(added, 'arrivée')}, ${plural(removed, 'départ')}`,
  arrival: (name: string) => `Arrivée : ${name}`,
  departure: (name: string) => `Départ : ${name}`,
  compared: (ok: number, check: number) => `${plural(ok, 'joueur')} OK, ${check} à vérifier`,
  toCheck: (source: 'lfp' | 'tm', name: string, reason: string) => `${source === 'lfp' ? 'LFP' : 'Transfermarkt'} : ${name} — ${reason}`,
  // comparison reasons
  birthDiffers: (other: string) => `date de naissance différente (${other})`,
  birthUnknown: 'date de naissance inconnue',
  missingInTm: 'absent de Transfermarkt',
  missingInLfp: 'absent de la LFP',
} as const;
