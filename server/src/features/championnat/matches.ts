import { CHAMPIONNAT_MSG, MSG, matchStarted, matchState, periodBehind } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { clubs, journees, matchlfps } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { LfpMatchSummary } from '../../providers/lfp/types.js';
import { journeeEnds } from '../matchlfps/index.js';
import type { ChampionnatEnv } from './env.js';
import { isItemFailure, sourceFailed } from './errors.js';
import { checkSeason, championnatSeason, seasonNote } from './season.js';
import type { JobRun, RunEnd } from '../../jobs/run.js';
import { eachItem } from './jobs.js';

export const scoreText = (home: number | null, away: number | null) => (home === null || away === null ? null : `${home}-${away}`);

export type Journee = typeof journees.$inferSelect;

export async function findJournee(db: Db, saisonId: number, numjournee: number): Promise<Journee> {
  const [row] = await db
    .select()
    .from(journees)
    .where(and(eq(journees.saisonId, saisonId), eq(journees.numjournee, numjournee)));
  if (!row) throw notFound(MSG.matchdayNotFound);
  return row;
}

const home = alias(clubs, 'home');
const away = alias(clubs, 'away');

/** A matchday's league matches with both clubs, in kickoff order. */
export async function matchesOfJournee(db: Db, journeeId: number) {
  return db
    .select({ match: matchlfps, home, away })
    .from(matchlfps)
    .innerJoin(home, eq(home.id, matchlfps.homeClubId))
    .innerJoin(away, eq(away.id, matchlfps.awayClubId))
    .where(eq(matchlfps.journeeId, journeeId))
    .orderBy(asc(matchlfps.kickoffAt), asc(matchlfps.id));
}
export type MatchWithClubs = Awaited<ReturnType<typeof matchesOfJournee>>[number];

export type ClubsByExt = ReadonlyMap<string, typeof clubs.$inferSelect>;

/** The season's clubs by the league's short id (clubs.club_id). */
export async function clubsByExt(env: ChampionnatEnv): Promise<ClubsByExt> {
  const rows = await env.db.select().from(clubs).where(eq(clubs.saisonId, env.saisonId));
  return new Map(rows.flatMap((c) => (c.clubId ? [[c.clubId, c] as const] : [])));
}

/**
 * One league match of a matchday, created or updated (clubs mapped by the league's short id, kickoff and
 * whether its time is known, period, score once kicked off; an admin's postponed mark is left alone). A
 * match whose club the database does not know is refused (a conflict), nothing written.
 */
export async function saveMatch(env: ChampionnatEnv, journee: Journee, m: LfpMatchSummary, byExt: ClubsByExt) {
  const h = byExt.get(m.home.extId);
  const a = byExt.get(m.away.extId);
  if (!h) throw sourceFailed(CHAMPIONNAT_MSG.unknownClub(m.home.extId, m.home.name));
  if (!a) throw sourceFailed(CHAMPIONNAT_MSG.unknownClub(m.away.extId, m.away.name));
  const { state, known } = matchState(m.period);
  if (!known) env.log.warn({ period: m.period, match: m.matchId }, 'unknown league period, read as not started');
  const started = state !== 'avenir';
  const values = {
    matchLfpId: m.matchId,
    journeeId: journee.id,
    homeClubId: h.id,
    awayClubId: a.id,
    kickoffAt: m.kickoffAt,
    kickoffUnknown: m.kickoffUnknown,
    period: m.period,
    homeScore: started ? m.home.score : null,
    awayScore: started ? m.away.score : null,
    saisonId: env.saisonId,
  };
  const what = await env.db.transaction(async (tx) => {
    const [cur] = await tx
      .select()
      .from(matchlfps)
      .where(and(eq(matchlfps.saisonId, env.saisonId), eq(matchlfps.matchLfpId, m.matchId)))
      .for('update');
    if (!cur) {
      await tx.insert(matchlfps).values(values).onConflictDoNothing();
      return 'créé' as const;
    }
    // A game week answer behind the match's stored state (an older one) leaves its period and score.
    if (periodBehind(cur.period, values.period))
      Object.assign(values, { period: cur.period, homeScore: cur.homeScore, awayScore: cur.awayScore });
    const same =
      cur.journeeId === values.journeeId &&
      cur.homeClubId === values.homeClubId &&
      cur.awayClubId === values.awayClubId &&
      cur.kickoffAt.getTime() === values.kickoffAt.getTime() &&
      cur.kickoffUnknown === values.kickoffUnknown &&
      cur.period === values.period &&
      cur.homeScore === values.homeScore &&
      cur.awayScore === values.awayScore;
    // Not started after its kickoff: when the league said so is kept (long after, the match is not being played).
    const now = env.now();
    const lateNews = !matchStarted(values.period) && !values.kickoffUnknown && values.kickoffAt.getTime() <= now.getTime();
    if (same && !lateNews) return 'inchangé' as const;
    await tx
      .update(matchlfps)
      .set({ ...values, ...(lateNews ? { notStartedSeenAt: now } : {}) })
      .where(eq(matchlfps.id, cur.id));
    return same ? ('inchangé' as const) : ('mis à jour' as const);
  });
  return { what, known, started, score: scoreText(values.homeScore, values.awayScore) };
}

/**
 * matchlfps/import_lfp: the matchday's matches from the league (saveMatch). An answer of another season,
 * or a failed fetch, writes nothing; a match whose club the database does not know is refused, the others go on.
 */
export async function importMatchday(env: ChampionnatEnv, journee: Journee, job: JobRun): Promise<RunEnd> {
  let matches: LfpMatchSummary[];
  try {
    matches = await env.lfp.gameWeek(journee.numjournee, championnatSeason(env));
    for (const m of matches) checkSeason(env, m.season);
  } catch (err) {
    if (!isItemFailure(err)) throw err;
    await job.setTotal(1);
    await job.step('ko', `${CHAMPIONNAT_MSG.matchday(journee.numjournee)} : ${err.message}`);
    return 'done';
  }
  await job.note(seasonNote(env));
  await job.setTotal(matches.length);
  const byExt = await clubsByExt(env);
  const nameOf = (side: LfpMatchSummary['home']) => byExt.get(side.extId)?.name ?? side.name;
  const end = (await journeeEnds(env.db, [env.saisonId])).get(journee.id) ?? null;
  return eachItem(job, matches, { label: (m) => `${nameOf(m.home)} – ${nameOf(m.away)}`, log: env.log }, async (m) => {
    const r = await saveMatch(env, journee, m, byExt);
    const details = [
      ...(r.known ? [] : [CHAMPIONNAT_MSG.unknownPeriod(m.period)]),
      ...(m.kickoffUnknown ? [CHAMPIONNAT_MSG.kickoffUnknownLine] : []),
      ...(end && !r.started && m.kickoffAt > end ? [CHAMPIONNAT_MSG.afterMatchday] : []),
    ];
    return { text: CHAMPIONNAT_MSG.matchImported(r.score, r.what), details: details.length ? details : undefined };
  });
}
