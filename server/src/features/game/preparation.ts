import type { Preparation } from '@poolfoot/domain';
import type { AppContext } from '../../http/types.js';

/**
 * Where a first start's preparation stands (the demo season, DEMO=season: demo/season.ts reports it), for
 * game/preparation.php: kept in the process that plays it, the only one on its embedded database. Nothing while no
 * preparation is under way.
 */
const preparations = new WeakMap<AppContext, Preparation>();

export const currentPreparation = (ctx: AppContext): Preparation | null => preparations.get(ctx) ?? null;

/** Records the progress (null: the season is ready, or its preparation gave up). */
export function reportPreparation(ctx: AppContext, progress: Preparation | null) {
  if (progress) preparations.set(ctx, progress);
  else preparations.delete(ctx);
}
