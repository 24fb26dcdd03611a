import {
  authCalls,
  draftCalls,
  type Endpoint,
  FORMATION_SLOTS,
  gameCalls,
  leagueCalls,
  type RequestOf,
  type ResponseOf,
  resultatsCalls,
  statsCalls,
} from '@poolfoot/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { injectCall } from '../http/inject.js';
import type { App } from '../http/types.js';
import { compoSlots, compos, joueurs, journees, teamPlayers, users } from '../db/schema.js';
import { DEMO_PASSWORD } from './seed/seed.js';

/** The matchdays DEMO=season plays before the newcomer arrives; the next one is active. */
export const DEMO_SEASON_PLAYED = 10;

/**
 * DEMO=season: on a freshly seeded demo, plays the first matchdays through the app's own calls, as
 * an admin would from the browser: the whole draft (random valid picks), then for each matchday the
 * league import of its matches and stats from the demo league, the players' points and the results.
 * The demo league answers at the server's clock: the seed puts these matchdays in the past, but the
 * last one may still be under way when the server starts (then it stays open).
 * Each pooler's lineup is set once for matchday 1 (the carry-over rule keeps it for the next ones).
 * Runs after the server listens (the league import fetches the demo league over HTTP).
 */
export async function playDemoSeason(app: App, log: FastifyBaseLogger, played = DEMO_SEASON_PLAYED) {
  const { db } = app.ctx.database;
  const login = await injectCall(app, authCalls.login, { email: 'pooler2@poolfoot.test', password: DEMO_PASSWORD });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const call = async <E extends Endpoint>(e: E, ...input: RequestOf<E> extends undefined ? [] : [RequestOf<E>]): Promise<ResponseOf<E>> => {
    const res = await injectCall(app, e, input[0], { cookie });
    if (res.statusCode !== 200) throw new Error(`${e.path} : ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const waitJob = async (poll: (id: number) => Promise<{ job: { status: string } }>, started: { job: { id: number; status: string } }) => {
    let job = started.job;
    while (job.status === 'running') {
      await new Promise((r) => setTimeout(r, 200));
      job = { ...job, ...(await poll(job.id)).job };
    }
    if (job.status !== 'done') throw new Error(`job ${job.id} : ${job.status}`);
  };
  const leagueJob = (id: number) => call(leagueCalls.job, { id });
  const statsJob = (id: number) => call(statsCalls.job, { id });

  log.info('démo saison : draft…');
  await call(draftCalls.changeStatus, { status: 'en cours' });
  while ((await call(draftCalls.get)).gestion.status !== 'terminé') await call(draftCalls.simulate);
  const days = await db.select().from(journees).orderBy(asc(journees.numjournee)).limit(played);
  const first = days[0];
  if (first) await setFirstLineups(app, first.id);
  let finished = 0;
  for (const day of days) {
    log.info(`démo saison : journée ${day.numjournee}…`);
    await waitJob(leagueJob, await call(leagueCalls.importLfp, { numjournee: day.numjournee }));
    await waitJob(leagueJob, await call(leagueCalls.importLfpStats, { numjournee: day.numjournee }));
    await waitJob(statsJob, await call(statsCalls.computeJournee, { journee_id: day.id }));
    // The demo league follows the clock: a matchday still being played stays open, as with the real league.
    if ((await call(resultatsCalls.calcJournee, { journee_id: day.id })).finished) finished++;
    else log.info(`démo saison : journée ${day.numjournee} en cours, à terminer quand ses matchs seront joués`);
  }
  await call(gameCalls.setPhase, { phase: 'normal' });
  await call(authCalls.logout);
  log.info(`démo saison prête : ${finished} journées terminées sur ${days.length}`);
}

/** Each pooler's 4-2-3-1 of matchday 1: the best 2024/25 scorers of their team at each slot, the striker captain. */
async function setFirstLineups(app: App, journeeId: number) {
  const { db } = app.ctx.database;
  const slots = FORMATION_SLOTS['4231'];
  const poolers = await db.select({ id: users.id }).from(users).orderBy(asc(users.id));
  await db.transaction(async (tx) => {
    for (const { id: userId } of poolers) {
      const team = await tx
        .select({ id: joueurs.id, poste: joueurs.poste })
        .from(teamPlayers)
        .innerJoin(joueurs, eq(joueurs.id, teamPlayers.joueurId))
        .where(and(eq(teamPlayers.userId, userId), isNull(teamPlayers.journeeOut)))
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
        .values({ saisonId: 2026, userId, journeeId, formation: '4231', capitaineJoueurId: captain, updatedBy: userId })
        .returning({ id: compos.id });
      if (!compo) continue;
      await tx.insert(compoSlots).values(chosen.map((joueurId, ordre) => ({ compoId: compo.id, ordre, joueurId })));
    }
  });
}
