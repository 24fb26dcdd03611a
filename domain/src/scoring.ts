import { z } from 'zod';
import { pts } from './messages/plural.js';
import { type Poste, posteSchema } from './positions.js';

const pointsByPoste = z.record(posteSchema, z.number().int());
const everyPoste = (points: number) => ({ GB: points, DC: points, DL: points, MC: points, MO: points, AT: points });

/** The scoring grid (a setting): points of each stat line by position (RULES.md "Player points"). */
export const scoringGridSchema = z.object({
  played1to59: pointsByPoste,
  played60: pointsByPoste,
  goal: pointsByPoste,
  assist: pointsByPoste,
  cleanSheet: pointsByPoste,
  goalsConcededPer2: pointsByPoste,
  savesPer3: pointsByPoste,
  penaltySaved: pointsByPoste,
  penaltyMissed: pointsByPoste,
  yellowCard: pointsByPoste,
  redCard: pointsByPoste,
  ownGoal: pointsByPoste,
});
export type ScoringGrid = z.infer<typeof scoringGridSchema>;
export type ScoringLine = keyof ScoringGrid;

export const DEFAULT_SCORING_GRID: ScoringGrid = {
  played1to59: everyPoste(1),
  played60: everyPoste(2),
  goal: { GB: 6, DC: 6, DL: 6, MC: 5, MO: 5, AT: 4 },
  assist: everyPoste(3),
  cleanSheet: { GB: 4, DC: 4, DL: 4, MC: 1, MO: 1, AT: 0 },
  goalsConcededPer2: { GB: -1, DC: -1, DL: -1, MC: 0, MO: 0, AT: 0 },
  savesPer3: { GB: 1, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 },
  penaltySaved: everyPoste(5),
  penaltyMissed: everyPoste(-2),
  yellowCard: everyPoste(-1),
  redCard: everyPoste(-3),
  ownGoal: everyPoste(-2),
};

/** How each line reads in a detail, in grid order. */
export const SCORING_LABELS: Record<ScoringLine, string> = {
  played1to59: '1-59 min',
  played60: '60+ min',
  goal: 'but',
  assist: 'passe décisive',
  cleanSheet: 'clean sheet',
  goalsConcededPer2: 'buts encaissés',
  savesPer3: 'arrêts',
  penaltySaved: 'penalty arrêté',
  penaltyMissed: 'penalty manqué',
  yellowCard: 'carton jaune',
  redCard: 'carton rouge',
  ownGoal: 'but contre son camp',
};

/** A player's stats for one league match. */
export interface PlayerStat {
  minutes: number;
  goals: number;
  assists: number;
  cleanSheet: boolean;
  goalsConceded: number;
  saves: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCards: number;
  /** Sent off for a second yellow: counted as one red card instead of the yellows. */
  secondYellow: boolean;
  ownGoals: number;
}

export interface DetailLine {
  label: string;
  count: number;
  points: number;
}

export interface PlayerScore {
  points: number;
  detail: DetailLine[];
}

/** How many times each grid line applies to a stat line. */
function lineCounts(stat: PlayerStat): Record<ScoringLine, number> {
  const fullGame = stat.minutes >= 60;
  return {
    played1to59: fullGame ? 0 : 1,
    played60: fullGame ? 1 : 0,
    goal: stat.goals,
    assist: stat.assists,
    cleanSheet: fullGame && stat.cleanSheet ? 1 : 0,
    goalsConcededPer2: Math.floor(stat.goalsConceded / 2),
    savesPer3: Math.floor(stat.saves / 3),
    penaltySaved: stat.penaltiesSaved,
    penaltyMissed: stat.penaltiesMissed,
    yellowCard: stat.secondYellow ? 0 : stat.yellowCards,
    redCard: stat.secondYellow ? 1 : stat.redCards,
    ownGoal: stat.ownGoals,
  };
}

/** A player's points for one match and the lines that gave them; a player who did not play scores 0. */
export function scorePlayer(stat: PlayerStat, poste: Poste, grid: ScoringGrid): PlayerScore {
  if (stat.minutes <= 0) return { points: 0, detail: [] };
  const counts = lineCounts(stat);
  const detail = (Object.keys(SCORING_LABELS) as ScoringLine[])
    .map((line) => ({ label: SCORING_LABELS[line], count: counts[line], points: counts[line] * grid[line][poste] }))
    .filter((line) => line.points !== 0);
  return { points: detail.reduce((sum, line) => sum + line.points, 0), detail };
}

/** The detail as one line of text: "2 pts : 60+ min, 6 pts : but", "1 pt : 1-59 min". */
export function formatDetail(detail: readonly DetailLine[]): string {
  return detail.map((line) => `${pts(line.points)} : ${line.label}`).join(', ');
}
