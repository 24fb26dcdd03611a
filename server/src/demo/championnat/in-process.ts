import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { journees } from '../../db/schema.js';
import type { LfpClient } from '../../providers/lfp/client.js';
import { parseMatch } from '../../providers/lfp/parse-match.js';
import { demoMatch } from './match-payload.js';
import { demoWeekShiftsFrom } from './world.js';

/**
 * The demo league's match sheets read in the server's own process, for the demo season played at a first start
 * (season.ts): the payload the demo league serves at /championship-match/:id at the server's clock, written out and
 * read back by the league's own parser, as over HTTP, but without a request per match. The calendar's week shifts
 * are read once from the stored matchdays (the demo season's are all stored).
 */
export async function inProcessDemoChampionnat(db: Db, saisonId: number, now: () => Date): Promise<Pick<LfpClient, 'match'>> {
  const starts = await db
    .select({ numjournee: journees.numjournee, startAt: journees.startAt })
    .from(journees)
    .where(eq(journees.saisonId, saisonId));
  const weeks = demoWeekShiftsFrom(new Map(starts.map((j) => [j.numjournee, j.startAt])));
  return {
    async match(matchId) {
      const payload = demoMatch(matchId, { weeks, now: now() });
      if (!payload) throw new Error(`ligue de démo : match inconnu ${matchId}`);
      return parseMatch(JSON.stringify(payload));
    },
  };
}
