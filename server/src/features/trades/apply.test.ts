import { MERCATO_MSG, mercatoCalls, type Poste, pushCalls, TRADES_MSG, tradesCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  clearTrades,
  compoOf,
  createCompo,
  createMatch,
  give,
  ownerAt,
  proposed,
  type TestPlayer,
  tradeRows,
  tradeScene,
} from '../../../test/factories/index.js';
import { flushPush } from '../push/index.js';
import { type PushService, postingTo, startPushService, type TestDevice } from '../../../test/push-service.js';
import { leagueNames } from '../ligues/index.js';

// What a trade changes beyond the teams (RULES.md "Trades"): the lineups that held its players, what its people are told
// (push type 'trade', through a push service of this machine), and the league's history beside its admin's exchanges.

const NOW = '2026-09-10T08:30:00.000Z';

let t: TestApp;
let s: Awaited<ReturnType<typeof tradeScene>>;
let push: PushService;
let phones: { arno: TestDevice; bea: TestDevice };
let ligue: string;
/** Arno's and Béa's 4-2-3-1 squads (GB, 4 defenders, 2 MC, 3 MO, AT), Arno's over clubs 1-3, Béa's over 4-6. */
let arno: TestPlayer[];
let bea: TestPlayer[];

const LINEUP: Poste[] = ['GB', 'DL', 'DC', 'DC', 'DL', 'MC', 'MC', 'MO', 'MO', 'MO', 'AT'];
const jid = (n: number) => s.journees.get(n) ?? 0;

beforeAll(async () => {
  push = await startPushService();
  t = await testApp(postingTo(push.port));
  t.setNow(NOW);
  s = await tradeScene(t);
  ligue = (await leagueNames(t.db, [s.league])).get(s.league) ?? '';
  phones = { arno: push.device('trade-arno'), bea: push.device('trade-bea') };
  for (const [who, phone] of [
    [s.arno, phones.arno],
    [s.bea, phones.bea],
  ] as const) {
    expect((await t.as(who).call(pushCalls.subscribe, { subscription: phone.subscription, types: ['trade'] })).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await push.close();
});

beforeEach(async () => {
  t.setNow(NOW);
  await clearTrades(t.db);
  arno = await Promise.all(LINEUP.map((poste, i) => s.player(poste, 1 + (i % 3))));
  bea = await Promise.all(LINEUP.map((poste, i) => s.player(poste, 4 + (i % 3))));
  await give(t.db, s.arno.id, arno);
  await give(t.db, s.bea.id, bea);
});

const at = (squad: TestPlayer[], i: number) => squad[i] as TestPlayer;
const messagesTo = (phone: TestDevice, from: number) =>
  push.received
    .slice(from)
    .filter((m) => m.device === phone.name)
    .map((m) => m.payload as { title: string; body: string; url: string });

describe('a trade and the lineups', () => {
  it('a lineup that held a traded player loses him from the matchday it takes effect, its owner told; earlier ones keep him', async () => {
    // Arno's lineup of matchday 1 (played) is the one matchday 2 carries over; his matchday 3 one has the defender captain.
    const arnoJ1 = await createCompo(t.db, s.arno.id, jid(1), arno, at(arno, 10));
    const arnoJ3 = await createCompo(t.db, s.arno.id, jid(3), arno, at(arno, 2));
    const beaJ2 = await createCompo(t.db, s.bea.id, jid(2), bea, at(bea, 10));
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [at(arno, 2).id], take: [at(bea, 3).id] });
    const sent = push.received.length;
    const res = await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' });
    expect(res.statusCode).toBe(200);
    // Béa, who accepts, is told at once; Arno by his phone.
    expect(res.json().message).toBe(`${TRADES_MSG.done(2)} ${TRADES_MSG.lineupLoss([at(bea, 3).name], 2)}`);
    expect(res.json().trade.lineup_losses).toEqual([
      { user_id: s.arno.id, numjournee: 2, joueur: expect.objectContaining({ id: at(arno, 2).id }) },
      { user_id: s.bea.id, numjournee: 2, joueur: expect.objectContaining({ id: at(bea, 3).id }) },
    ]);
    expect((await compoOf(t.db, arnoJ1)).slots).toEqual(arno.map((p1) => p1.id));
    expect(await compoOf(t.db, arnoJ3)).toEqual({ captain: null, slots: arno.map((p1, i) => (i === 2 ? null : p1.id)) });
    expect((await compoOf(t.db, beaJ2)).slots).toEqual(bea.map((p1, i) => (i === 3 ? null : p1.id)));
    await flushPush(t.app.ctx);
    expect(messagesTo(phones.arno, sent)).toEqual(
      expect.arrayContaining([
        {
          title: TRADES_MSG.pushLineupTitle,
          body: TRADES_MSG.lineupLoss([at(arno, 2).name], 2),
          url: `/compo?ligue=${s.league}`,
          tag: `trade-${p.id}-compo`,
        },
        expect.objectContaining({ title: TRADES_MSG.pushAnsweredTitle(true), body: TRADES_MSG.pushAnswered('Béa', true, ligue) }),
      ]),
    );
  });

  it('never changes a locked slot: a lineup already playing with one of its players refuses the whole trade', async () => {
    // Matchday 3's match of club 1 was brought forward and has kicked off; matchday 2 has not started.
    await createMatch(t.db, jid(3), s.clubIds[0] ?? 0, s.clubIds[3] ?? 0, { kickoffAt: '2026-09-09T19:00:00Z' });
    await createCompo(t.db, s.arno.id, jid(3), arno, null);
    const defender = at(arno, 3);
    expect(defender.clubId).toBe(s.clubIds[0]);
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [defender.id], take: [at(bea, 2).id] });
    const before = await tradeRows(t.db);
    const res = await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' });
    expect([res.statusCode, res.json().message]).toEqual([409, MERCATO_MSG.lockedSlot(defender.name, 3)]);
    expect(await tradeRows(t.db)).toBe(before);
    expect(await ownerAt(t.db, defender, 2)).toBe(s.arno.id);
  });
});

