import { count, gte } from 'drizzle-orm';
import type { GameContext } from '@poolfoot/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { generalRanking } from '../resultats/ranking.js';

/** The game context of a user: season, phase, and their place in the general ranking. */
export async function gameContext(db: Db, userId: number): Promise<GameContext> {
  const [saison, phase, ranking, [poolers]] = await Promise.all([
    getSetting(db, 'saison'),
    getSetting(db, 'phase'),
    generalRanking(db),
    db.select({ n: count() }).from(users).where(gte(users.role, 1)),
  ]);
  const row = ranking.find((r) => r.user_id === userId);
  return { saison, phase, userdata: { user_id: userId, classement: row?.rank ?? 1, poolers: poolers?.n ?? 0 } };
}
