import type { SaisonItem } from '@poolfoot/domain';
import { desc, sql } from 'drizzle-orm';
import type { Q } from '../../db/client.js';
import { seasons } from '../../db/schema.js';
import { activeSaisonId } from '../../db/settings.js';
import { seasonFinished } from '../journees/index.js';

/**
 * A league's seasons (saisons/list.php), newest first: the instance's active season, and every season the league has
 * a draft, teams or results in; each finished once it has matchdays and all of them are over (status 9), started once the league
 * has a draft order or teams in it.
 */
// Written with the table's name: drizzle leaves columns unqualified in a one-table select, where a subquery's "id"
// would be its own row's.
const SEASON_ID = sql.raw('"seasons"."id"');

/** Whether the league played a row of `seasons`: it has a draft, teams or results in it. */
export const playedBy = (leagueId: number) =>
  sql<boolean>`(exists (select 1 from draft_state d where d.league_id = ${leagueId} and d.saison_id = ${SEASON_ID})
    or exists (select 1 from team_players t where t.league_id = ${leagueId} and t.saison_id = ${SEASON_ID})
    or exists (select 1 from resultats r join journees j on j.id = r.journee_id
      where r.league_id = ${leagueId} and j.saison_id = ${SEASON_ID}))`;

export async function leagueSaisons(db: Q, leagueId: number): Promise<{ saisons: SaisonItem[]; active_id: number }> {
  const active = await activeSaisonId(db);
  const rows = await db
    .select({
      id: seasons.id,
      nom: seasons.nom,
      finished: seasonFinished,
      started: sql<boolean>`exists (select 1 from draft_order d where d.league_id = ${leagueId} and d.saison_id = ${SEASON_ID})
        or exists (select 1 from team_players t where t.league_id = ${leagueId} and t.saison_id = ${SEASON_ID})`,
    })
    .from(seasons)
    .where(sql`${SEASON_ID} = ${active} or ${playedBy(leagueId)}`)
    .orderBy(desc(seasons.id));
  return { saisons: rows.map((r) => ({ ...r, active: r.id === active })), active_id: active };
}
