import { LEAGUE_MSG } from '@poolfoot/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { joueurs, matchlfps, playerStats } from '../../db/schema.js';
import type { LfpPlayerLine } from '../../providers/lfp/types.js';
import type { LeagueEnv } from './env.js';
import { ItemError } from './errors.js';
import type { JobRun, RunEnd } from '../../jobs/run.js';
import { eachItem } from './jobs.js';
import { hasStarted, type Journee, type MatchWithClubs, matchesOfJournee, scoreText } from './matches.js';

type StatRow = typeof playerStats.$inferInsert;
type StatFields = Omit<StatRow, 'id' | 'matchlfpId' | 'joueurId'>;

/** JSON with sorted keys: jsonb does not keep key order, so equality must not depend on it. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

const fields = (clubId: number, l: LfpPlayerLine): StatFields => ({
  clubId,
  minutes: l.minutes,
  started: l.started,
  goals: l.goals,
  assists: l.assists,
  ownGoals: l.ownGoals,
  yellowCards: l.yellowCards,
  redCards: l.redCards,
  secondYellow: l.secondYellow,
  cleanSheet: l.cleanSheet,
  goalsConceded: l.goalsConceded,
  saves: l.saves,
  penaltiesSaved: l.penaltiesSaved,
  penaltiesMissed: l.penaltiesMissed,
  raw: l.raw,
});

const sameLine = (old: typeof playerStats.$inferSelect, f: StatFields) =>
  (Object.keys(f) as (keyof StatFields)[]).every((k) => (k === 'raw' ? stableJson(old.raw) === stableJson(f.raw) : old[k] === f[k]));

export type BuildResult = {
  players_count: number;
  created: number;
  updated: number;
  deleted: number;
  unknown: string[];
  score: string | null;
};

/**
 * stats/build_from_matchlfp: reloads the match from the league (period, score) and stores every
 * player's raw stat line for it, keyed by player and match. Idempotent: unchanged lines are left alone;
 * with `truncate`, lines the source no longer lists go. Nothing is written unless the whole answer is good.
 */
export async function buildMatchStats(env: LeagueEnv, m: MatchWithClubs, truncate = true): Promise<BuildResult> {
  const detail = await env.lfp.match(m.match.matchLfpId);
  if (detail.home.extId !== m.home.clubId || detail.away.extId !== m.away.clubId) throw new ItemError(LEAGUE_MSG.clubsMismatch, 502);
  const started = hasStarted(detail.period);
  const sides = [
    { club: m.home.id, lines: detail.home.players },
    { club: m.away.id, lines: detail.away.players },
  ];
  if (started && !sides.some((s) => s.lines.length)) throw new ItemError(LEAGUE_MSG.emptySheet, 502);

  const all = sides.flatMap((s) => s.lines);
  const byLfp = new Map<string, number>();
  const byOpta = new Map<string, number>();
  if (all.length) {
    const known = await env.db
      .select({ id: joueurs.id, lfpId: joueurs.lfpId, shortOptaId: joueurs.shortOptaId })
      .from(joueurs)
      .where(and(eq(joueurs.saisonId, env.saisonId), inArray(joueurs.lfpId, [...new Set(all.map((l) => l.lfpId))])));
    for (const j of known) byLfp.set(j.lfpId, j.id);
    const rest = all.filter((l) => !byLfp.has(l.lfpId) && l.shortOptaId).map((l) => l.shortOptaId as string);
    if (rest.length) {
      const more = await env.db
        .select({ id: joueurs.id, shortOptaId: joueurs.shortOptaId })
        .from(joueurs)
        .where(and(eq(joueurs.saisonId, env.saisonId), inArray(joueurs.shortOptaId, rest)));
      for (const j of more) byOpta.set(j.shortOptaId, j.id);
    }
  }
  const wanted = new Map<number, StatFields>();
  const unknown: string[] = [];
  for (const s of sides) {
    for (const l of s.lines) {
      const joueurId = byLfp.get(l.lfpId) ?? (l.shortOptaId ? byOpta.get(l.shortOptaId) : undefined);
      if (joueurId === undefined) unknown.push(l.name);
      else if (!wanted.has(joueurId)) wanted.set(joueurId, fields(s.club, l));
    }
  }

  const homeScore = started ? detail.home.score : null;
  const awayScore = started ? detail.away.score : null;
  const counts = await env.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(matchlfps).where(eq(matchlfps.id, m.match.id)).for('update');
    if (!cur) throw new ItemError(LEAGUE_MSG.matchNotFound, 409);
    if (
      cur.period !== detail.period ||
      cur.homeScore !== homeScore ||
      cur.awayScore !== awayScore ||
      cur.kickoffAt.getTime() !== detail.kickoffAt.getTime()
    ) {
      await tx
        .update(matchlfps)
        .set({ period: detail.period, homeScore, awayScore, kickoffAt: detail.kickoffAt })
        .where(eq(matchlfps.id, cur.id));
    }
    const existing = await tx.select().from(playerStats).where(eq(playerStats.matchlfpId, cur.id));
    const have = new Map(existing.map((r) => [r.joueurId, r]));
    let created = 0;
    let updated = 0;
    const inserts: StatRow[] = [];
    for (const [joueurId, f] of wanted) {
      const old = have.get(joueurId);
      if (!old) {
        inserts.push({ matchlfpId: cur.id, joueurId, ...f });
        created++;
      } else if (!sameLine(old, f)) {
        await tx.update(playerStats).set(f).where(eq(playerStats.id, old.id));
        updated++;
      }
    }
    if (inserts.length) {
      await tx.insert(playerStats).values(inserts).onConflictDoNothing();
    }
    const gone = truncate ? existing.filter((r) => !wanted.has(r.joueurId)).map((r) => r.id) : [];
    if (gone.length) await tx.delete(playerStats).where(inArray(playerStats.id, gone));
    return { created, updated, deleted: gone.length };
  });
  return { players_count: wanted.size, ...counts, unknown, score: scoreText(homeScore, awayScore) };
}

/**
 * matchlfps/import_lfp_stats: for each match of the matchday, reload its JSON from the league and build
 * its stat lines (a pause between two matches; a cancel stops between two). One log line per match.
 */
export async function importMatchdayStats(env: LeagueEnv, journee: Journee, job: JobRun): Promise<RunEnd> {
  const rows = await matchesOfJournee(env.db, journee.id);
  await job.setTotal(rows.length);
  if (!rows.length) {
    await job.note(LEAGUE_MSG.noMatches);
    return 'done';
  }
  return eachItem(job, rows, { label: (r) => `${r.home.name} – ${r.away.name}`, pause: env.runtime.pause, log: env.log }, async (r) => {
    const res = await buildMatchStats(env, r);
    return {
      text: LEAGUE_MSG.matchBuilt(res.score, res.players_count, res.created + res.updated + res.deleted),
      details: res.unknown.length ? [LEAGUE_MSG.unknownPlayers(res.unknown)] : undefined,
    };
  });
}
