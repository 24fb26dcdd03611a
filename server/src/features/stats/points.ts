import { type DetailLine, type PlayerScore, type PlayerStat, type Poste, type ScoringGrid, scorePlayer } from '@poolfoot/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Q, rowsOf, type Tx } from '../../db/client.js';
import { joueurs, matchlfps, playerPoints, playerStats } from '../../db/schema.js';

/** A stat line as the grid reads it, with the league match it comes from. */
export type StatLine = PlayerStat & { matchlfpId: number };

export type PlayerPoints = PlayerScore & { joueurId: number; played: boolean };

type PlayerLines = { poste: Poste; lines: StatLine[] };

/**
 * A player's points for a matchday from his stat lines of that matchday (normally one; a replayed
 * match adds a second): the lines' points summed, their details merged line by line.
 */
export function scoreLines(joueurId: number, lines: readonly StatLine[], poste: Poste, grid: ScoringGrid): PlayerPoints {
  const detail: DetailLine[] = [];
  let points = 0;
  for (const line of lines) {
    const score = scorePlayer(line, poste, grid);
    points += score.points;
    for (const d of score.detail) {
      const same = detail.find((x) => x.label === d.label);
      if (same) {
        same.count += d.count;
        same.points += d.points;
      } else detail.push({ ...d });
    }
  }
  return { joueurId, points, detail: detail.filter((d) => d.points !== 0), played: lines.some((l) => l.minutes > 0) };
}

/** Each field of a stat line as the grid reads it, and its column (every field, a compile-time check). */
const LINE_COLUMNS = {
  matchlfpId: playerStats.matchlfpId,
  minutes: playerStats.minutes,
  goals: playerStats.goals,
  assists: playerStats.assists,
  cleanSheet: playerStats.cleanSheet,
  goalsConceded: playerStats.goalsConceded,
  saves: playerStats.saves,
  penaltiesSaved: playerStats.penaltiesSaved,
  penaltiesMissed: playerStats.penaltiesMissed,
  yellowCards: playerStats.yellowCards,
  redCards: playerStats.redCards,
  secondYellow: playerStats.secondYellow,
  ownGoals: playerStats.ownGoals,
} satisfies Record<keyof StatLine, unknown>;
const LINE_FIELDS = Object.keys(LINE_COLUMNS) as (keyof StatLine)[];

/**
 * The stat lines of a matchday (of one player when given), with each player's position, as one JSON value: a
 * single row however many lines (read row by row, their columns cost more than the SQL).
 */
function statLinesJson(db: Q, journeeId: number, joueurId?: number) {
  const fields = sql.join(
    LINE_FIELDS.map((f) => LINE_COLUMNS[f]),
    sql`, `,
  );
  const line = sql`json_build_array(${playerStats.joueurId}, ${joueurs.poste}, ${fields}) order by ${playerStats.joueurId}, ${playerStats.id}`;
  return db
    .select({ json: sql<string>`coalesce(json_agg(${line}), '[]')::text` })
    .from(playerStats)
    .innerJoin(matchlfps, eq(matchlfps.id, playerStats.matchlfpId))
    .innerJoin(joueurs, eq(joueurs.id, playerStats.joueurId))
    .where(and(eq(matchlfps.journeeId, journeeId), joueurId === undefined ? undefined : eq(playerStats.joueurId, joueurId)));
}

/** The JSON of statLinesJson grouped by player (each line's values in LINE_FIELDS' order). */
function byPlayer(json: string | undefined): Map<number, PlayerLines> {
  const players = new Map<number, PlayerLines>();
  for (const row of JSON.parse(json ?? '[]') as [number, Poste, ...unknown[]][]) {
    const [joueurId, poste] = row;
    const line: Record<string, unknown> = {};
    LINE_FIELDS.forEach((f, i) => {
      line[f] = row[i + 2];
    });
    const entry = players.get(joueurId) ?? { poste, lines: [] };
    entry.lines.push(line as unknown as StatLine);
    players.set(joueurId, entry);
  }
  return players;
}

/** Every stat line of a matchday (of one player when given) with its player's position, grouped by player: one query. */
export async function journeeStatLines(db: Q, journeeId: number, joueurId?: number) {
  const [row] = await statLinesJson(db, journeeId, joueurId);
  return byPlayer(row?.json);
}

const score = (players: ReadonlyMap<number, PlayerLines>, grid: ScoringGrid) =>
  [...players].map(([id, { poste, lines }]) => scoreLines(id, lines, poste, grid));

