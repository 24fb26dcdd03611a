import { type LiveMatchday, lineupScore, matchStarted, matchState } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { generationMemo } from '../../db/generation.js';
import { playerPoints, rencontres } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { type JourneeRef, matchdayLineups } from '../compos/index.js';
import { activeJournee, getJournee } from '../journees/index.js';
import { matchesOfJournee } from '../championnat/index.js';
import { journeeStatLines, scoreLines } from '../stats/index.js';

type Answer = Omit<LiveMatchday, 'success' | 'status' | 'message'>;

/** The instance's part of a live matchday, the same for every league: its matches under way and their players' points. */
type LiveFigures = {
  journee: JourneeRef;
  started: boolean;
  matchs: Answer['matchs'];
  joueurs: Answer['joueurs'];
  points: Map<number, number>;
};

/**
 * The matchday's figures every league shares, read once while nothing is written (a whistle's pages of a thousand
 * leagues ask for them at once: generationMemo): the live matches, their players' provisional points, the stored points.
 */
const liveFigures = generationMemo<LiveFigures | null>(100);

async function readLiveFigures(db: Db, journeeId?: number): Promise<LiveFigures | null> {
  const journee = journeeId === undefined ? (await activeJournee(db)).journee : await getJournee(db, journeeId);
  if (!journee) return null;
  const matches = await matchesOfJournee(db, journee.id);
  if (journee.status === 9 || !matches.some((r) => matchStarted(r.match.period)))
    return { journee, started: false, matchs: [], joueurs: [], points: new Map() };
  const live = matches.filter((r) => matchState(r.match.period).state === 'en_cours');
  const liveIds = live.map((r) => r.match.id);

  const grid = await getSetting(db, 'scoring_grid');
  const joueurs: Answer['joueurs'] = [];
  // The minute each live match has reached: the most any of its players has played so far.
  const minutes = new Map<number, number>();
  for (const [id, { poste, lines }] of liveIds.length ? await journeeStatLines(db, journee.id) : []) {
    const inLive = lines.find((l) => liveIds.includes(l.matchlfpId));
    if (!inLive) continue;
    const { points, detail } = scoreLines(id, lines, poste, grid);
    joueurs.push({ joueur_id: id, match_id: inLive.matchlfpId, points, minutes: inLive.minutes, detail });
    minutes.set(inLive.matchlfpId, Math.max(minutes.get(inLive.matchlfpId) ?? 0, inLive.minutes));
  }
  const points = new Map(
    (
      await db
        .select({ id: playerPoints.joueurId, points: playerPoints.points })
        .from(playerPoints)
        .where(eq(playerPoints.journeeId, journee.id))
    ).map((p) => [p.id, p.points]),
  );
  for (const j of joueurs) points.set(j.joueur_id, j.points);
  return {
    journee,
    started: true,
    matchs: live.map((r) => ({
      id: r.match.id,
      home: r.home.name,
      away: r.away.name,
      home_score: r.match.homeScore,
      away_score: r.match.awayScore,
      minute: minutes.get(r.match.id) ?? null,
    })),
    joueurs,
    points,
  };
}

/**
 * autopilot/live.php: while league matches of the matchday are being played, each one's score and minute and the
 * provisional points of their players (their live stat line, which the autopilot reads every poll, with the grid: the
 * minutes so far and the lines that give the points); and while the matchday is under way (a match kicked off, the
 * matchday not over, between two matches too) each pooler's and each head-to-head's provisional score in the league (the lineup in
 * effect, the captain twice, final points for players whose match is over). Before the first kickoff and once the
 * matchday is over: empty lists, the pages show the final figures alone. Nothing is stored.
 */
export async function liveMatchday(db: Db, leagueId: number, journeeId?: number): Promise<Answer> {
  const figures = await liveFigures(db, String(journeeId ?? 'active'), () => readLiveFigures(db, journeeId));
  const none = { matchs: [], rencontres: [], poolers: [], joueurs: [] };
  if (!figures) return { journee: null, ...none };
  const { journee, started, matchs, joueurs, points } = figures;
  const ref = { journee: { id: journee.id, numjournee: journee.numjournee } };
  if (!started) return { ...ref, ...none };
  const pointsOf = (id: number) => points.get(id) ?? 0;

  const pairings = await db
    .select()
    .from(rencontres)
    .where(and(eq(rencontres.leagueId, leagueId), eq(rencontres.journeeId, journee.id)))
    .orderBy(asc(rencontres.matchNo));
  const { owned, lineups } = await matchdayLineups(db, leagueId, journee);
  const userIds = new Set([...owned.keys(), ...pairings.flatMap((p) => (p.user2Id === null ? [p.user1Id] : [p.user1Id, p.user2Id]))]);
  const totals = new Map<number, number>();
  for (const userId of [...userIds].sort((a, b) => a - b)) totals.set(userId, lineupScore(lineups.get(userId), pointsOf).total);
  const totalOf = (userId: number) => totals.get(userId) ?? 0;
  return {
    ...ref,
    matchs,
    rencontres: pairings.map((p) => ({ id: p.id, score1: totalOf(p.user1Id), score2: p.user2Id === null ? null : totalOf(p.user2Id) })),
    poolers: [...totals].map(([user_id, total]) => ({ user_id, total })),
    joueurs,
  };
}
