import type { PipelineStage, PipelineStep } from '../api/autopilot.js';
import { plural } from './plural.js';

/** The matchday pipeline's and the autopilot's French texts (issue 17). */
export const AUTOPILOT_MSG = {
  stages: {
    avenir: 'à venir',
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
  paused: 'Pilote automatique en pause : rien ne se fait sans un admin.',
  resumed: 'Pilote automatique actif : le serveur suit la LFP.',
  // the autopilot's log lines
  polled: (score: string | null, lines: number) => `en direct${score ? ` ${score}` : ''}, ${plural(lines, 'ligne')} de stats`,
  pollFailed: (reason: string, retryMinutes: number) => `${reason} ; nouvel essai dans ${plural(retryMinutes, 'minute')}`,
  finished: (score: string | null, lines: number) => `terminé${score ? ` ${score}` : ''} : ${plural(lines, 'ligne')} de stats importées`,
  pointsComputed: (players: number) => `points calculés : ${plural(players, 'joueur')} du match`,
  reimported: (changed: number) =>
    changed ? `réimporté : ${plural(changed, 'ligne')} modifiées, points recalculés` : 'réimporté : rien de changé',
  resultsComputed: (n: number, finished: boolean) => `Résultats de la J${n} calculés${finished ? ' : journée terminée' : ''}`,
  resultsRecomputed: (n: number) => `Résultats de la J${n} recalculés`,
  resultsFailed: (n: number, reason: string) => `Résultats de la J${n} : ${reason}`,
};
