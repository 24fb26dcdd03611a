import { CHAT_MSG, type ChatMessage, chatCalls, resultatsCalls, ROLE, statsCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { buildResultatsScene, cookieOf, createUser, type LoggedIn, roles } from '../../../test/factories/index.js';
import { chatMessages, leagueMembers, leagues, matchlfps } from '../../db/schema.js';
import { setLeagueSetting } from '../ligues/index.js';

/**
 * The game speaks in the room (RULES.md "Vestiaire"): each matchday's results once it is finished (the widest win, the
 * best score), and the season's champion after its last matchday, in every league's room, each once; a league that
 * turned the results off gets none.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let scene: Awaited<ReturnType<typeof buildResultatsScene>>;
let alice: LoggedIn;
let quiet: number;

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const a = await createUser(t.db, { username: 'alice', nickname: 'Alice' });
  alice = { ...a, cookie: await cookieOf(t.app, a) };
  const bruno = await createUser(t.db, { username: 'Bruno', nickname: '' });
  const chloe = await createUser(t.db, { username: 'chloe', nickname: 'Chloé' });
  scene = await buildResultatsScene(t.db, { alice: alice.id, bruno: bruno.id, chloe: chloe.id });
  for (const n of [1, 2]) {
    for (const p of Object.values(scene.p))
      await t.as(r.admin).get(statsCalls.computePlayerTotal, { player_lfp_id: p.lfpId, numjournee: n });
  }
  // A second league, its results turned off: its room hears none of them.
  const [other] = await t.db.insert(leagues).values({ nom: 'Ligue calme' }).returning({ id: leagues.id });
  quiet = other?.id ?? 0;
  await t.db.insert(leagueMembers).values({ leagueId: quiet, userId: r.admin.id, role: ROLE.admin });
  await setLeagueSetting(t.db, quiet, 'room_events', { draft: true, mercato: true, trades: true, results: false, champion: true });
});
afterAll(() => t.close());

const game = async (): Promise<ChatMessage[]> =>
  ((await t.as(alice).call(chatCalls.list, {})).json().messages as ChatMessage[]).filter((m) => m.author === null);

describe('a matchday’s results, told in the room', () => {
  it('tells matchday 1 once it is finished: Alice beats Bruno 29–4, the best score hers, linking to its head-to-heads', async () => {
    const res = await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: scene.j1.id });
    expect(res.json().finished).toBe(true);
    const text = CHAT_MSG.results(1, { winner: 'Alice', loser: 'Bruno', won: 29, lost: 4 }, { names: ['Alice'], points: 29 });
    expect(await game()).toMatchObject([{ event: 'results', text, link: `/compos/rencontres/${scene.j1.id}` }]);
    // Computed again: told once.
    await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: scene.j1.id });
    expect(await game()).toHaveLength(1);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.leagueId, quiet))).toEqual([]);
  });

  it('tells nothing of a matchday still being played', async () => {
    const res = await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: scene.j2.id });
    expect(res.statusCode).toBe(409);
    expect(await game()).toHaveLength(1);
  });

  it('tells the season’s last matchday, then its champion, linking to the palmarès', async () => {
    await t.db.update(matchlfps).set({ period: 'fullTime' }).where(eq(matchlfps.id, scene.m2));
    const res = await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: scene.j2.id });
    expect(res.json().finished).toBe(true);
    const told = await game();
    expect(told.map((m) => [m.event, m.link])).toEqual([
      ['results', `/compos/rencontres/${scene.j1.id}`],
      ['results', `/compos/rencontres/${scene.j2.id}`],
      ['champion', '/palmares'],
    ]);
    // Alice beats Chloé 22–0; Alice and Bruno (his bye) score 22. Alice: 3 + 1 star each matchday, 8 points.
    expect(told[1]?.text).toBe(
      CHAT_MSG.results(2, { winner: 'Alice', loser: 'Chloé', won: 22, lost: 0 }, { names: ['Alice', 'Bruno'], points: 22 }),
    );
    expect(told[2]?.text).toBe(CHAT_MSG.champion('Saison 2025/2026', 'Alice', 8));
    // The league that turned the results off hears none; it played no match, so it has no champion either.
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.leagueId, quiet))).toEqual([]);
  });
});
