import { plural, pts } from './plural.js';

/** The server's own French messages for the stats calls (SPEC.md leaves their wording open). */
export const STATS_MSG = {
  playerNotFound: (lfpId: string) => `Joueur ${lfpId} introuvable pour cette saison.`,
  joueurNotFound: 'Joueur introuvable.',
  wrongPoste: (given: string, actual: string) => `Poste ${given} différent du poste du joueur (${actual}).`,
  playerComputed: (name: string, points: number, n: number) => `${name} : ${pts(points)} en J${n}.`,
  jobStarted: (n: number) => `Calcul des points de la J${n} lancé.`,
  jobNotFound: 'Calcul introuvable.',
  jobStart: (lines: number, players: number, n: number) =>
    `J${n} : ${plural(lines, 'ligne')} de statistiques, ${plural(players, 'joueur')}.`,
  jobChunk: (from: number, to: number, total: number) => `Joueurs ${from} à ${to} sur ${total} : points enregistrés`,
  jobDone: (players: number, n: number) => `Points de la J${n} calculés : ${plural(players, 'joueur')}.`,
  jobCancelled: (done: number, total: number) => `${done} / ${plural(total, 'joueur')} ${done > 1 ? 'calculés' : 'calculé'}.`,
  jobFailed: 'Le calcul a échoué.',
  gridSaved: 'Grille de points enregistrée : elle s’applique au prochain calcul.',
} as const;
