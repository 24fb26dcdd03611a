import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { rencontres, resultats } from '../../db/schema.js';

type PairingScore = { id: number; score1: number; score2: number | null; resultat: number };
type ResultRow = {
  user_id: number;
  match_points: number;
  total_points: number;
  captain_points: number;
  lost_points: number;
  match_result: number | null;
  star_bonus: number;
};

/** A league's computation of a matchday: its pairings' scores and each of its poolers' result. */
export type LeagueResults = { leagueId: number; pairings: readonly PairingScore[]; rows: readonly ResultRow[] };

/**
 * Writes a matchday's computation for some leagues in one statement, the rows as JSON parameters, each naming its
 * league: the pairings' scores, each pooler's result (inserted or replaced), and in those leagues no result left for a
 * pooler who is no longer counted.
 */
export async function saveResults(tx: Tx, journeeId: number, computed: readonly LeagueResults[]) {
  const leagueIds = computed.map((c) => c.leagueId);
  const pairings = computed.flatMap((c) => c.pairings.map((p) => ({ ...p, league_id: c.leagueId })));
  const rows = computed.flatMap((c) => c.rows.map((r) => ({ ...r, league_id: c.leagueId })));
  await tx.execute(sql`
    with scores as (
      update ${rencontres} set score1 = s.score1, score2 = s.score2, resultat = s.resultat
      from jsonb_to_recordset(${JSON.stringify(pairings)}::jsonb) as s(league_id int, id int, score1 int, score2 int, resultat int)
      where ${rencontres.leagueId} = s.league_id and ${rencontres.id} = s.id
    ), fresh as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(league_id int, user_id int, match_points int,
        total_points int, captain_points int, lost_points int, match_result int, star_bonus int)
    ), gone as (
      delete from ${resultats} where ${resultats.journeeId} = ${journeeId}
        and ${resultats.leagueId} in (select value::int from jsonb_array_elements_text(${JSON.stringify(leagueIds)}::jsonb))
        and (${resultats.leagueId}, ${resultats.userId}) not in (select league_id, user_id from fresh)
    )
    insert into ${resultats} (league_id, journee_id, user_id, match_points, total_points, captain_points, lost_points, match_result,
      star_bonus)
    select league_id, ${journeeId}, user_id, match_points, total_points, captain_points, lost_points, match_result, star_bonus from fresh
    on conflict (league_id, journee_id, user_id) do update set match_points = excluded.match_points,
      total_points = excluded.total_points, captain_points = excluded.captain_points, lost_points = excluded.lost_points,
      match_result = excluded.match_result, star_bonus = excluded.star_bonus`);
}
