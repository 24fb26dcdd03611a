import { FORMATION_SLOTS, type Matchlfp, type Rencontre, type ResultatsStanding, type StatsPlayerRow, type Team } from '@poolfoot/domain';
import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect } from '../fixtures';

// A season played through the API by the super admin (pooler1: every pooler's lineup is his to save, the policy lets
// no one else act on his own), for the specs that read its pages: the draft
// (finished by simulated picks), the pairings, every pooler's lineup of matchday 1, the server's clock
// moved past matchday 1, the demo league's matches and stat lines, the points job and the results.

export async function call(request: APIRequestContext, path: string, data?: unknown) {
  const res = data === undefined ? await request.get(`/backend/api/${path}`) : await request.post(`/backend/api/${path}`, { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** Waits (by polling the job call, no sleep) for a server job to stop, and checks it went through. */
async function waitJob(request: APIRequestContext, jobPath: string, id: number) {
  await expect.poll(async () => (await call(request, `${jobPath}?id=${id}`)).job.status, { timeout: 60_000 }).not.toBe('running');
  expect((await call(request, `${jobPath}?id=${id}`)).job.status).toBe('done');
}

/**
 * Moves the e2e server's clock (DEMO_CLOCK=settable, e2e/server.ts) past a matchday, as the admin logged in on
 * `admin`: its last kickoff, the match (under two hours, break and added time included), and the demo league's
 * half hour after the whistle before the minutes played are out. The demo league then tells every match played.
 */
export async function clockPastMatchday(admin: APIRequestContext, numjournee: number) {
  const { matchs }: { matchs: Matchlfp[] } = await call(admin, `matchlfps/getByJournee.php?journee=${numjournee}`);
  const last = Math.max(...matchs.map((m) => Date.parse(m.kickoff_at)));
  const res = await admin.post('/demo-league/clock', { data: { to: new Date(last + (120 + 30) * 60_000).toISOString() } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

export type Scene = { journeeId: number; ranking: ResultatsStanding[]; matches: Rencontre[]; top: StatsPlayerRow[] };

/**
 * The draft to its end by simulated picks (started here unless it runs already), the pairings, and each pooler's
 * 4-2-3-1 of matchday 1 from his team, the striker captain. Returns matchday 1.
 */
export async function draftAndLineups(admin: APIRequestContext, ordre: number[]): Promise<{ id: number }> {
  if ((await call(admin, 'draft/get.php')).gestion.status === 'non débuté') {
    await call(admin, 'draft/init.php', { ordre });
    await call(admin, 'draft/changeStatus.php', { status: 'en cours' });
  }
  await call(admin, 'draft/setClock.php', { minutes: 0 });
  // The picks left, read once: a draft/get.php before each of the 240 picks cost 4 s a spec (docs/mesures.md).
  const draft = await call(admin, 'draft/get.php');
  const left = draft.gestion.max_tours * draft.ordre.length - draft.drafted_playerIds.length;
  for (let pick = 0; pick < left; pick++) await call(admin, 'draft/simulate.php', {});
  expect((await call(admin, 'draft/get.php')).gestion.status).toBe('terminé');
  await call(admin, 'game/setPhase.php', { phase: 'normal' });
  await call(admin, 'rencontres/generate.php', {});
  const { journee } = await call(admin, 'journees/getByNumjournee.php?numjournee=1');
  for (const userId of ordre) {
    const team: Team = (await call(admin, `teams/getByUser.php?user_id=${userId}`)).team;
    const left = [...team.joueurs];
    const joueurs = FORMATION_SLOTS['4231'].map((poste, ordre) => {
      const [player] = left.splice(
        left.findIndex((p) => p.poste === poste),
        1,
      );
      if (!player || player.poste !== poste) throw new Error(`pas de ${poste} pour ${userId}`);
      return { ordre, lfp_id: player.lfp_id, poste, club_id: player.club_id };
    });
    await call(admin, 'compos/saveCompo.php', {
      user_id: userId,
      journee_id: journee.id,
      numjournee: 1,
      formation: '4231',
      capitaine_lfp_id: joueurs[10]?.lfp_id,
      joueurs,
    });
  }
  return journee;
}

/** The draft to its end (started here unless it runs already), then matchday 1 played, scored and computed. */
export async function playMatchday1(browser: Browser, url: string): Promise<Scene> {
  const context = await browser.newContext({ baseURL: url });
  const admin = context.request;
  // The super admin: every pooler's lineup is his to write (a league admin may not write Le Président's, RULES.md).
  await call(admin, 'auth/login.php', { email: demoEmail(1), password: DEMO_PASSWORD });
  const journee = await draftAndLineups(
    admin,
    Array.from({ length: 12 }, (_, i) => i + 1),
  );

  // The demo league plays each match at its kickoff, by the server's clock: the lineups saved, time passes.
  await clockPastMatchday(admin, 1);

  for (const step of ['matchlfps/import_lfp.php', 'matchlfps/import_lfp_stats.php']) {
    const { job } = await call(admin, step, { numjournee: 1 });
    await waitJob(admin, 'league/job.php', job.id);
  }
  const { job } = await call(admin, 'stats/compute_journee.php', { journee_id: journee.id });
  await waitJob(admin, 'stats/job.php', job.id);
  const calc = await call(admin, 'resultats/calcJournee.php', { journee_id: journee.id });
  expect(calc).toMatchObject({ finished: true, journee: { status: 9 } });

  const result = {
    journeeId: journee.id as number,
    ranking: (await call(admin, 'resultats/getGeneral.php')).classement,
    matches: (await call(admin, `rencontres/getByJournee.php?journee_id=${journee.id}`)).matches,
    top: (await call(admin, 'stats/top_players.php?limit=10')).rows,
  };
  await context.close();
  return result;
}
