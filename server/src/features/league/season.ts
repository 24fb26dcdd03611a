import { LEAGUE_MSG } from '@poolfoot/domain';
import { lfpSeason, seasonLabel } from '../../providers/lfp/client.js';
import type { LfpSeason } from '../../providers/lfp/types.js';
import type { LeagueEnv } from './env.js';
import { ItemError } from './errors.js';

/**
 * The league season of the database: the saison setting's (Saison 2025/2026 is the league's 2025).
 * Every answer is checked against it: /championship-clubs answers for the API's current season and the
 * club summary ignores `season`, so around the summer an answer may be of the other one.
 */
export const leagueSeason = (env: Pick<LeagueEnv, 'saisonId'>) => lfpSeason(env.saisonId);

/** The job log line that says which season an import used ('Saison LFP 2025/26'). */
export const seasonNote = (env: Pick<LeagueEnv, 'saisonId'>) => LEAGUE_MSG.seasonUsed(seasonLabel(leagueSeason(env)));

/** Refuses an answer of another season (an answer that carries none is taken as the database's). */
export function checkSeason(env: Pick<LeagueEnv, 'saisonId'>, got: LfpSeason) {
  const ours = leagueSeason(env);
  if (got !== null && got !== ours) throw new ItemError(LEAGUE_MSG.seasonMismatch(seasonLabel(got), seasonLabel(ours)), 502);
}
