import type { PipelineStage, PipelineStep } from '../api/autopilot.js';
import { plural, pts } from './plural.js';

/** The matchday pipeline's and the autopilot's French texts. */
export const AUTOPILOT_MSG = {
  stages: {
    avenir: 'à venir',
    non_joue: 'pas joué à son heure',
    en_direct: 'en direct',
    termine: 'terminé',
    stats: 'stats importées',
    points: 'points calculés',
  } satisfies Record<PipelineStage, string>,
  /** The next step as its one button (or its state) says it. */
  steps: {
    import_matches: 'Récupérer les matchs de la LFP',
    import_stats: 'Importer les stats des matchs terminés',
    compute_points: 'Calculer les points',
    compute_results: 'Clore la journée : résultats et classement',
    wait: 'En attente des matchs : rien à faire pour l’instant',
    mark_postponed:
      'Un match n’a pas été joué à son heure et la journée l’attend : marquez-le reporté (ou corrigez son horaire) pour la clore.',
    done: 'Journée terminée : tout est calculé',
  } satisfies Record<PipelineStep, string>,
  autopilot: 'Pilote automatique',
  autopilotOn: (seconds: number) =>
    `Le serveur suit la LFP : feuilles de match lues toutes les ${seconds} s pendant les matchs, stats, points et résultats sans clic, réimport plus tard dans la nuit et le lendemain.`,
  liveTitle: 'Journée en direct',
  liveMatches: 'Matchs en cours',
  liveScores: 'Scores provisoires',
  provisional:
    'Scores provisoires : les points des joueurs en jeu suivent leur feuille de match, ils deviennent définitifs au coup de sifflet final.',
  // live points on the match cards, the recap, the home and the points explanation
  onAir: 'en direct',
  provisionalMark: 'provisoire',
  /** Beside a player whose match is being played, instead of its kickoff. */
  liveMinute: (minute: number | null) => (minute === null ? 'en direct' : `en direct · ${minute}'`),
  livePointsLabel: (points: number, minute: number | null, name: string) =>
    `Points provisoires : ${pts(points)}, en direct${minute === null ? '' : ` (${minute}e minute)`} : détail des points de ${name}`,
  liveScoreLabel: (onAir: boolean, who: string) => `Score provisoire${onAir ? ' en direct' : ''} de ${who}`,
  liveMatchLabel: (onAir: boolean) => `Score provisoire${onAir ? ' en direct' : ''}`,
  liveLine: (n: number, minute: number | null) => `J${n} ${minute === null ? 'en direct' : `en direct · ${minute}'`}`,
  liveMinutes: (minutes: number) => `${plural(minutes, 'minute jouée', 'minutes jouées')} pour l’instant`,
  liveNote: 'Points provisoires : ils suivent la feuille de match et deviennent définitifs au coup de sifflet final.',
  // lineup reminders
  reminderSubject: (n: number) => `Poolfoot : votre compo de la J${n} est incomplète`,
  reminderText: (name: string, league: string, n: number, empty: number, appUrl: string) =>
    `Bonjour ${name},\n\nLa journée ${n} commence dans moins d'une heure et votre compo dans la ligue « ${league} » a ${plural(empty, 'place vide', 'places vides')} : ` +
    `elles ne rapporteront aucun point.\nComplétez-la : ${appUrl}/compo\n\nPour ne plus recevoir ces rappels : ${appUrl}/user/account`,
  remindersSent: (n: number, sent: number) => `Rappels de compo de la J${n} : ${plural(sent, 'mail envoyé', 'mails envoyés')}`,
  reminderFailed: (name: string) => `Rappel de compo : le mail à ${name} n'est pas parti (voir le journal du serveur)`,
  reminderLabel: 'Me prévenir par mail une heure avant la journée si ma compo est incomplète',
  remindersOn: 'Vous recevrez un mail si votre compo est incomplète une heure avant la journée.',
  remindersOff: 'Vous ne recevrez plus de mail de rappel.',
  paused: 'Pilote automatique en pause : rien ne se fait sans un admin.',
  resumed: 'Pilote automatique actif : le serveur suit la LFP.',
  // the autopilot's log lines
  polled: (score: string | null, lines: number) => `en direct${score ? ` ${score}` : ''}, ${plural(lines, 'ligne')} de stats`,
  notStarted: 'pas commencé',
  notPlayed: 'pas joué à son heure : marquez-le reporté depuis la page de gestion de la journée',
  openMatch: 'Ouvrir le match',
  pollFailed: (reason: string, retryMinutes: number) => `${reason} ; nouvel essai dans ${plural(retryMinutes, 'minute')}`,
  reimportGivenUp: (reason: string, tries: number) => `${reason} ; relecture abandonnée après ${plural(tries, 'essai')}`,
  finished: (score: string | null, lines: number) => `terminé${score ? ` ${score}` : ''} : ${plural(lines, 'ligne')} de stats importées`,
  pointsComputed: (players: number) => `points calculés : ${plural(players, 'joueur')} du match`,
  reimported: (changed: number) =>
    changed ? `réimporté : ${plural(changed, 'ligne')} modifiées, points recalculés` : 'réimporté : rien de changé',
  resultsComputed: (n: number, finished: boolean) => `Résultats de la J${n} calculés${finished ? ' : journée terminée' : ''}`,
  resultsRecomputed: (n: number) => `Résultats de la J${n} recalculés`,
  resultsFailed: (n: number, reason: string) => `Résultats de la J${n} : ${reason}`,
};