/** Every player of a matchday with stat lines, scored with the grid, and his lines beside (byPlayer). */
export async function scoreJournee(db: Q, journeeId: number, grid: ScoringGrid) {
  const players = await journeeStatLines(db, journeeId);
  return { byPlayer: players, scores: score(players, grid) };
}

type Stored = { points: number; played: boolean; detail: DetailLine[] };

const sameDetail = (a: readonly DetailLine[], b: readonly DetailLine[]) =>
  a.length === b.length && a.every((x, i) => x.label === b[i]?.label && x.count === b[i]?.count && x.points === b[i]?.points);
const upToDate = (stored: Stored | undefined, fresh: PlayerPoints) =>
  stored !== undefined && stored.points === fresh.points && stored.played === fresh.played && sameDetail(stored.detail, fresh.detail);

/**
 * The matchday's points as its stat lines give them now, beside the points stored, read in one query: every player
 * with stat lines scored (`scores`, with `lineCount` lines), those whose stored points differ or are missing
 * (`changed`: the only rows to write), the players with points but no stat line any more (`orphans`: the league
 * took their line back, their points are to go), and each player's points once both are done (`points`).
 */
export async function journeePoints(db: Q, journeeId: number, grid: ScoringGrid) {
  const stored = sql`json_build_array(${playerPoints.joueurId}, ${playerPoints.points}, ${playerPoints.played}, ${playerPoints.detail})`;
  const storedJson = db
    .select({ json: sql`coalesce(json_agg(${stored}), '[]')::text` })
    .from(playerPoints)
    .where(eq(playerPoints.journeeId, journeeId));
  const res = await db.execute(sql`select (${statLinesJson(db, journeeId)}) as lines, (${storedJson}) as stored`);
  const [row] = rowsOf<{ lines: string; stored: string }>(res);
  const players = byPlayer(row?.lines);
  const before = new Map(
    (JSON.parse(row?.stored ?? '[]') as [number, number, boolean, DetailLine[]][]).map(([id, points, played, detail]) => [
      id,
      { points, played, detail },
    ]),
  );
  const scores = score(players, grid);
  const points = new Map(scores.map((s) => [s.joueurId, s.points]));
  return {
    scores,
    lineCount: [...players.values()].reduce((n, p) => n + p.lines.length, 0),
    changed: scores.filter((s) => !upToDate(before.get(s.joueurId), s)),
    orphans: [...before.keys()].filter((id) => !players.has(id)),
    points,
  };
}

/**
 * Stores players' points for a matchday (insert or replace), in one statement whatever their number: the rows go
 * as one JSON parameter (thousands of parameters cost more than the writing).
 */
export async function savePoints(db: Q, journeeId: number, rows: readonly PlayerPoints[], at: Date) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((r) => ({ joueur_id: r.joueurId, points: r.points, played: r.played, detail: r.detail })));
  await db.execute(sql`
    insert into ${playerPoints} (joueur_id, journee_id, points, played, detail, computed_at)
    select r.joueur_id, ${journeeId}, r.points, r.played, r.detail, ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${json}::jsonb) as r(joueur_id int, points int, played boolean, detail jsonb)
    on conflict (joueur_id, journee_id) do update
    set points = excluded.points, played = excluded.played, detail = excluded.detail, computed_at = excluded.computed_at`);
}

/** Forgets some players' points of a matchday (players whose stat lines are gone). */
export async function deletePoints(db: Q, journeeId: number, joueurIds: readonly number[]) {
  if (joueurIds.length === 0) return;
  await db.delete(playerPoints).where(and(eq(playerPoints.journeeId, journeeId), inArray(playerPoints.joueurId, [...joueurIds])));
}

/**
 * The matchday's points brought up to date from its stat lines, inside the caller's transaction: the results
 * are computed from the points, so they are never computed from points missing or older than the stats (the
 * trap of computing results right after a stats import). Only the players whose points differ from what their
 * stat lines give now are written (none when the points job has just run), and the points of a player whose line
 * the league took back are deleted. Answers how many players have stat lines (0 when none was imported) and every
 * player's points of the matchday.
 */
export async function refreshJourneePoints(tx: Tx, journeeId: number, grid: ScoringGrid, at: Date) {
  const { scores, changed, orphans, points } = await journeePoints(tx, journeeId, grid);
  await savePoints(tx, journeeId, changed, at);
  await deletePoints(tx, journeeId, orphans);
  return { scored: scores.length, points };
}
