import { type GameContext, SRV } from '@poolfoot/domain';
import type { Db } from '../../db/client.js';
import { getSetting } from '../../db/settings.js';
import { notFound } from '../../http/errors.js';
import { type LeagueSeason, leaguePooler, leagueSetting } from '../ligues/index.js';
import { generalRanking } from '../resultats/index.js';

/**
 * The game context of a pooler of the league: season, the league's phase, and their place in its general ranking out of
 * its poolers, null before the season has results (404 for anyone not in the league).
 */
export async function gameContext(db: Db, ls: LeagueSeason, userId: number): Promise<GameContext> {
  if (!(await leaguePooler(db, ls.leagueId, userId))) throw notFound(SRV.userNotFound);
  const [saison, phase, ranking] = await Promise.all([
    getSetting(db, 'saison'),
    leagueSetting(db, ls.leagueId, 'phase'),
    generalRanking(db, ls),
  ]);
  const row = ranking.find((r) => r.user_id === userId);
  return { saison, phase, userdata: { user_id: userId, classement: row?.rank ?? null, poolers: ranking.length } };
}
