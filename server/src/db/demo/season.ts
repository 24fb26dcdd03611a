import { FORMATION_SLOTS } from '@poolfoot/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../http/types.js';
import { compoSlots, compos, joueurs, journees, teamPlayers, users } from '../schema.js';
import { DEMO_PASSWORD } from './seed.js';

/** The matchdays DEMO=season plays before the newcomer arrives; the next one is active. */
export const DEMO_SEASON_PLAYED = 10;

type Call = (method: 'GET' | 'POST', path: string, body?: object) => Promise<Record<string, unknown>>;

/**
 * DEMO=season: on a freshly seeded demo, plays the first matchdays through the app's own calls, as
 * an admin would from the browser: the whole draft (random valid picks), then for each matchday the
 * league import of its matches and stats from the demo league, the players' points and the results.
 * Each pooler's lineup is set once for matchday 1 (the carry-over rule keeps it for the next ones).
 * Runs after the server listens (the league import fetches the demo league over HTTP).
 */
export async function playDemoSeason(app: App, log: FastifyBaseLogger, played = DEMO_SEASON_PLAYED) {
  const { db } = app.ctx.database;
  const login = await app.inject({
    method: 'POST',
    url: '/backend/api/auth/login.php',
    payload: { email: 'pooler2@poolfoot.test', password: DEMO_PASSWORD },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const call: Call = async (method, path, body) => {
    const res = await app.inject({
      method,
      url: `/backend/api/${path}`,
      headers: { cookie },
      ...(method === 'POST' ? { payload: body ?? {} } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`${path} : ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const waitJob = async (path: string, started: Record<string, unknown>) => {
    let job = started.job as { id: number; status: string };
    while (job.status === 'running') {
      await new Promise((r) => setTimeout(r, 200));
      job = (await call('GET', `${path}?id=${job.id}`)).job as typeof job;
    }
    if (job.status !== 'done') throw new Error(`${path} : job ${job.status}`);
  };

  log.info('démo saison : draft…');
  await call('POST', 'draft/changeStatus.php', { status: 'en cours' });
  for (;;) {
    const state = (await call('GET', 'draft/get.php')) as { gestion: { status: string } };
    if (state.gestion.status === 'terminé') break;
    await call('POST', 'draft/simulate.php');
  }
  const days = await db.select().from(journees).orderBy(asc(journees.numjournee)).limit(played);
  const first = days[0];
  if (first) await setFirstLineups(app, first.id);
  for (const day of days) {
    log.info(`démo saison : journée ${day.numjournee}…`);
    await waitJob('league/job.php', await call('POST', 'matchlfps/import_lfp.php', { numjournee: day.numjournee }));
    await waitJob('league/job.php', await call('POST', 'matchlfps/import_lfp_stats.php', { numjournee: day.numjournee }));
    await waitJob('stats/job.php', await call('POST', 'stats/compute_journee.php', { journee_id: day.id }));
    await call('POST', 'resultats/calcJournee.php', { journee_id: day.id });
  }
  await call('POST', 'game/setPhase.php', { phase: 'normal' });
  await call('POST', 'auth/logout.php');
  log.info(`démo saison prête : ${days.length} journées jouées`);
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
