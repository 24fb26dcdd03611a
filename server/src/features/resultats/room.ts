import { CHAT_MSG } from '@poolfoot/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { journees, seasons, users } from '../../db/schema.js';
import { type GameMessage, postGameMessages } from '../chat/index.js';
import type { JourneeRef } from '../compos/index.js';
import { poolerName } from '../users/index.js';
import { championsOf, playedMeetings, seasonSums } from './champions.js';
import type { LeagueResults } from './save.js';
import type { Sides } from './sides.js';

/** A league's matchday as the room tells it: its widest head-to-head win, and its best score (every pooler who made it). */
function highlights(computed: LeagueResults, sides: Sides | undefined) {
  let biggest: { winner: number; loser: number; won: number; lost: number } | null = null;
  for (const p of sides?.pairings ?? []) {
    const score = computed.pairings.find((s) => s.id === p.id);
    if (p.user2Id === null || !score || score.score2 === null || score.score1 === score.score2) continue;
    const [winner, loser, won, lost] =
      score.score1 > score.score2 ? [p.user1Id, p.user2Id, score.score1, score.score2] : [p.user2Id, p.user1Id, score.score2, score.score1];
    if (!biggest || won - lost > biggest.won - biggest.lost) biggest = { winner, loser, won, lost };
  }
  const top = Math.max(...computed.rows.map((r) => r.total_points));
  const best = computed.rows.length
    ? { ids: computed.rows.filter((r) => r.total_points === top).map((r) => r.user_id), points: top }
    : null;
  return { biggest, best };
}

/**
 * The game speaks (RULES.md "Vestiaire"), in the transaction that finds a matchday finished: each league's room is told
 * its results (the widest win, the best score, linking to the matchday's head-to-heads), and, when it was the season's
 * last matchday, the season's champion (the palmarès's rule, linking to it). Each once per league (its key).
 */
export async function tellMatchday(tx: Tx, now: Date, journee: JourneeRef, computed: readonly LeagueResults[], sides: Map<number, Sides>) {
  const told = computed.map((c) => ({ leagueId: c.leagueId, ...highlights(c, sides.get(c.leagueId)) }));
  const ids = told.flatMap((t) => [...(t.biggest ? [t.biggest.winner, t.biggest.loser] : []), ...(t.best?.ids ?? [])]);
  const names = new Map(
    ids.length
      ? (
          await tx
            .select({ id: users.id, name: poolerName() })
            .from(users)
            .where(inArray(users.id, [...new Set(ids)]))
        ).map((u) => [u.id, u.name])
      : [],
  );
  const name = (id: number) => names.get(id) ?? '';
  const messages: GameMessage[] = told
    .filter((t) => t.best)
    .map((t) => ({
      leagueId: t.leagueId,
      event: 'results',
      text: CHAT_MSG.results(
        journee.numjournee,
        t.biggest && { ...t.biggest, winner: name(t.biggest.winner), loser: name(t.biggest.loser) },
        t.best && { names: t.best.ids.map(name), points: t.best.points },
      ),
      link: `/compos/rencontres/${journee.id}`,
      key: `results:${journee.id}`,
    }));
  messages.push(...(await champions(tx, journee, computed)));
  await postGameMessages(tx, now, messages);
}

/** The season's champion in each league, once its last matchday is finished (none for a league without one). */
async function champions(tx: Tx, journee: JourneeRef, computed: readonly LeagueResults[]): Promise<GameMessage[]> {
  const [open] = await tx
    .select({ id: journees.id })
    .from(journees)
    .where(and(eq(journees.saisonId, journee.saisonId), ne(journees.status, 9)))
    .limit(1);
  const [season] = await tx.select().from(seasons).where(eq(seasons.id, journee.saisonId));
  if (open || !season) return [];
  const messages: GameMessage[] = [];
  for (const { leagueId } of computed) {
    const [{ champion } = { champion: null }] = championsOf([season], await seasonSums(tx, leagueId), await playedMeetings(tx, leagueId));
    if (champion) {
      messages.push({
        leagueId,
        event: 'champion',
        text: CHAT_MSG.champion(season.nom, champion.username, champion.points_classement),
        link: '/palmares',
        key: `champion:${journee.saisonId}`,
      });
    }
  }
  return messages;
}
