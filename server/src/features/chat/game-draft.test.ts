import type { AddressInfo } from 'node:net';
import { CHAT_MSG, type ChatMessage, chatCalls, draftCalls, liguesCalls, liveCalls, mercatoCalls, urlOf } from '@poolfoot/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createJournees, type LoggedIn, loggedIn, seedLeague, testLeague, type WorldPlayer } from '../../../test/factories/index.js';
import { leagues, teamPlayers } from '../../db/schema.js';
import { setLeagueSetting } from '../ligues/index.js';

/**
 * The game speaks in the room (RULES.md "Vestiaire"): the draft's start and end, each mercato move, each a message of
 * the game linking to its page; a league admin turns a kind off.
 */
let t: TestApp;
let league: number;
let admin: LoggedIn;
let p: LoggedIn[];
let players: WorldPlayer[];

beforeAll(async () => {
  t = await testApp();
  league = await testLeague(t.db);
  admin = await loggedIn(t, { username: 'Arsene', nickname: '', role: 4 });
  p = [await loggedIn(t, { username: 'Lea', nickname: '' }), await loggedIn(t, { username: 'Hugo', nickname: '' })];
  players = await seedLeague(t.db, 2);
  await createJournees(t.db, 4, 0);
  // 2 rounds: a goalkeeper and a striker each.
  await setLeagueSetting(t.db, league, 'max_joueurs_poste', { GB: 1, DC: 0, DL: 0, MC: 0, MO: 0, AT: 1 });
  await t.as(admin).call(draftCalls.init, { ordre: p.map((u) => u.id) });
});
afterAll(() => t.close());

/** What a live stream says until `wanted` (then it is closed). */
async function readUntil(res: Response, wanted: string) {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(wanted)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

const room = async (): Promise<ChatMessage[]> => (await t.as(p[0] as LoggedIn).call(chatCalls.list, {})).json().messages;
const game = async () => (await room()).filter((m) => m.author === null);
/** A player as the messages name him: first name and name. */
const nameOf = (x: WorldPlayer) => x.name;

describe('the draft, told in the room', () => {
  it('tells its start, naming the first to pick, and its end, each linking to the draft', async () => {
    // An open page of the room hears the game's message as soon as its change is committed.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as AddressInfo;
    const stream = await fetch(`http://127.0.0.1:${address.port}${urlOf(liveCalls.stream)}?topics=chat`, {
      headers: { cookie: (p[1] as LoggedIn).cookie },
    });
    const heard = readUntil(stream, 'data: {"topic":"chat"}');
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
    expect(await heard).toContain('event: change');
    expect(await game()).toMatchObject([{ event: 'draft', text: CHAT_MSG.draftStart('Lea'), link: '/draft', author: null }]);
    // A pause and a resume are no start.
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en pause' });
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
    for (let n = 0; n < 3; n++) await t.as(admin).call(draftCalls.simulate);
    expect(await game()).toHaveLength(1);
    const last = await t.as(admin).call(draftCalls.simulate);
    expect(last.statusCode).toBe(200);
    expect((await game()).map((m) => [m.event, m.text, m.link])).toEqual([
      ['draft', CHAT_MSG.draftStart('Lea'), '/draft'],
      ['draft', CHAT_MSG.draftEnd, '/draft'],
    ]);
  });
});

describe('the mercato, told in the room', () => {
  it('tells a pooler’s move and an admin’s exchange; turned off by the league’s admin, tells no more', async () => {
    const squad = async (userId: number) =>
      (
        await t.db
          .select()
          .from(teamPlayers)
          .where(and(eq(teamPlayers.leagueId, league), eq(teamPlayers.userId, userId)))
      ).map((r) => players.find((x) => x.id === r.joueurId) as WorldPlayer);
    const owned = new Set((await t.db.select().from(teamPlayers)).map((r) => r.joueurId));
    const free = (poste: string) => players.find((x) => x.poste === poste && !owned.has(x.id)) as WorldPlayer;

    expect((await t.as(admin).call(mercatoCalls.open)).statusCode).toBe(200);
    const { meta } = (await t.as(admin).call(mercatoCalls.get)).json();
    const mover = p.find((u) => u.id === meta.cursor.user_id) as LoggedIn;
    const out = (await squad(mover.id)).find((x) => x.poste === 'GB') as WorldPlayer;
    const incoming = free('GB');
    const moved = await t.as(mover).call(mercatoCalls.pick, { old_joueur_id: out.id, new_joueur_id: incoming.id });
    expect(moved.statusCode).toBe(200);
    expect((await game()).at(-1)).toMatchObject({
      event: 'mercato',
      link: '/mercato',
      text: CHAT_MSG.mercatoMove(mover.username, nameOf(out), nameOf(incoming)),
    });

    const [a, b] = [await squad(p[0]?.id ?? 0), await squad(p[1]?.id ?? 0)];
    const [fromA, fromB] = [a.find((x) => x.poste === 'AT') as WorldPlayer, b.find((x) => x.poste === 'AT') as WorldPlayer];
    const swap = await t.as(admin).call(mercatoCalls.echange, {
      user1_id: p[0]?.id ?? 0,
      user2_id: p[1]?.id ?? 0,
      pairs: [{ u1_joueur_id: fromA.id, u2_joueur_id: fromB.id }],
    });
    expect(swap.statusCode).toBe(200);
    expect((await game()).at(-1)?.text).toBe(CHAT_MSG.exchange('Lea', 'Hugo', [nameOf(fromA)], [nameOf(fromB)]));

    const choice = { draft: true, mercato: false, trades: true, results: true, champion: true };
    const off = await t.as(admin).call(liguesCalls.update, { room_events: choice });
    expect(off.json().league.settings.room_events).toEqual(choice);
    const before = (await game()).length;
    const back = await t.as(admin).call(mercatoCalls.echange, {
      user1_id: p[0]?.id ?? 0,
      user2_id: p[1]?.id ?? 0,
      pairs: [{ u1_joueur_id: fromB.id, u2_joueur_id: fromA.id }],
    });
    expect(back.statusCode).toBe(200);
    expect(await game()).toHaveLength(before);
  });

  it('refuses the setting from a pooler, and a kind left out', async () => {
    const byPooler = await t.as(p[0] as LoggedIn).call(liguesCalls.update, {
      room_events: { draft: false, mercato: false, trades: false, results: false, champion: false },
    });
    expect(byPooler.statusCode).toBe(403);
    const partial = await t.as(admin).post(liguesCalls.update, { room_events: { draft: false } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields.room_events).toBe(CHAT_MSG.roomEventsInvalid);
  });

  it('a choice saved before the game told trades keeps its kinds, and trades told', async () => {
    await t.db
      .update(leagues)
      .set({
        settings: sql`jsonb_set(${leagues.settings}, '{room_events}', '{"draft":false,"mercato":false,"results":true,"champion":true}')`,
      })
      .where(eq(leagues.id, league));
    const read = await t.as(admin).call(liguesCalls.get);
    expect(read.json().league.settings.room_events).toEqual({ draft: false, mercato: false, trades: true, results: true, champion: true });
  });
});
