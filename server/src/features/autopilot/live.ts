import { type LiveMatchday, matchState, teamScore } from '@poolfoot/domain';
import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playerPoints, playerStats, rencontres } from '../../db/schema.js';
import { getSetting } from '../../db/settings.js';
import { effectiveLineup } from '../compos/index.js';
import { activeJournee, getJournee } from '../journees/index.js';
import { matchesOfJournee } from '../league/index.js';
import { journeeStatLines, scoreLines } from '../stats/index.js';

type Answer = Omit<LiveMatchday, 'success' | 'status' | 'message'>;

/**
 * autopilot/live.php: while league matches of the matchday are being played, each one's score and minute, the
 * provisional points of their players (their live stat line, which the autopilot reads every poll, with the grid) and
 * each head-to-head's provisional score (the lineup in effect, the captain twice, final points for players whose match
 * is over). Nothing live: empty lists, the page shows the final figures alone. Nothing is stored.
 */
export async function liveMatchday(db: Db, journeeId?: number): Promise<Answer> {
  const journee = journeeId === undefined ? (await activeJournee(db)).journee : await getJournee(db, journeeId);
  if (!journee) return { journee: null, matchs: [], rencontres: [], joueurs: [] };
  const ref = { journee: { id: journee.id, numjournee: journee.numjournee } };
  const live = (await matchesOfJournee(db, journee.id)).filter((r) => matchState(r.match.period).state === 'en_cours');
  if (!live.length) return { ...ref, matchs: [], rencontres: [], joueurs: [] };

  const liveIds = live.map((r) => r.match.id);
  const minutes = new Map(
    (
      await db
        .select({ id: playerStats.matchlfpId, minute: max(playerStats.minutes) })
        .from(playerStats)
        .where(inArray(playerStats.matchlfpId, liveIds))
        .groupBy(playerStats.matchlfpId)
    ).map((r) => [r.id, r.minute]),
  );
  const grid = await getSetting(db, 'scoring_grid');
  const joueurs: Answer['joueurs'] = [];
  for (const [id, { poste, lines }] of await journeeStatLines(db, journee.id)) {
    const inLive = lines.find((l) => liveIds.includes(l.matchlfpId));
    if (inLive) joueurs.push({ joueur_id: id, match_id: inLive.matchlfpId, points: scoreLines(id, lines, poste, grid).points });
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
  const pointsOf = (id: number) => points.get(id) ?? 0;
  const totalOf = async (userId: number) => {
    const lineup = await effectiveLineup(db, userId, { id: journee.id, numjournee: journee.numjournee, saisonId: journee.saisonId });
    const onPitch = (lineup?.slots ?? []).flatMap((id) => (id === null ? [] : [pointsOf(id)]));
    return teamScore(onPitch, lineup?.captainId == null ? 0 : pointsOf(lineup.captainId));
  };
  const pairings = await db.select().from(rencontres).where(eq(rencontres.journeeId, journee.id)).orderBy(asc(rencontres.matchNo));
  const scores: Answer['rencontres'] = [];
  for (const p of pairings) {
    scores.push({ id: p.id, score1: await totalOf(p.user1Id), score2: p.user2Id === null ? null : await totalOf(p.user2Id) });
  }
  return {
    ...ref,
    matchs: live.map((r) => ({
      id: r.match.id,
      home: r.home.name,
      away: r.away.name,
      home_score: r.match.homeScore,
      away_score: r.match.awayScore,
      minute: minutes.get(r.match.id) ?? null,
    })),
    rencontres: scores,
    joueurs,
  };
}
