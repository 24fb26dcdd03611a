import {
  authCalls,
  draftCalls,
  type Endpoint,
  FORMATION_SLOTS,
  gameCalls,
  matchFinished,
  maxTours,
  type RequestOf,
  type ResponseOf,
} from '@poolfoot/domain';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { compoSlots, compos, draftOrder, draftPicks, joueurs, journees, leagueMembers, teamPlayers } from '../db/schema.js';
import { setSetting } from '../db/settings.js';
import { buildMatchStats, isItemFailure, championnatEnv, matchesOfJournee } from '../features/championnat/index.js';
import { reportPreparation } from '../features/game/index.js';
import { inLeagueSeason, leagueSetting, seasonOf } from '../features/ligues/index.js';
import { publish } from '../features/live/index.js';
import { journeeMatchStates } from '../features/matchlfps/index.js';
import { calcJournee } from '../features/resultats/index.js';
import { injectCall } from '../http/inject.js';
import type { App } from '../http/types.js';
import { inProcessDemoChampionnat } from './championnat/in-process.js';
import { DEMO_PASSWORD, demoLeagueId } from './seed/seed.js';

/**
 * Says the demo season is being prepared (game/preparation.php), before the server listens: the first page a newcomer
 * opens shows the preparation, not a season half played. Answers the number of picks the draft makes, and how many
 * are made already (a first start stopped half way).
 */
export async function beginDemoSeason(app: App, played: number): Promise<{ picks: number; made: number }> {
  const { db } = app.ctx.database;
  const ls = await seasonOf(db, await demoLeagueId(db));
  const [order] = await db.select({ n: count() }).from(draftOrder).where(inLeagueSeason(draftOrder, ls));
  const [done] = await db.select({ n: count() }).from(draftPicks).where(inLeagueSeason(draftPicks, ls));
  const picks = (order?.n ?? 0) * maxTours(await leagueSetting(db, ls.leagueId, 'max_joueurs_poste'));
  const made = done?.n ?? 0;
  reportPreparation(app.ctx, { picks: made, picks_total: picks, journees: 0, journees_total: played });
  return { picks, made };
}

/**
 * DEMO=season: on a freshly seeded demo, plays the first matchdays by the app's own rules and code, without what is
 * meant for a remote league (pauses between matches, a request per sheet, jobs followed by polling):
 * - the draft through the admin's calls (draft/simulate.php until every pick is made: random valid picks);
 * - each pooler's lineup set once for matchday 1 (the carry-over rule keeps it for the next ones);
 * - each matchday in one transaction: every match's sheet read from the demo league in process and its stat lines
 *   built as the league import builds them (buildMatchStats, which also brings the match's period and score), then
 *   the results computed (calcJournee: the players' points first, set-based, then each pooler's score, the results
 *   and the ranking's rows; the matchday closed when its matches are over).
 * The demo league follows the server's clock: the seed puts these matchdays in the past, but the last one may still
 * be under way when the server starts (then it stays open, as with the real league). Progress is reported for
 * game/preparation.php until the season is ready. A first start stopped half way is taken up where it stood: the picks
 * made stay, the lineups are set once, each matchday is played again (the same rows: the steps are idempotent).
 */
