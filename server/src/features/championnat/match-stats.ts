import { conflict } from '../../http/errors.js';
import { CHAMPIONNAT_MSG, matchState, type Poste, periodBehind } from '@poolfoot/domain';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { joueurs, matchlfps, playerStats } from '../../db/schema.js';
import type { LfpPlayerLine } from '../../providers/lfp/types.js';
import type { ChampionnatEnv } from './env.js';
import { sourceFailed } from './errors.js';
import type { JobRun, RunEnd } from '../../jobs/run.js';
import { eachItem } from './jobs.js';
import { sheetPoste } from '../../providers/lfp/positions.js';
import { type Journee, type MatchWithClubs, matchesOfJournee, scoreText } from './matches.js';
import { checkSeason, seasonNote } from './season.js';
import { fullName } from './squads.js';

type StatRow = typeof playerStats.$inferInsert;
type StatFields = Omit<StatRow, 'id' | 'matchlfpId' | 'joueurId'>;

/** An upsert's update of a stat line: every figure from the row proposed (`excluded`), the line's id kept. */
const FROM_EXCLUDED = Object.fromEntries(
  Object.entries(getTableColumns(playerStats))
    .filter(([key]) => !['id', 'matchlfpId', 'joueurId'].includes(key))
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/** JSON with sorted keys: jsonb does not keep key order, so equality must not depend on it. */
function stableJson(v: unknown): string {
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
  /** The match's period as the league said it and it is stored now. */
  period: string;
  /** The match has not kicked off (preMatchWithPlayers included): no line is written. */
  notStarted: boolean;
  /** No player had the league's minutes: ours, worked out from the sheet. */
  minutesDerived: boolean;
  /** A period the league was never seen to send (read as not started). */
  unknownPeriod: string | null;
  /** Players whose position the sheet refined (name: old → new). */
  refined: string[];
};

/** Below this many stored lines a sheet losing half of them is not doubted (a match just started lists few). */
const SHRINK_FLOOR = 6;

type Known = { id: number; nom: string; prenom: string | null; poste: string; posteManual: boolean; posteFine: boolean };

/** Our players of the season that the sheet's lines name, by league id, else by Opta id. */
async function knownPlayers(env: ChampionnatEnv, lines: readonly LfpPlayerLine[]) {
  const byLfp = new Map<string, Known>();
  const byOpta = new Map<string, Known>();
  if (!lines.length) return (l: LfpPlayerLine) => byLfp.get(l.lfpId);
  const cols = {
    id: joueurs.id,
    lfpId: joueurs.lfpId,
    shortOptaId: joueurs.shortOptaId,
    nom: joueurs.nom,
    prenom: joueurs.prenom,
    poste: joueurs.poste,
    posteManual: joueurs.posteManual,
    posteFine: joueurs.posteFine,
  };
  const season = eq(joueurs.saisonId, env.saisonId);
  for (const j of await env.db
    .select(cols)
    .from(joueurs)
    .where(and(season, inArray(joueurs.lfpId, [...new Set(lines.map((l) => l.lfpId))])))) {
    byLfp.set(j.lfpId, j);
  }
  const rest = lines.filter((l) => !byLfp.has(l.lfpId) && l.shortOptaId).map((l) => l.shortOptaId as string);
  if (rest.length) {
    for (const j of await env.db
      .select(cols)
      .from(joueurs)
      .where(and(season, inArray(joueurs.shortOptaId, rest))))
      byOpta.set(j.shortOptaId, j);
  }
  return (l: LfpPlayerLine) => byLfp.get(l.lfpId) ?? (l.shortOptaId ? byOpta.get(l.shortOptaId) : undefined);
}

/**
 * stats/build_from_matchlfp: reloads the match from the league (period, score, kickoff) and stores every
 * player's raw stat line for it, keyed by player and match, once it has kicked off: before, the sheet
 * lists the squads with no stats and nothing is written (lines a re-run finds are dropped with
 * `truncate`). Idempotent: unchanged lines are left alone; with `truncate`, lines the source no longer
 * lists go. A player's position is refined once by where the sheet shows him playing (never an admin's).
 * Nothing is written unless the whole answer is good, of the database's season, and not behind what is stored (an
 * earlier period, or most of the stored lines gone: a stale or broken answer, doubted).
 */
export async function buildMatchStats(env: ChampionnatEnv, m: MatchWithClubs, truncate = true): Promise<BuildResult> {
  const detail = await env.lfp.match(m.match.matchLfpId);
  checkSeason(env, detail.season);
  if (detail.home.extId !== m.home.clubId || detail.away.extId !== m.away.clubId) throw sourceFailed(CHAMPIONNAT_MSG.clubsMismatch);
  const { state, known } = matchState(detail.period);
  if (!known) env.log.warn({ period: detail.period, match: detail.matchId }, 'unknown league period, read as not started');
  const started = state !== 'avenir';
  const sides = [
    { club: m.home.id, lines: started ? detail.home.players : [] },
    { club: m.away.id, lines: started ? detail.away.players : [] },
  ];
  if (started && !sides.some((s) => s.lines.length)) throw sourceFailed(CHAMPIONNAT_MSG.emptySheet);

  const find = await knownPlayers(
    env,
    sides.flatMap((s) => s.lines),
  );
  const wanted = new Map<number, StatFields>();
  const refine = new Map<number, { joueur: Known; poste: Poste }>();
  const unknown: string[] = [];
  for (const s of sides) {
    for (const l of s.lines) {
      const joueur = find(l);
      if (!joueur) unknown.push(l.name);
      else if (!wanted.has(joueur.id)) {
        wanted.set(joueur.id, fields(s.club, l));
        const poste = sheetPoste(joueur, l.poste);
        if (poste) refine.set(joueur.id, { joueur, poste });
      }
    }
  }

  const homeScore = started ? detail.home.score : null;
  const awayScore = started ? detail.away.score : null;
  const counts = await env.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(matchlfps).where(eq(matchlfps.id, m.match.id)).for('update');
    if (!cur) throw conflict(CHAMPIONNAT_MSG.matchNotFound);
    // An answer that says less than what is stored is doubted, not written: an older sheet served after a
    // newer one, a skeleton with no period. A finished match never goes back; the next read will tell.
    if (periodBehind(cur.period, detail.period)) throw sourceFailed(CHAMPIONNAT_MSG.sheetBehind(detail.period, cur.period));
    const match = { period: detail.period, homeScore, awayScore, kickoffAt: detail.kickoffAt, kickoffUnknown: detail.kickoffUnknown };
    // Not started after its kickoff: when the league said so is kept (long after, the match is not being played).
    const now = env.now();
    const lateNews = !started && !detail.kickoffUnknown && detail.kickoffAt.getTime() <= now.getTime();
    if (
      lateNews ||
      cur.period !== match.period ||
      cur.homeScore !== homeScore ||
      cur.awayScore !== awayScore ||
      cur.kickoffAt.getTime() !== match.kickoffAt.getTime() ||
      cur.kickoffUnknown !== match.kickoffUnknown
    ) {
      await tx
        .update(matchlfps)
        .set({ ...match, ...(lateNews ? { notStartedSeenAt: now } : {}) })
        .where(eq(matchlfps.id, cur.id));
    }
    const existing = await tx.select().from(playerStats).where(eq(playerStats.matchlfpId, cur.id));
    // The league takes a wrong line back now and then; a sheet that drops most of them is a broken one.
    if (truncate && existing.length >= SHRINK_FLOOR && wanted.size * 2 < existing.length) {
      throw sourceFailed(CHAMPIONNAT_MSG.sheetShrunk(wanted.size, existing.length));
    }
    const have = new Map(existing.map((r) => [r.joueurId, r]));
    let created = 0;
    let updated = 0;
    const changed: StatRow[] = [];
    for (const [joueurId, f] of wanted) {
      const old = have.get(joueurId);
      if (old && sameLine(old, f)) continue;
      changed.push({ matchlfpId: cur.id, joueurId, ...f });
      if (old) updated++;
      else created++;
    }
    // New and changed lines in one statement (a live sheet changes most lines at every poll: the minutes played).
    if (changed.length) {
      await tx
        .insert(playerStats)
        .values(changed)
        .onConflictDoUpdate({ target: [playerStats.matchlfpId, playerStats.joueurId], set: FROM_EXCLUDED });
    }
    const gone = truncate ? existing.filter((r) => !wanted.has(r.joueurId)).map((r) => r.id) : [];
    if (gone.length) await tx.delete(playerStats).where(inArray(playerStats.id, gone));
    for (const [id, r] of refine) {
      // Only if no admin set it meanwhile (poste_manual): the admin's word stays.
      await tx
        .update(joueurs)
        .set({ poste: r.poste, posteFine: true })
        .where(and(eq(joueurs.id, id), eq(joueurs.posteManual, false)));
    }
    return { created, updated, deleted: gone.length };
  });
  const refined = [...refine.values()]
    .filter((r) => r.joueur.poste !== r.poste)
    .map((r) => `${fullName(r.joueur)} (${r.joueur.poste} → ${r.poste})`);
  return {
    players_count: wanted.size,
    ...counts,
    unknown,
    score: scoreText(homeScore, awayScore),
    period: detail.period,
    notStarted: !started,
    minutesDerived: started && detail.minutesDerived,
    unknownPeriod: known ? null : detail.period,
    refined,
  };
}

