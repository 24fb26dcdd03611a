import { type Palmares, rankStandings, resultForSide } from '@poolfoot/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { poolerName } from '../users/index.js';
import { championsOf, playedMeetings, seasonSums } from '../resultats/index.js';
import { leagueSaisons } from './list.js';

type Answer = Omit<Palmares, 'success' | 'status' | 'message'>;

/**
 * resultats/palmares.php (docs/saisons.md): from the league's results of finished matchdays, every season's sums by
 * pooler, members who left included (the history keeps them); each finished season of the league with its champion, or
 * none when the league played no head-to-head match of it (champions.ts, the rule the season's end follows too); the
 * all-time table adds the seasons up; the head-to-heads of finished matchdays give each pooler's wins, draws and losses
 * against each other.
 */
export async function palmares(db: Db, leagueId: number): Promise<Answer> {
  const [{ saisons }, sums, meetings] = await Promise.all([
    leagueSaisons(db, leagueId),
    seasonSums(db, leagueId),
    playedMeetings(db, leagueId),
  ]);
  const ids = [...new Set(meetings.flatMap((m) => [m.a, m.b]))];
  const names = new Map([
    ...sums.map((s) => [s.user_id, s.username] as const),
    ...(ids.length
      ? (await db.select({ id: users.id, name: poolerName() }).from(users).where(inArray(users.id, ids))).map(
          (u) => [u.id, u.name] as const,
        )
      : []),
  ]);
  const nameOf = (id: number) => names.get(id) ?? '';

  const seasons = championsOf(
    saisons.filter((s) => s.finished),
    sums,
    meetings,
  );
  const champions = seasons.map(({ saison_id, nom, champion }) => ({
    saison_id,
    nom,
    user_id: champion?.user_id ?? null,
    username: champion?.username ?? null,
    points_classement: champion?.points_classement ?? null,
  }));
  const totals = new Map<number, { seasons: number; titles: number; points_classement: number; total_saison: number }>();
  for (const s of sums) {
    const t = totals.get(s.user_id) ?? { seasons: 0, titles: 0, points_classement: 0, total_saison: 0 };
    totals.set(s.user_id, {
      ...t,
      seasons: t.seasons + 1,
      points_classement: t.points_classement + s.points_classement,
      total_saison: t.total_saison + s.total_saison,
    });
  }
  for (const { champion } of seasons) {
    const t = champion && totals.get(champion.user_id);
    if (t) t.titles += 1;
  }
  const all_time = rankStandings([...totals].map(([user_id, t]) => ({ user_id, username: nameOf(user_id), ...t })));

  const records = new Map<string, { user_id: number; opponent_id: number; wins: number; draws: number; losses: number }>();
  const count = (user: number, opponent: number, outcome: 'wins' | 'draws' | 'losses') => {
    const key = `${user}:${opponent}`;
    const r = records.get(key) ?? { user_id: user, opponent_id: opponent, wins: 0, draws: 0, losses: 0 };
    r[outcome] += 1;
    records.set(key, r);
  };
  const OUTCOME = { 1: 'wins', 2: 'draws', 3: 'losses' } as const;
  for (const { a, b, resultat } of meetings) {
    count(a, b, OUTCOME[resultForSide(resultat, 1)]);
    count(b, a, OUTCOME[resultForSide(resultat, 2)]);
  }
  const head_to_head = [...records.values()]
    .map((r) => ({ ...r, username: nameOf(r.user_id), opponent: nameOf(r.opponent_id) }))
    .sort((x, y) => x.username.localeCompare(y.username, 'fr') || x.opponent.localeCompare(y.opponent, 'fr'));
  return { champions, all_time, head_to_head };
}