describe('what a trade’s people are told (push « Proposition d’échange »)', () => {
  it('the receiver of a proposal, then its author when it is answered', async () => {
    const sent = push.received.length;
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [at(arno, 5).id, at(arno, 6).id], take: [at(bea, 5).id] });
    await flushPush(t.app.ctx);
    expect(messagesTo(phones.bea, sent)).toEqual([
      {
        title: TRADES_MSG.pushProposalTitle,
        body: TRADES_MSG.pushProposal('Arno', [at(arno, 5).name, at(arno, 6).name], [at(bea, 5).name], ligue),
        url: `/echanges?ligue=${s.league}`,
        tag: `trade-${p.id}`,
      },
    ]);
    expect(messagesTo(phones.arno, sent)).toEqual([]);
    expect((await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'refuse' })).statusCode).toBe(200);
    await flushPush(t.app.ctx);
    expect(messagesTo(phones.arno, sent)).toEqual([
      expect.objectContaining({ title: TRADES_MSG.pushAnsweredTitle(false), body: TRADES_MSG.pushAnswered('Béa', false, ligue) }),
    ]);
  });
});

describe('the league’s history', () => {
  it('holds every accepted trade and its admin’s exchanges, newest first, for every member', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [at(arno, 0).id], take: [at(bea, 0).id] });
    expect((await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' })).statusCode).toBe(200);
    t.setNow('2026-09-10T09:00:00.000Z');
    const echange = await t.as(s.admin).call(mercatoCalls.echange, {
      user1_id: s.bea.id,
      user2_id: s.arno.id,
      pairs: [
        { u1_joueur_id: at(bea, 10).id, u2_joueur_id: at(arno, 10).id },
        { u1_joueur_id: at(bea, 7).id, u2_joueur_id: at(arno, 7).id },
      ],
    });
    expect(echange.statusCode).toBe(200);
    const res = await t.as(s.chloe).call(tradesCalls.list);
    const joueurs = (players: TestPlayer[]) => players.map((x) => expect.objectContaining({ id: x.id }));
    expect(res.json().history).toEqual([
      expect.objectContaining({
        kind: 'echange',
        status: 'done',
        from: { id: s.bea.id, name: 'Béa' },
        to: { id: s.arno.id, name: 'Arno' },
        give: joueurs([at(bea, 10), at(bea, 7)]),
        take: joueurs([at(arno, 10), at(arno, 7)]),
        at: '2026-09-10T09:00:00.000Z',
        journee: 2,
      }),
      expect.objectContaining({
        kind: 'trade',
        id: p.id,
        status: 'done',
        give: joueurs([at(arno, 0)]),
        take: joueurs([at(bea, 0)]),
        at: NOW,
        journee: 2,
      }),
    ]);
  });
});
