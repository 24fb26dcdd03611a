import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { lfpSeason, seasonLabel } from '../../providers/lfp/client.js';
import type { LfpSeason } from '../../providers/lfp/types.js';
import type { ChampionnatEnv } from './env.js';
import { sourceFailed } from './errors.js';

/**
 * The league season of the database: the saison setting's (Saison 2025/2026 is the league's 2025).
 * Every answer is checked against it: /championship-clubs answers for the API's current season and the
 * club summary ignores `season`, so around the summer an answer may be of the other one.
 */
export const championnatSeason = (env: Pick<ChampionnatEnv, 'saisonId'>) => lfpSeason(env.saisonId);

/** The job log line that says which season an import used ('Saison LFP 2025/26'). */
export const seasonNote = (env: Pick<ChampionnatEnv, 'saisonId'>) => CHAMPIONNAT_MSG.seasonUsed(seasonLabel(championnatSeason(env)));

/** Refuses an answer of another season (an answer that carries none is taken as the database's). */
export function checkSeason(env: Pick<ChampionnatEnv, 'saisonId'>, got: LfpSeason) {
  const ours = championnatSeason(env);
  if (got !== null && got !== ours) throw sourceFailed(CHAMPIONNAT_MSG.seasonMismatch(seasonLabel(got), seasonLabel(ours)));
}
