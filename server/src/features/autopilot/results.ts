import { AUTOPILOT_MSG, CHAMPIONNAT_MSG, matchdayMatchesFinished } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { journees } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AppContext } from '../../http/types.js';
import type { Journee } from '../championnat/index.js';
import { journeeMatchStates } from '../matchlfps/index.js';
import { calcJournee, noticeResults } from '../resultats/index.js';
import type { Say } from './reads.js';
import type { MatchdaySnapshot } from './snapshot.js';
import { withState } from './state.js';

/** A matchday's results claimed by a process that then failed are claimed again after this. */
const RESULTS_RETRY_MS = 10 * 60_000;

/**
 * The results of a tick: the active matchday's once all its matches are over (from the tick's snapshot), a finished
 * matchday's again when its points changed. Each claimed once across processes; answers how many were computed. A
 * matchday found finished tells each pooler his match's result (a push, once).
 */
export async function tickResults(
  ctx: AppContext,
  log: FastifyBaseLogger,
  tick: { snapshot: MatchdaySnapshot; changed: Set<number>; now: Date; say: Say },
): Promise<number> {
  const { snapshot, changed, now, say } = tick;
  const { db } = ctx.database;
  const active = snapshot.journee;
  const targets = new Set<number>(changed);
  if (active) targets.add(active.id);
  let computed = 0;
  for (const journeeId of targets) {
    const j = journeeId === active?.id ? active : await otherJournee(db, journeeId);
    if (!j) continue;
    const over = j === active ? snapshot.over() : matchdayMatchesFinished(await journeeMatchStates(db, j));
    const recompute = j.status === 9 && changed.has(j.id);
    if (!(recompute || (over && j.status !== 9))) continue;
    const claimed = await withState(db, (state) => {
      const c = state.journees[j.id];
      if (!recompute && c?.claimed && Date.parse(c.claimed) + RESULTS_RETRY_MS > now.getTime()) return false;
      state.journees[j.id] = { ...c, claimed: now.toISOString() };
      return true;
    });
    if (!claimed) continue;
    try {
      const { finished } = await calcJournee(db, j.id, now, 'every league');
      if (finished) await noticeResults(ctx, log, j.id);
      computed++;
      changed.add(j.id);
      say(j.id, {
        level: 'ok',
        text: recompute ? AUTOPILOT_MSG.resultsRecomputed(j.numjournee) : AUTOPILOT_MSG.resultsComputed(j.numjournee, finished),
      });
    } catch (err) {
      if (!(err instanceof AppError)) log.error({ err, journee: j.id }, 'autopilot: results failed');
      say(j.id, {
        level: 'ko',
        text: AUTOPILOT_MSG.resultsFailed(j.numjournee, err instanceof AppError ? err.message : CHAMPIONNAT_MSG.internal),
      });
    }
  }
  return computed;
}

async function otherJournee(db: Db, id: number): Promise<Journee | undefined> {
  const [row] = await db.select().from(journees).where(eq(journees.id, id));
  return row;
}
