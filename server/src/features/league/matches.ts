import { LEAGUE_MSG, MSG } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { clubs, journees, matchlfps } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { lfpSeason } from '../../providers/lfp/client.js';
import type { LfpMatchSummary } from '../../providers/lfp/types.js';
import { SourceError } from '../../providers/http.js';
import type { LeagueEnv } from './env.js';
import { ItemError } from './errors.js';
import type { JobRun, RunEnd } from '../../jobs/run.js';
import { eachItem } from './jobs.js';

/** Periods before kick-off or of a match not played: no score yet. */
const NOT_STARTED = new Set(['preMatch', 'postponed', 'cancelled']);
export const hasStarted = (period: string) => !NOT_STARTED.has(period);
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

/**
 * matchlfps/import_lfp: the matchday's matches from the league, created or updated (clubs mapped by
 * external club id, kickoff, period, score). A failed fetch writes nothing; an unknown club fails its match only.
 */
export async function importMatchday(env: LeagueEnv, journee: Journee, job: JobRun): Promise<RunEnd> {
  let matches: LfpMatchSummary[];
  try {
    matches = await env.lfp.gameWeek(journee.numjournee, lfpSeason(env.saisonId));
  } catch (err) {
    if (!(err instanceof SourceError)) throw err;
    await job.setTotal(1);
    await job.step('ko', `${LEAGUE_MSG.matchday(journee.numjournee)} : ${err.message}`);
    return 'done';
  }
  await job.setTotal(matches.length);
  const clubRows = await env.db.select().from(clubs).where(eq(clubs.saisonId, env.saisonId));
  const byExt = new Map(clubRows.flatMap((c) => (c.clubId ? [[c.clubId, c] as const] : [])));
  const nameOf = (side: LfpMatchSummary['home']) => byExt.get(side.extId)?.name ?? side.name;
  return eachItem(job, matches, { label: (m) => `${nameOf(m.home)} – ${nameOf(m.away)}`, log: env.log }, async (m) => {
    const h = byExt.get(m.home.extId);
    const a = byExt.get(m.away.extId);
    if (!h) throw new ItemError(LEAGUE_MSG.unknownClub(m.home.extId), 502);
    if (!a) throw new ItemError(LEAGUE_MSG.unknownClub(m.away.extId), 502);
    const started = hasStarted(m.period);
    const values = {
      matchLfpId: m.matchId,
      journeeId: journee.id,
      homeClubId: h.id,
      awayClubId: a.id,
      kickoffAt: m.kickoffAt,
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
      const same =
        cur.journeeId === values.journeeId &&
        cur.homeClubId === values.homeClubId &&
        cur.awayClubId === values.awayClubId &&
        cur.kickoffAt.getTime() === values.kickoffAt.getTime() &&
        cur.period === values.period &&
        cur.homeScore === values.homeScore &&
        cur.awayScore === values.awayScore;
      if (same) return 'inchangé' as const;
      await tx.update(matchlfps).set(values).where(eq(matchlfps.id, cur.id));
      return 'mis à jour' as const;
    });
    return { text: LEAGUE_MSG.matchImported(scoreText(values.homeScore, values.awayScore), what) };
  });
}