/** The log line's details of a build: what the admin should know beyond the count. */
export const buildDetails = (r: BuildResult) => [
  ...(r.unknownPeriod === null ? [] : [CHAMPIONNAT_MSG.unknownPeriod(r.unknownPeriod)]),
  ...(r.minutesDerived ? [CHAMPIONNAT_MSG.minutesDerived] : []),
  ...(r.refined.length ? [CHAMPIONNAT_MSG.postesRefined(r.refined)] : []),
  ...(r.unknown.length ? [CHAMPIONNAT_MSG.unknownPlayers(r.unknown)] : []),
];

/** The log line's text of a build. */
export const buildText = (r: BuildResult) =>
  r.notStarted && r.players_count === 0 && r.deleted === 0
    ? CHAMPIONNAT_MSG.notStartedNoLines
    : CHAMPIONNAT_MSG.matchBuilt(r.score, r.players_count, r.created + r.updated + r.deleted);

/**
 * matchlfps/import_lfp_stats: for each match of the matchday, reload its JSON from the league and build
 * its stat lines (a pause between two matches; a cancel stops between two). One log line per match.
 */
export async function importMatchdayStats(env: ChampionnatEnv, journee: Journee, job: JobRun): Promise<RunEnd> {
  const rows = await matchesOfJournee(env.db, journee.id);
  await job.setTotal(rows.length);
  if (!rows.length) {
    await job.note(CHAMPIONNAT_MSG.noMatches);
    return 'done';
  }
  await job.note(seasonNote(env));
  return eachItem(job, rows, { label: (r) => `${r.home.name} – ${r.away.name}`, pause: env.runtime.pause, log: env.log }, async (r) => {
    const res = await buildMatchStats(env, r);
    const details = buildDetails(res);
    return { text: buildText(res), details: details.length ? details : undefined };
  });
}
