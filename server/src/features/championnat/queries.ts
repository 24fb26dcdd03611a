import { CHAMPIONNAT_MSG } from '@poolfoot/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { clubs, journees, matchlfps, playerStats } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { activeJournee } from '../journees/index.js';
import { journeeEnds, postponedIn } from '../matchlfps/index.js';
import { findJournee, type MatchWithClubs, matchesOfJournee } from './matches.js';
import type { ClubRow } from './squads.js';

export const clubRef = (c: ClubRow) => ({ id: c.id, name: c.name });

export async function findClub(db: Db, id: number): Promise<ClubRow> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id));
  if (!row) throw notFound(CHAMPIONNAT_MSG.clubNotFound);
  return row;
}

const home = alias(clubs, 'home');
const away = alias(clubs, 'away');

/** A league match by our id (digits) or by the league's id, with both clubs. */
export async function findMatch(db: Db, saisonId: number, matchId: string): Promise<MatchWithClubs> {
  // Digits are our id when they fit an integer column; anything else is the league's id (unknown: 404).
  const ourId = /^\d{1,10}$/.test(matchId) ? Number(matchId) : Number.NaN;
  const where = ourId <= 2_147_483_647 ? eq(matchlfps.id, ourId) : and(eq(matchlfps.saisonId, saisonId), eq(matchlfps.matchLfpId, matchId));
  const [row] = await db
    .select({ match: matchlfps, home, away })
    .from(matchlfps)
    .innerJoin(home, eq(home.id, matchlfps.homeClubId))
    .innerJoin(away, eq(away.id, matchlfps.awayClubId))
    .where(where);
  if (!row) throw notFound(CHAMPIONNAT_MSG.matchNotFound);
  return row;
}

/** The manage page's matchday: the given one (else the active one), the season's matchdays, its matches and stat lines. */
export async function matchdayOverview(db: Db, saisonId: number, numjournee?: number) {
  const journee = numjournee === undefined ? (await activeJournee(db)).journee : await findJournee(db, saisonId, numjournee);
  const list = await db
    .select({ numjournee: journees.numjournee, status: journees.status })
    .from(journees)
    .where(eq(journees.saisonId, saisonId))
    .orderBy(asc(journees.numjournee));
  const rows = journee ? await matchesOfJournee(db, journee.id) : [];
  const lines = rows.length
    ? await db
        .select({ id: playerStats.matchlfpId, n: count() })
        .from(playerStats)
        .where(
          inArray(
            playerStats.matchlfpId,
            rows.map((r) => r.match.id),
          ),
        )
        .groupBy(playerStats.matchlfpId)
    : [];
  const linesOf = new Map(lines.map((l) => [l.id, l.n]));
  const postponed = postponedIn(await journeeEnds(db, [saisonId]));
  return {
    journee: journee
      ? { id: journee.id, numjournee: journee.numjournee, status: journee.status, start_at: journee.startAt.toISOString() }
      : null,
    journees: list,
    matchs: rows.map((r) => ({
      id: r.match.id,
      match_lfp_id: r.match.matchLfpId,
      home: r.home.name,
      away: r.away.name,
      kickoff_at: r.match.kickoffAt.toISOString(),
      kickoff_unknown: r.match.kickoffUnknown,
      home_score: r.match.homeScore,
      away_score: r.match.awayScore,
      period: r.match.period,
      postponed: postponed(r.match),
      lines: linesOf.get(r.match.id) ?? 0,
    })),
  };
}
