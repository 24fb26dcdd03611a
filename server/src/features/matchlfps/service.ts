import { type Matchlfp, MATCHLFPS_MSG, type MatchlfpUpdate, parisLocalToUtc } from '@poolfoot/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { clubs, journees, matchlfps, playerStats } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { refusePastSeason } from '../journees/index.js';
import { journeeEnds, postponedIn } from './postponed.js';

const home = alias(clubs, 'home_club');
const away = alias(clubs, 'away_club');

/** Matches with their matchday number and both clubs' official names (the name when there is none). */
async function selectMatchs(db: Db | Tx, where: SQL | undefined): Promise<Matchlfp[]> {
  const rows = await db
    .select({
      m: matchlfps,
      numjournee: journees.numjournee,
      homeOfficial: home.officialName,
      homeName: home.name,
      awayOfficial: away.officialName,
      awayName: away.name,
    })
    .from(matchlfps)
    .innerJoin(journees, eq(journees.id, matchlfps.journeeId))
    .innerJoin(home, eq(home.id, matchlfps.homeClubId))
    .innerJoin(away, eq(away.id, matchlfps.awayClubId))
    .where(where)
    .orderBy(asc(matchlfps.kickoffAt), asc(matchlfps.id));
  const postponed = postponedIn(await journeeEnds(db, [...new Set(rows.map((r) => r.m.saisonId))]));
  return rows.map(({ m, ...r }) => ({
    id: m.id,
    match_lfp_id: m.matchLfpId,
    journee_id: m.journeeId,
    numjournee: r.numjournee,
    home_club_id: m.homeClubId,
    away_club_id: m.awayClubId,
    home_club_official_name: r.homeOfficial ?? r.homeName,
    away_club_official_name: r.awayOfficial ?? r.awayName,
    kickoff_at: m.kickoffAt.toISOString(),
    kickoff_unknown: m.kickoffUnknown,
    home_score: m.homeScore,
    away_score: m.awayScore,
    period: m.period,
    postponed: m.postponed,
    counts_as_postponed: postponed(m),
    saison_id: m.saisonId,
  }));
}

/** The league matches of a matchday (by number) of the active season, by kickoff. */
export async function matchsByJournee(db: Db, numjournee: number) {
  const saison = await getSetting(db, 'saison');
  return selectMatchs(db, and(eq(journees.saisonId, saison.id), eq(journees.numjournee, numjournee)));
}

export async function getMatch(db: Db | Tx, id: number) {
  const [match] = await selectMatchs(db, eq(matchlfps.id, id));
  if (!match) throw notFound(MATCHLFPS_MSG.notFound);
  return match;
}

function kickoffOf(input: MatchlfpUpdate): Date {
  if (input.date !== undefined && input.heure !== undefined) {
    try {
      return parisLocalToUtc(input.date, input.heure);
    } catch {
      throw badRequest('Date du coup d’envoi requise (AAAA-MM-JJ).');
    }
  }
  const at = new Date(input.kickoff_at ?? Number.NaN);
  if (Number.isNaN(at.getTime())) throw badRequest('Date et heure du coup d’envoi invalides.');
  return at;
}

/**
 * Changes the teams and the kickoff of a match, and when given whether it is postponed and whether its
 * time is still to be confirmed; both clubs must exist in the match's season.
 */
export async function updateMatch(db: Db, input: MatchlfpUpdate) {
  const kickoffAt = kickoffOf(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(matchlfps).where(eq(matchlfps.id, input.id)).for('update');
    if (!row) throw notFound(MATCHLFPS_MSG.notFound);
    await refusePastSeason(tx, row.saisonId);
    const wanted = [input.home_club_id, input.away_club_id];
    const found = await tx.select().from(clubs).where(inArray(clubs.id, wanted));
    for (const id of wanted) {
      const club = found.find((c) => c.id === id);
      if (!club) throw badRequest(MATCHLFPS_MSG.clubNotFound(id));
      if (club.saisonId !== row.saisonId) throw badRequest(MATCHLFPS_MSG.clubOtherSeason(club.name, row.saisonId));
    }
    await tx
      .update(matchlfps)
      .set({
        homeClubId: input.home_club_id,
        awayClubId: input.away_club_id,
        kickoffAt,
        ...(input.postponed === undefined ? {} : { postponed: input.postponed }),
        ...(input.kickoff_unknown === undefined ? {} : { kickoffUnknown: input.kickoff_unknown }),
      })
      .where(eq(matchlfps.id, input.id));
    return getMatch(tx, input.id);
  });
}

/** Deletes a match that has no player stat lines (they would go with it). */
export async function deleteMatch(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: matchlfps.id, saisonId: matchlfps.saisonId })
      .from(matchlfps)
      .where(eq(matchlfps.id, id))
      .for('update');
    if (!row) throw notFound(MATCHLFPS_MSG.notFound);
    await refusePastSeason(tx, row.saisonId);
    const [stats] = await tx.select({ n: count() }).from(playerStats).where(eq(playerStats.matchlfpId, id));
    const n = stats?.n ?? 0;
    if (n > 0) throw conflict(MATCHLFPS_MSG.deleteRefused(n));
    await tx.delete(matchlfps).where(eq(matchlfps.id, id));
  });
}
