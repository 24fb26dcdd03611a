import {
  draftStatusSchema,
  type GameHome,
  journeeStatusSchema,
  inReminderHour,
  livePhase,
  mercatoStatusSchema,
  SLOT_COUNT,
} from '@poolfoot/domain';
import { and, desc, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../../http/session.js';
import { draftState, journees, matchlfps, mercatoState, rencontres, resultats } from '../../db/schema.js';
import { matchdayLineups, matchdayStarted } from '../compos/index.js';
import { activeJournee } from '../journees/index.js';
import { inLeagueSeason, type LeagueSeason, leaguePooler, leagueSetting } from '../ligues/index.js';
import { countsInRanking, fromSide, generalRanking, rankingHistory } from '../resultats/index.js';
import { lastResult } from './last-result.js';
import { nextStepOf } from './next-step.js';

type JourneeRow = typeof journees.$inferSelect;

/** A pooler of the league, with his name. */
const nameOf = async (db: Db, leagueId: number, id: number | null) => {
  if (id === null) return null;
  const row = await leaguePooler(db, leagueId, id);
  return row ? { id: row.id, name: row.username } : null;
};

/** The caller's rank now (none before results), and before the last matchday with results (from the ranking after each finished one). */
async function classement(db: Db, userId: number, ls: LeagueSeason): Promise<GameHome['classement']> {
  const [ranking, history, [latest]] = await Promise.all([
    generalRanking(db, ls),
    rankingHistory(db, ls),
    db
      .select({ n: journees.numjournee })
      .from(resultats)
      .innerJoin(journees, eq(journees.id, resultats.journeeId))
      .where(and(eq(resultats.leagueId, ls.leagueId), eq(journees.saisonId, ls.saisonId), countsInRanking))
      .orderBy(desc(journees.numjournee))
      .limit(1),
  ]);
  const before = history.filter((p) => p.user_id === userId && latest !== undefined && p.numjournee < latest.n).at(-1);
  return {
    rank: ranking.find((r) => r.user_id === userId)?.rank ?? null,
    poolers: ranking.length,
    previous_rank: before?.rank ?? null,
  };
}

/** The first kickoff with a known time (the first lineup lock), and how many kickoffs are still to be confirmed. */
async function kickoffs(db: Db, journee: JourneeRow) {
  const rows = await db
    .select({ at: matchlfps.kickoffAt, unknown: matchlfps.kickoffUnknown })
    .from(matchlfps)
    .where(eq(matchlfps.journeeId, journee.id));
  const firm = rows.filter((r) => !r.unknown).map((r) => r.at.getTime());
  const firstFirm = firm.length ? Math.min(...firm) : null;
  const first = firstFirm !== null ? new Date(firstFirm) : rows.length ? null : journee.startAt;
  return { first_kickoff: first?.toISOString() ?? null, kickoffs_unknown: rows.length - firm.length, firstFirm };
}

/** The caller's match of the matchday, and our last computed meeting before it. */
async function rencontre(db: Db, leagueId: number, userId: number, journee: JourneeRow): Promise<GameHome['rencontre']> {
  const [mine] = await db
    .select()
    .from(rencontres)
    .where(
      and(
        eq(rencontres.leagueId, leagueId),
        eq(rencontres.journeeId, journee.id),
        or(eq(rencontres.user1Id, userId), eq(rencontres.user2Id, userId)),
      ),
    );
  if (!mine) return null;
  const opponentId = mine.user1Id === userId ? mine.user2Id : mine.user1Id;
  const opponent = await nameOf(db, leagueId, opponentId);
  if (!opponent) return { match_no: mine.matchNo, opponent: null, last: null };
  const us = (a: number, b: number) => and(eq(rencontres.user1Id, a), eq(rencontres.user2Id, b));
  const [last] = await db
    .select({ numjournee: journees.numjournee, m: rencontres })
    .from(rencontres)
    .innerJoin(journees, eq(journees.id, rencontres.journeeId))
    .where(
      and(
        eq(rencontres.leagueId, leagueId),
        eq(journees.saisonId, journee.saisonId),
        lt(journees.numjournee, journee.numjournee),
        isNotNull(rencontres.resultat),
        or(us(userId, opponent.id), us(opponent.id, userId)),
      ),
    )
    .orderBy(desc(journees.numjournee))
    .limit(1);
  if (!last) return { match_no: mine.matchNo, opponent, last: null };
  return { match_no: mine.matchNo, opponent, last: { numjournee: last.numjournee, ...fromSide(last.m, userId) } };
}

type DraftRow = typeof draftState.$inferSelect;
type MercatoRow = typeof mercatoState.$inferSelect;

/** Whose turn it is while the draft or the mercato runs (the mercato has no pick clock), from their state rows. */
async function turn(
  db: Db,
  leagueId: number,
  userId: number,
  phase: GameHome['phase'],
  d: DraftRow | undefined,
  m: MercatoRow | undefined,
): Promise<GameHome['turn']> {
  if (phase === 'mercato') {
    const pooler = await nameOf(db, leagueId, m?.cursorUserId ?? null);
    return { kind: 'mercato', round: m?.round ?? 1, pooler, mine: pooler?.id === userId, paused: false, deadline: null };
  }
  if (phase !== 'draft') return null;
  if (!d || d.status === 'non débuté') return null;
  const pooler = await nameOf(db, leagueId, d.prochainPoolerId);
  return {
    kind: 'draft',
    round: d.tour,
    pooler,
    mine: pooler?.id === userId,
    paused: d.status === 'en pause',
    deadline: d.status === 'en cours' ? (d.pickDeadline?.toISOString() ?? null) : null,
  };
}

/** game/home.php: the caller's dashboard in the session's league (domain gameHomeSchema); read only. */
export async function gameHome(db: Db, leagueId: number, caller: SessionUser, now: Date): Promise<GameHome> {
  const userId = caller.id;
  const { saisonId, journee } = await activeJournee(db);
  const ls = { leagueId, saisonId };
  const [setting, [draft], [mercato]] = await Promise.all([
    leagueSetting(db, leagueId, 'phase'),
    db.select().from(draftState).where(inLeagueSeason(draftState, ls)),
    db.select().from(mercatoState).where(inLeagueSeason(mercatoState, ls)),
  ]);
  const draftStatus = draftStatusSchema.parse(draft?.status ?? 'non débuté');
  const phase = livePhase({ setting, draft: draftStatus, mercato: mercatoStatusSchema.parse(mercato?.status ?? 'non débuté') });
  const base = {
    phase,
    next: await nextStepOf(db, ls, caller, draftStatus, journee !== null),
    classement: await classement(db, userId, ls),
    last_result: await lastResult(db, ls, userId),
    turn: await turn(db, leagueId, userId, phase, draft, mercato),
  };
  if (!journee) return { ...base, journee: null, compo: null, rencontre: null };
  const { owned, lineups } = await matchdayLineups(db, leagueId, journee, userId);
  const lineup = lineups.get(userId);
  const { firstFirm, ...times } = await kickoffs(db, journee);
  const filled = Math.min(SLOT_COUNT, lineup?.slots.filter((id) => id !== null).length ?? 0);
  return {
    ...base,
    journee: {
      id: journee.id,
      numjournee: journee.numjournee,
      status: journeeStatusSchema.parse(journee.status),
      ...times,
      started: await matchdayStarted(db, journee, now),
    },
    // Without a team that matchday (before the draft is over), no lineup to fill: the next step says what comes.
    compo: owned.has(userId)
      ? {
          filled,
          saved: lineup?.compositionId != null,
          // The reminder banner: in the mail's hour, a pooler whose lineup in effect has an empty slot (none saved, or
          // carried over with a hole after a move).
          remind: firstFirm !== null && filled < SLOT_COUNT && inReminderHour(firstFirm, now.getTime()),
        }
      : null,
    rencontre: await rencontre(db, leagueId, userId, journee),
  };
}
