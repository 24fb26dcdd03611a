import { type DetailLine, type PlayerScore, type Poste, type ScoringGrid, scorePlayer } from '@poolfoot/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx, Q } from '../../db/client.js';
import { joueurs, matchlfps, playerPoints, playerStats } from '../../db/schema.js';

export type StatLine = typeof playerStats.$inferSelect;

export type PlayerPoints = PlayerScore & { joueurId: number; played: boolean };

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

/** Every stat line of a matchday with its player's position, grouped by player: one query. */
export async function journeeStatLines(db: Q, journeeId: number, joueurId?: number) {
  const rows = await db
    .select({ line: playerStats, poste: joueurs.poste })
    .from(playerStats)
    .innerJoin(matchlfps, eq(matchlfps.id, playerStats.matchlfpId))
    .innerJoin(joueurs, eq(joueurs.id, playerStats.joueurId))
    .where(and(eq(matchlfps.journeeId, journeeId), joueurId === undefined ? undefined : eq(playerStats.joueurId, joueurId)))
    .orderBy(playerStats.joueurId, playerStats.id);
  const byPlayer = new Map<number, { poste: Poste; lines: StatLine[] }>();
  for (const { line, poste } of rows) {
    const entry = byPlayer.get(line.joueurId) ?? { poste: poste as Poste, lines: [] };
    entry.lines.push(line);
    byPlayer.set(line.joueurId, entry);
  }
  return byPlayer;
}

/** Every player of a matchday with stat lines, scored with the grid (his lines and their count kept beside). */
export async function scoreJournee(db: Q, journeeId: number, grid: ScoringGrid) {
  const byPlayer = await journeeStatLines(db, journeeId);
  return { byPlayer, scores: [...byPlayer].map(([id, { poste, lines }]) => scoreLines(id, lines, poste, grid)) };
}

/** Stores players' points for a matchday (insert or replace), in one statement. */
export async function savePoints(db: Q, journeeId: number, rows: readonly PlayerPoints[], at: Date) {
  if (rows.length === 0) return;
  await db
    .insert(playerPoints)
    .values(rows.map((r) => ({ joueurId: r.joueurId, journeeId, points: r.points, played: r.played, detail: r.detail, computedAt: at })))
    .onConflictDoUpdate({
      target: [playerPoints.joueurId, playerPoints.journeeId],
      set: {
        points: sql`excluded.points`,
        played: sql`excluded.played`,
        detail: sql`excluded.detail`,
        computedAt: sql`excluded.computed_at`,
      },
    });
}

/** Forgets the matchday's points of every player but `keep` (players whose stat lines are gone). */
export async function deleteOtherPoints(db: Q, journeeId: number, keep: readonly number[]) {
  await db
    .delete(playerPoints)
    .where(and(eq(playerPoints.journeeId, journeeId), keep.length ? notInArray(playerPoints.joueurId, [...keep]) : undefined));
}

/** Forgets one player's points of a matchday. */
export async function deletePlayerPoints(db: Q, journeeId: number, joueurId: number) {
  await db.delete(playerPoints).where(and(eq(playerPoints.journeeId, journeeId), eq(playerPoints.joueurId, joueurId)));
}

/**
 * The matchday's points brought up to date from its stat lines, inside the caller's transaction: the results
 * are computed from the points, so they are never computed from points missing or older than the stats (the
 * trap of computing results right after a stats import). Players with stat lines are scored again (the same
 * grid gives the same points: idempotent); the number of stat lines is returned, 0 when none was imported.
 */
export async function refreshJourneePoints(tx: Tx, journeeId: number, grid: ScoringGrid, at: Date): Promise<number> {
  const { scores } = await scoreJournee(tx, journeeId, grid);
  for (let i = 0; i < scores.length; i += 500) await savePoints(tx, journeeId, scores.slice(i, i + 500), at);
  return scores.length;
}
