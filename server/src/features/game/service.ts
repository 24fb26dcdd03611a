import { count, eq, gte } from 'drizzle-orm';
import { type GameContext, SRV } from '@poolfoot/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { notFound } from '../../http/errors.js';
import { generalRanking } from '../resultats/index.js';

/** The game context of a user: season, phase, and their place in the general ranking (404 for an unknown user). */
export async function gameContext(db: Db, userId: number): Promise<GameContext> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(SRV.userNotFound);
  const [saison, phase, ranking, [poolers]] = await Promise.all([
    getSetting(db, 'saison'),
    getSetting(db, 'phase'),
    generalRanking(db),
    db.select({ n: count() }).from(users).where(gte(users.role, 1)),
  ]);
  const row = ranking.find((r) => r.user_id === userId);
  return { saison, phase, userdata: { user_id: userId, classement: row?.rank ?? 1, poolers: poolers?.n ?? 0 } };
}
