/**
 * The world of the leagues' benches: the demo's matchday 1 played (a stat line for every player of its
 * matches) and N leagues of twelve poolers generated beside the demo's two, with their drafted teams, a lineup
 * of the matchday and its six pairings, in a few set-based statements (about 15 s for 1,000 leagues on PostgreSQL).
 */
import { FORMATION_SLOTS } from '@poolfoot/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../src/db/client.js';
import { joueurs, matchlfps, playerStats } from '../src/db/schema.js';

export const SAISON = 2026;
/** Each pooler's squad: this many players of each position (20 in all). */
const SQUAD = { GB: 2, DC: 4, DL: 3, MC: 4, MO: 4, AT: 3 } as const;

/** Every player of the matchday's matches gets a stat line (deterministic), every match finished (or all at `period`). */
export async function playMatchday(db: Db, journeeId: number, period: 'fullTime' | 'secondHalf' = 'fullTime') {
  await db.execute(sql`
    insert into ${playerStats} (matchlfp_id, joueur_id, club_id, minutes, started, goals, assists, clean_sheet, goals_conceded)
    select m.id, j.id, j.club_id, 20 + (j.id * 37) % 71, (j.id * 37) % 71 >= 40, (j.id % 11 = 0)::int, (j.id % 13 = 0)::int,
      j.id % 3 = 0, j.id % 4
    from ${matchlfps} m join ${joueurs} j on j.club_id in (m.home_club_id, m.away_club_id)
    where m.journee_id = ${journeeId}`);
  await db.update(matchlfps).set({ period, homeScore: 1, awayScore: 0 }).where(eq(matchlfps.journeeId, journeeId));
}

/** A generated league's poolers: the k-th (0 to 11) of league l is l{l}p{k}@bench.test. */
const POOLERS = sql.raw(`(select u.id, substring(u.email from '^l([0-9]+)p')::int as league_id,
  substring(u.email from 'p([0-9]+)@')::int as k from users u where u.email like '%@bench.test')`);

/**
 * N leagues of twelve poolers each (their own accounts: 12 N users, the first of each its league's admin), each with its
 * teams (the k-th pooler owns the players of rank k, k + 12… of each position, SQUAD of them), a 4-2-3-1 lineup of the
 * matchday from its squad, and six pairings; in set-based statements. Returns the generated leagues' ids.
 */
export async function generateLeagues(db: Db, n: number, journeeId: number) {
  await db.execute(sql`insert into leagues (nom) select 'Ligue ' || g from generate_series(1, ${n}) g`);
  const fresh = sql`(select id from leagues where nom like 'Ligue %')`;
  await db.execute(sql`
    insert into users (email, username, nickname, role, password_hash)
    select 'l' || l.id || 'p' || k || '@bench.test', 'l' || l.id || 'p' || k, 'L' || l.id || 'P' || k, 1,
      (select password_hash from users order by id limit 1)
    from leagues l cross join generate_series(0, 11) k where l.id in ${fresh}`);
  await db.execute(sql`
    insert into league_members (league_id, user_id, role)
    select p.league_id, p.id, case when p.k = 0 then 4 else 1 end from ${POOLERS} p`);
  const caps = Object.entries(SQUAD)
    .map(([p, c]) => `('${p}', ${c})`)
    .join(', ');
  await db.execute(sql`
    with ranked as (
      select j.id, j.poste, row_number() over (partition by j.poste order by j.id) - 1 as rn
      from joueurs j where j.saison_id = ${SAISON}
    ), caps (poste, cap) as (values ${sql.raw(caps)})
    insert into team_players (league_id, saison_id, user_id, joueur_id, journee_in)
    select p.league_id, ${SAISON}, p.id, r.id, 1
    from ${POOLERS} p join ranked r on r.rn % 12 = p.k join caps c on c.poste = r.poste and r.rn / 12 < c.cap`);
  await db.execute(sql`
    insert into compos (league_id, saison_id, user_id, journee_id, formation)
    select p.league_id, ${SAISON}, p.id, ${journeeId}, '4231' from ${POOLERS} p`);
  const slots = FORMATION_SLOTS['4231'].map(
    (poste, ordre) => `(${ordre}, '${poste}', ${FORMATION_SLOTS['4231'].slice(0, ordre).filter((p) => p === poste).length + 1})`,
  );
  await db.execute(sql`
    with wanted (ordre, poste, nth) as (values ${sql.raw(slots.join(', '))}),
    owned as (
      select t.league_id, t.user_id, t.joueur_id, j.poste,
        row_number() over (partition by t.league_id, t.user_id, j.poste order by t.joueur_id) as nth
      from team_players t join joueurs j on j.id = t.joueur_id where t.league_id in ${fresh}
    )
    insert into compo_slots (compo_id, ordre, joueur_id)
    select c.id, w.ordre, o.joueur_id
    from compos c cross join wanted w
    left join owned o on o.league_id = c.league_id and o.user_id = c.user_id and o.poste = w.poste and o.nth = w.nth
    where c.league_id in ${fresh}`);
  await db.execute(sql`
    insert into rencontres (league_id, saison_id, journee_id, match_no, user1_id, user2_id)
    select a.league_id, ${SAISON}, ${journeeId}, a.k / 2 + 1, a.id, b.id
    from ${POOLERS} a join ${POOLERS} b on b.league_id = a.league_id and b.k = a.k + 1 where a.k % 2 = 0`);
}

/** The poolers of the generated leagues, in league order then k: the twelve of the first league, then the next… */
export async function generatedPoolers(db: Db) {
  return rowsOf<{ id: number; league_id: number }>(await db.execute(sql`select id, league_id from ${POOLERS} p order by league_id, k`));
}
