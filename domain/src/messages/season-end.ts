import type { SeasonRecord, SeasonRecordKind } from '../api/saisons.js';
import { plural, pts } from './plural.js';

/** When a record happened: its matchday, or the first and last of a run; nothing for a whole season's. */
const when = (r: Pick<SeasonRecord, 'numjournee' | 'numjournee_end'>) => {
  if (r.numjournee === null) return '';
  if (r.numjournee_end === null || r.numjournee_end === r.numjournee) return ` (J${r.numjournee})`;
  return ` (J${r.numjournee} à J${r.numjournee_end})`;
};

/**
 * The web's texts of the seasons' history: a season's end (champion, podium, records), the season choice, the palmarès,
 * the pages that wait for a matchday once the season is over, and the home while the next season waits for its start.
 */
export const SEASON_END_MSG = {
  /** The season choice of /classement, /teams/all and /compos/rencontres. */
  seasonLabel: 'Saison',
  journeeLabel: 'Journée',
  journeeOption: (n: number) => `J${n}`,
  journeePlaceholder: 'Choisir',

  ended: (nom: string) => `${nom} terminée`,
  champion: 'Champion',
  /** A finished season of a league that played no head-to-head match (domain seasonChampion): no champion, said so. */
  noChampionOf: (nom: string) => `Pas de champion pour la ${nom} : la ligue n’y a joué aucun match.`,
  podium: 'Podium',
  recordsTitle: 'Records de la saison',
  noRecords: 'Aucun record : aucune journée de la saison n’a été jouée.',
  recordTitle: {
    best_score: 'Meilleur score d’une journée',
    biggest_win: 'Plus large victoire',
    longest_run: 'Plus longue série de victoires',
    most_stars: 'Le plus d’étoiles',
    best_captain: 'Meilleurs points de capitaine',
    most_lost: 'Le plus de points perdus',
    best_pick: 'Meilleur choix de la draft',
  } satisfies Record<SeasonRecordKind, string>,
  /** Who and when, in a sentence: « Paul, 54 pts (J12) », « Paul 61–20 contre Marc (J7) »… */
  recordText: (r: SeasonRecord): string => {
    switch (r.kind) {
      case 'biggest_win': {
        const score = r.score ? ` ${r.score[0]}–${r.score[1]}` : `, +${pts(r.value)}`;
        return `${r.username}${score} contre ${r.opponent ?? 'la moyenne'}${when(r)}`;
      }
      case 'longest_run':
        return `${r.username}, ${plural(r.value, 'victoire')} de suite${when(r)}`;
      case 'most_stars':
        return `${r.username}, ${plural(r.value, 'étoile')}${when(r)}`;
      case 'most_lost':
        return `${r.username}, ${pts(r.value)} perdus${when(r)}`;
      case 'best_pick': {
        const above = r.above === null ? '' : `, ${r.above >= 0 ? '+' : ''}${r.above} sur la moyenne du tour`;
        return `${r.joueur ?? '?'} par ${r.username}${r.tour === null ? '' : ` (tour ${r.tour})`} : ${pts(r.value)}${above}`;
      }
      default:
        return `${r.username}, ${pts(r.value)}${when(r)}`;
    }
  },

  /** The pages that need a coming matchday, once the active season is finished. */
  seasonOver: (nom: string) => `${nom} est terminée.`,
  seasonOverText: 'Plus aucune journée à jouer : le classement final et le palmarès restent à consulter.',
  seeClassement: 'Voir le classement',
  seePalmares: 'Voir le palmarès',

  /** The home while the league has not started the instance's new season. */
  waitingTitle: (nom: string) => `${nom} en attente`,
  waitingText: (nom: string) => `La ${nom} attend son lancement par l’admin de la ligue : la draft viendra ensuite.`,
  lastChampion: (nom: string, name: string, points: number) => `Champion de la ${nom} : ${name} (${pts(points)})`,
  startSeason: 'Lancer la saison',

  /** /palmares. */
  palmares: 'Palmarès',
  championsTitle: 'Champions',
  noChampion: 'Aucune saison terminée pour l’instant : le premier champion sera connu à la fin de la saison.',
  /** The palmarès's line of a finished season without a champion. */
  noChampionShort: 'Pas de champion : aucun match joué',
  allTimeTitle: 'Classement de toutes les saisons',
  allTimeEmpty: 'Aucune journée terminée pour l’instant.',
  colRank: 'Rang',
  colPooler: 'Pooler',
  colSeasons: 'Saisons',
  colTitles: 'Titres',
  colPoints: 'Points',
  headToHeadTitle: 'Face-à-face',
  headToHeadPooler: 'Pooler',
  headToHeadLabel: (name: string) => `Bilan de ${name} contre chaque pooler`,
  headToHeadEmpty: 'Aucune rencontre jouée pour l’instant.',
  colOpponent: 'Adversaire',
  colWins: 'Victoires',
  colDraws: 'Nuls',
  colLosses: 'Défaites',
  colPlayed: 'Matchs',
  played: (n: number) => plural(n, 'match', 'matchs'),
} as const;
