import { PUSH_MSG } from '@poolfoot/domain';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { journees, joueurs, leagues, playerStats } from '../../db/schema.js';
import type { AppContext } from '../../http/types.js';
import { leaguesLineups } from '../compos/index.js';
import type { MatchWithClubs } from '../championnat/index.js';
import { enqueue, type Notice } from '../push/index.js';

const KINDS = ['goal', 'assist', 'red'] as const;
/** A sheet read longer than this after its kickoff is not news any more (a server catching up on a matchday it missed). */
const LIVE_WINDOW_MS = 3 * 3_600_000;

/**
 * After live sheets were read: each goal, assist and red card of a player in a pooler's lineup in effect (any league)
 * is told to that pooler by a push, once each (its key names the match, the player, the figure and its
 * count: the same sheet read again adds nothing, a second goal is a second notice). It opens the matchday's
 * head-to-heads in that league, where the live points show. Only during or just after the match (LIVE_WINDOW_MS).
 */
export async function noticeLiveFigures(ctx: AppContext, log: FastifyBaseLogger, read: readonly MatchWithClubs[]) {
  const now = ctx.now().getTime();
  const matches = read.filter((m) => now - m.match.kickoffAt.getTime() < LIVE_WINDOW_MS);
  if (!matches.length) return;
  const { db } = ctx.database;
  const figures = await db
    .select({
      matchId: playerStats.matchlfpId,
      joueurId: playerStats.joueurId,
      goal: playerStats.goals,
      assist: playerStats.assists,
      red: playerStats.redCards,
      nom: joueurs.nom,
      prenom: joueurs.prenom,
    })
    .from(playerStats)
    .innerJoin(joueurs, eq(joueurs.id, playerStats.joueurId))
    .where(
      and(
        inArray(
          playerStats.matchlfpId,
          matches.map((m) => m.match.id),
        ),
        or(gt(playerStats.goals, 0), gt(playerStats.assists, 0), gt(playerStats.redCards, 0)),
      ),
    );
  if (!figures.length) return;
  const journeeIds = [...new Set(matches.map((m) => m.match.journeeId))];
  const rows = await db.select().from(journees).where(inArray(journees.id, journeeIds));
  const all = await db.select({ id: leagues.id, nom: leagues.nom }).from(leagues).orderBy(asc(leagues.id));
  const notices: Notice[] = [];
  for (const journee of rows) {
    const byLeague = await leaguesLineups(
      db,
      all.map((l) => l.id),
      journee,
    );
    for (const league of all) {
      for (const [userId, lineup] of byLeague.get(league.id)?.lineups ?? []) {
        for (const f of figures) {
          const match = matches.find((m) => m.match.id === f.matchId);
          if (!match || match.match.journeeId !== journee.id || !lineup.slots.includes(f.joueurId)) continue;
          const player = [f.prenom, f.nom].filter(Boolean).join(' ');
          for (const kind of KINDS)
            for (let n = 1; n <= f[kind]; n++)
              notices.push({
                key: `live:${f.matchId}:${f.joueurId}:${kind}:${n}:${league.id}:${userId}`,
                userId,
                type: 'live',
                payload: {
                  title: PUSH_MSG.liveTitle[kind],
                  body: PUSH_MSG.live(kind, player, `${match.home.name} – ${match.away.name}`, league.nom),
                  url: `/compos/rencontres/${journee.id}?ligue=${league.id}`,
                  tag: `live-${f.matchId}-${f.joueurId}-${kind}-${n}`,
                },
              });
        }
      }
    }
  }
  await enqueue(ctx, log, notices);
}
