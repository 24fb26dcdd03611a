import { type DraftStatus, type GameHome, isAdmin, NEXT_STEP_OWNER, nextStep } from '@poolfoot/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { seasons } from '../../db/schema.js';
import type { SessionUser } from '../../http/session.js';
import { seasonFinished } from '../journees/index.js';
import type { LeagueSeason } from '../ligues/index.js';
import { lastSeasonOf } from '../saisons/index.js';

// Written with the table's name: drizzle leaves columns unqualified in a one-table select, where a subquery's "id"
// would be its own row's.
const SEASON_ID = sql.raw('"seasons"."id"');

/**
 * What the league waits for before it plays (game/home.php `next`): its facts in the active season read in one
 * statement, the step decided by the domain (nextStep), and whether the caller is the one to take it: the instance's
 * admin sets the season up, a league's admin orders and starts the draft and the season (NEXT_STEP_OWNER).
 */
export async function nextStepOf(
  db: Db,
  ls: LeagueSeason,
  caller: Pick<SessionUser, 'role' | 'instanceRole'>,
  draft: DraftStatus,
  matchday: boolean,
): Promise<GameHome['next']> {
  const [facts] = await db
    .select({
      finished: seasonFinished,
      players: sql<boolean>`exists (select 1 from joueurs j where j.saison_id = ${SEASON_ID})`,
      ordered: sql<boolean>`exists (select 1 from draft_order d where d.league_id = ${ls.leagueId} and d.saison_id = ${SEASON_ID})`,
      teams: sql<boolean>`exists (select 1 from team_players t where t.league_id = ${ls.leagueId} and t.saison_id = ${SEASON_ID})`,
    })
    .from(seasons)
    .where(eq(seasons.id, ls.saisonId));
  if (!facts) return null;
  const playedBefore = !facts.ordered && !facts.teams && (await lastSeasonOf(db, ls)) !== null;
  const step = nextStep({ ...facts, playedBefore, matchday, draft });
  if (!step) return null;
  const owner = NEXT_STEP_OWNER[step];
  const mine = owner === 'everyone' || isAdmin(owner === 'instance' ? caller.instanceRole : caller.role);
  return { step, mine };
}