export async function playDemoSeason(app: App, log: FastifyBaseLogger, played: number) {
  const { ctx } = app;
  const { db } = ctx.database;
  const { picks, made } = await beginDemoSeason(app, played);
  const progress = { picks: made, picks_total: picks, journees: 0, journees_total: played };
  const report = (change: Partial<typeof progress>) => reportPreparation(ctx, Object.assign(progress, change));
  try {
    const login = await injectCall(app, authCalls.login, { email: 'pooler2@poolfoot.test', password: DEMO_PASSWORD });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const call = async <E extends Endpoint>(
      e: E,
      ...input: RequestOf<E> extends undefined ? [] : [RequestOf<E>]
    ): Promise<ResponseOf<E>> => {
      const res = await injectCall(app, e, input[0], { cookie });
      if (res.statusCode !== 200) throw new Error(`${e.path} : ${res.statusCode} ${res.body}`);
      return res.json();
    };

    log.info('démo saison : draft…');
    if (!made) await call(draftCalls.changeStatus, { status: 'en cours' });
    for (let n = made + 1; n <= picks; n++) {
      await call(draftCalls.simulate);
      report({ picks: n });
    }
    const days = await db.select().from(journees).orderBy(asc(journees.numjournee)).limit(played);
    const first = days[0];
    if (first) await setFirstLineups(app, first.id);

    const env = await championnatEnv(ctx, log);
    const demoChampionnat = { ...env.lfp, ...(await inProcessDemoChampionnat(db, env.saisonId, () => ctx.now())) };
    let finished = 0;
    for (const day of days) {
      log.info(`démo saison : journée ${day.numjournee}…`);
      const result = await db.transaction(async (tx) => {
        const dayEnv = { ...env, db: tx, lfp: demoChampionnat };
        for (const m of await matchesOfJournee(tx, day.id)) {
          try {
            await buildMatchStats(dayEnv, m);
          } catch (err) {
            if (!isItemFailure(err)) throw err;
            log.warn(`démo saison : ${m.home.name} – ${m.away.name} : ${err.message}`);
          }
        }
        // A matchday none of whose matches is over yet has no results to compute (calcJournee refuses it): it stays
        // open, to be played as the league plays it.
        const states = await journeeMatchStates(tx, day);
        if (!states.some((m) => matchFinished(m.period))) return { finished: false };
        return calcJournee(tx, day.id, ctx.now(), 'every league');
      });
      // The demo league follows the clock: a matchday still being played stays open, as with the real league.
      if (result.finished) finished++;
      else log.info(`démo saison : journée ${day.numjournee} en cours, à terminer quand ses matchs seront joués`);
      report({ journees: progress.journees + 1 });
    }
    await publish(ctx, 'resultats', 'every league');
    await call(gameCalls.setPhase, { phase: 'normal' });
    await setSetting(db, 'demo_season_pending', false);
    await call(authCalls.logout);
    log.info(`démo saison prête : ${finished} journées terminées sur ${days.length}`);
  } finally {
    reportPreparation(ctx, null);
  }
}

/** Each pooler's 4-2-3-1 of matchday 1: the best 2024/25 scorers of their team at each slot, the striker captain (once). */
async function setFirstLineups(app: App, journeeId: number) {
  const { db } = app.ctx.database;
  const ls = await seasonOf(db, await demoLeagueId(db));
  const { leagueId } = ls;
  // Set already by a first start stopped later on (one transaction: all of them or none).
  const set = await db
    .select({ id: compos.id })
    .from(compos)
    .where(and(eq(compos.leagueId, leagueId), eq(compos.journeeId, journeeId)))
    .limit(1);
  if (set.length) return;
  const slots = FORMATION_SLOTS['4231'];
  const poolers = await db
    .select({ id: leagueMembers.userId })
    .from(leagueMembers)
    .where(eq(leagueMembers.leagueId, leagueId))
    .orderBy(asc(leagueMembers.userId));
  await db.transaction(async (tx) => {
    for (const { id: userId } of poolers) {
      const team = await tx
        .select({ id: joueurs.id, poste: joueurs.poste })
        .from(teamPlayers)
        .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
        .where(and(inLeagueSeason(teamPlayers, ls), eq(teamPlayers.userId, userId), isNull(teamPlayers.journeeOut)))
        .orderBy(desc(joueurs.totalPrev), asc(joueurs.id));
      const used = new Set<number>();
      const chosen = slots.map((poste) => {
        const p = team.find((x) => x.poste === poste && !used.has(x.id));
        if (p) used.add(p.id);
        return p?.id ?? null;
      });
      const captain = chosen[slots.indexOf('AT')] ?? null;
      const [compo] = await tx
        .insert(compos)
        .values({ ...ls, userId, journeeId, formation: '4231', capitaineJoueurId: captain, updatedBy: userId })
        .returning({ id: compos.id });
      if (!compo) continue;
      await tx.insert(compoSlots).values(chosen.map((joueurId, ordre) => ({ compoId: compo.id, ordre, joueurId })));
    }
  });
}
