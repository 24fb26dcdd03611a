import {
  CHAT_MSG,
  chatCalls,
  liguesCalls,
  MERCATO_MSG,
  MSG,
  mercatoCalls,
  type Poste,
  TRADE_STATUS_LABELS,
  TRADES_MSG,
  type Trade,
  type TradesList,
  tradesCalls,
} from '@poolfoot/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { clearTrades, createUser, give, ownerAt, proposed, type TestPlayer, tradeRows, tradeScene } from '../../../test/factories/index.js';
import { leagues } from '../../db/schema.js';
import { setLeagueSetting } from '../ligues/index.js';

// The calls and their rules (RULES.md "Trades"): a proposal, its answer, its withdrawal, a counter-proposal, the
// league's window and squad limits, and what the league reads. Matchday 1 is over: a trade takes effect at matchday 2.

const NOW = '2026-09-10T08:30:00.000Z';
const HOUR = 3_600_000;

let t: TestApp;
let s: Awaited<ReturnType<typeof tradeScene>>;
type Squad = Record<'gb' | 'dc' | 'mc' | 'at', TestPlayer>;
let arno: Squad;
let bea: Squad;
let chloe: Pick<Squad, 'dc' | 'at'>;

const name = (p: TestPlayer) => p.name;
const ids = (...players: TestPlayer[]) => players.map((p) => p.id);

beforeAll(async () => {
  t = await testApp();
  s = await tradeScene(t);
});
afterAll(() => t.close());

/** Fresh teams for each test: Arno's, Béa's and Chloé's, over the clubs; the league's settings back to their defaults. */
beforeEach(async () => {
  t.setNow(NOW);
  await clearTrades(t.db);
  for (const [key, value] of [
    ['phase', 'normal'],
    ['trade_review', 'none'],
    ['trade_deadline', null],
    ['trade_expiry_hours', 48],
    ['max_par_club', 3],
  ] as const)
    await setLeagueSetting(t.db, s.league, key, value as never);
  const squad = async <K extends string>(owner: number, spec: Record<K, [Poste, number]>) => {
    const entries = Object.entries(spec) as [K, [Poste, number]][];
    const players = Object.fromEntries(await Promise.all(entries.map(async ([k, [poste, club]]) => [k, await s.player(poste, club)])));
    await give(t.db, owner, Object.values(players));
    return players as Record<K, TestPlayer>;
  };
  arno = await squad(s.arno.id, { gb: ['GB', 1], dc: ['DC', 1], mc: ['MC', 2], at: ['AT', 3] });
  bea = await squad(s.bea.id, { gb: ['GB', 4], dc: ['DC', 4], mc: ['MC', 5], at: ['AT', 6] });
  chloe = await squad(s.chloe.id, { dc: ['DC', 2], at: ['AT', 5] });
});

const list = async (who: Parameters<TestApp['as']>[0]) => {
  const res = await t.as(who).call(tradesCalls.list);
  expect(res.statusCode).toBe(200);
  return res.json() as TradesList;
};

/** A refusal: its status and message, and nothing written. */
async function refused(
  ask: () => Promise<{ statusCode: number; json(): { success: boolean; message: string } }>,
  status: number,
  message: string,
) {
  const before = await tradeRows(t.db);
  const res = await ask();
  expect({ status: res.statusCode, message: res.json().message, success: res.json().success }).toEqual({ status, message, success: false });
  expect(await tradeRows(t.db)).toBe(before);
}

describe('trades/propose.php', () => {
  it('proposes my players for his with a short message: waiting for him until it expires, nothing moves yet', async () => {
    const res = await t
      .as(s.arno)
      .call(tradesCalls.propose, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc), message: '  Un DC pour un DC ?  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TRADES_MSG.proposed('Béa'));
    const trade: Trade = res.json().trade;
    expect(trade).toMatchObject({
      status: 'pending',
      from: { id: s.arno.id, name: 'Arno' },
      to: { id: s.bea.id, name: 'Béa' },
      give: [{ id: arno.dc?.id, nom: arno.dc?.nom, club_name: 'Club 1', poste: 'DC' }],
      take: [{ id: bea.dc?.id, club_name: 'Club 4', poste: 'DC' }],
      message: 'Un DC pour un DC ?',
      counter_of: null,
      created_at: NOW,
      expires_at: new Date(Date.parse(NOW) + 48 * HOUR).toISOString(),
      accepted_at: null,
      journee: null,
      blocked: null,
    });
    const forBea = await list(s.bea);
    expect(forBea.received.map((x) => x.id)).toEqual([trade.id]);
    expect(forBea).toMatchObject({ sent: [], waiting: 1, history: [] });
    const forArno = await list(s.arno);
    expect(forArno).toMatchObject({ received: [], waiting: 0 });
    expect(forArno.sent.map((x) => x.id)).toEqual([trade.id]);
    // Someone else sees nothing of it; the teams have not moved.
    expect(await list(s.chloe)).toMatchObject({ received: [], sent: [], history: [], waiting: 0 });
    expect(await ownerAt(t.db, arno.dc, 2)).toBe(s.arno.id);
  });

  it('takes up to three players a side, and players already in another proposal', async () => {
    const three = await proposed(t, s.arno, {
      to_user_id: s.bea.id,
      give: ids(arno.dc, arno.mc, arno.at),
      take: ids(bea.dc, bea.mc, bea.at),
    });
    const again = await proposed(t, s.arno, { to_user_id: s.chloe.id, give: ids(arno.dc), take: ids(chloe.dc) });
    expect([three.give.length, three.take.length, again.status]).toEqual([3, 3, 'pending']);
    expect((await list(s.arno)).sent).toHaveLength(2);
  });

  it('refuses, writing nothing: myself, someone not in the league, players not ours, a wrong size, a player twice, a long message', async () => {
    const stranger = await createUser(t.db, { league: null });
    const base = { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) };
    const propose = (body: object) => () => t.as(s.arno).post(tradesCalls.propose, { ...base, ...body });
    await refused(propose({ to_user_id: s.arno.id }), 400, TRADES_MSG.yourself);
    await refused(propose({ to_user_id: stranger.id }), 404, TRADES_MSG.poolerNotFound);
    await refused(propose({ to_user_id: 999_999 }), 404, TRADES_MSG.poolerNotFound);
    await refused(propose({ give: ids(bea.mc) }), 400, MERCATO_MSG.notOwned(name(bea.mc), 'Arno'));
    await refused(propose({ take: ids(chloe.at) }), 400, MERCATO_MSG.notOwned(name(chloe.at), 'Béa'));
    await refused(propose({ take: [999_999] }), 404, MERCATO_MSG.unknownJoueur(999_999));
    await refused(propose({ give: [] }), 400, `Données invalides. Je donne : ${TRADES_MSG.sideSize}`);
    await refused(propose({ take: ids(bea.gb, bea.dc, bea.mc, bea.at) }), 400, `Données invalides. Je reçois : ${TRADES_MSG.sideSize}`);
    await refused(propose({ take: ids(arno.dc) }), 400, `Données invalides. Je reçois : ${TRADES_MSG.twice}`);
    await refused(propose({ message: 'x'.repeat(281) }), 400, `Données invalides. Message : ${TRADES_MSG.messageTooLong(280)}`);
    await refused(() => t.anonymous.post(tradesCalls.propose, base), 401, MSG.notLoggedIn);
  });

  it('refuses while the league does not trade: its draft, its mercato, past its deadline', async () => {
    const propose = () => t.as(s.arno).call(tradesCalls.propose, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    await setLeagueSetting(t.db, s.league, 'phase', 'draft');
    await refused(propose, 409, TRADES_MSG.closed.draft);
    await setLeagueSetting(t.db, s.league, 'phase', 'normal');
    expect((await t.as(s.admin).call(mercatoCalls.open)).statusCode).toBe(200);
    await refused(propose, 409, TRADES_MSG.closed.mercato);
    expect((await list(s.arno)).rules).toMatchObject({ closed: TRADES_MSG.closed.mercato });
    expect((await t.as(s.admin).call(mercatoCalls.close)).statusCode).toBe(200);
    await setLeagueSetting(t.db, s.league, 'trade_deadline', 1);
    await refused(propose, 409, TRADES_MSG.deadlinePassed(1, 2));
    await setLeagueSetting(t.db, s.league, 'trade_deadline', 2);
    expect((await propose()).statusCode).toBe(200);
  });

  it('refuses a trade that takes a team past the league’s limits, whichever side, naming the team', async () => {
    // Arno has three strikers: a fourth is one too many.
    await give(t.db, s.arno.id, [await s.player('AT', 4), await s.player('AT', 6)]);
    await refused(
      () => t.as(s.arno).call(tradesCalls.propose, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.at) }),
      400,
      TRADES_MSG.limitPoste('Arno', 'AT', 3),
    );
    // Béa has four central defenders: Arno's would be a fifth.
    await give(t.db, s.bea.id, [await s.player('DC', 5), await s.player('DC', 6), await s.player('DC', 3)]);
    await refused(
      () => t.as(s.arno).call(tradesCalls.propose, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.mc) }),
      400,
      TRADES_MSG.limitPoste('Béa', 'DC', 4),
    );
    // The league's club limit (2 here): Arno has two of club 1, Béa's goalkeeper of club 1 would be a third.
    await setLeagueSetting(t.db, s.league, 'max_par_club', 2);
    const gb1 = await s.player('GB', 1);
    await give(t.db, s.bea.id, [gb1]);
    await refused(
      () => t.as(s.arno).call(tradesCalls.propose, { to_user_id: s.bea.id, give: ids(arno.mc), take: [gb1.id] }),
      400,
      TRADES_MSG.limitClub('Arno', 'Club 1', 2),
    );
    // Giving one of club 1 back in the same trade keeps him at two.
    expect((await t.as(s.arno).call(tradesCalls.propose, { to_user_id: s.bea.id, give: ids(arno.gb), take: [gb1.id] })).statusCode).toBe(
      200,
    );
  });
});

describe('trades/respond.php', () => {
  it('accepted by its receiver, the players change teams from the first matchday not started; the league sees it', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc, arno.mc), take: ids(bea.dc, bea.mc) });
    const res = await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TRADES_MSG.done(2));
    expect(res.json().trade).toMatchObject({ status: 'done', journee: 2, accepted_at: NOW, closed_at: NOW, lineup_losses: [] });
    for (const [p1, before, after] of [
      [arno.dc, s.arno.id, s.bea.id],
      [arno.mc, s.arno.id, s.bea.id],
      [bea.dc, s.bea.id, s.arno.id],
      [bea.mc, s.bea.id, s.arno.id],
    ] as const) {
      expect([await ownerAt(t.db, p1, 1), await ownerAt(t.db, p1, 2)]).toEqual([before, after]);
    }
    const history = (await list(s.chloe)).history;
    expect(history).toMatchObject([{ kind: 'trade', id: p.id, status: 'done', journee: 2, from: { name: 'Arno' }, to: { name: 'Béa' } }]);
    // The game tells the league's room, linking to the trades.
    const room = (await t.as(s.chloe).call(chatCalls.list, {})).json().messages;
    expect(room.at(-1)).toMatchObject({
      author: null,
      event: 'trades',
      link: '/echanges',
      text: CHAT_MSG.tradeDone('Arno', 'Béa', [name(arno.dc), name(arno.mc)], [name(bea.dc), name(bea.mc)], 2),
    });
  });

  it('is not told in the room when the league’s admin turned trades off there', async () => {
    await setLeagueSetting(t.db, s.league, 'room_events', { draft: true, mercato: true, trades: false, results: true, champion: true });
    const before = (await t.as(s.chloe).call(chatCalls.list, {})).json().messages.length;
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.at), take: ids(bea.at) });
    expect((await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' })).statusCode).toBe(200);
    expect((await t.as(s.chloe).call(chatCalls.list, {})).json().messages).toHaveLength(before);
    await setLeagueSetting(t.db, s.league, 'room_events', { draft: true, mercato: true, trades: true, results: true, champion: true });
  });

  it('is the receiver’s only: the author, another pooler and the admin are refused', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    for (const who of [s.arno, s.chloe, s.admin]) {
      await refused(() => t.as(who).call(tradesCalls.respond, { id: p.id, action: 'accept' }), 403, TRADES_MSG.notForYou);
    }
    await refused(() => t.as(s.bea).call(tradesCalls.respond, { id: 999_999, action: 'accept' }), 404, TRADES_MSG.notFound);
    await refused(
      () => t.as(s.bea).post(tradesCalls.respond, { id: p.id, action: 'maybe' }),
      400,
      `Données invalides. action : ${TRADES_MSG.actionInvalid}`,
    );
  });

  it('refused, it closes and answers no more', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    const res = await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'refuse' });
    expect([res.statusCode, res.json().message, res.json().trade.status]).toEqual([200, TRADES_MSG.refused, 'refused']);
    await refused(
      () => t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' }),
      409,
      TRADES_MSG.notPending(TRADE_STATUS_LABELS.refused),
    );
    expect(await ownerAt(t.db, arno.dc, 2)).toBe(s.arno.id);
  });

  it('expires after the league’s time (48 h by default): no answer, no withdrawal', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    t.setNow(new Date(Date.parse(NOW) + 48 * HOUR));
    await refused(() => t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' }), 409, TRADES_MSG.expired);
    await refused(() => t.as(s.arno).call(tradesCalls.withdraw, { id: p.id }), 409, TRADES_MSG.expired);
    expect(await list(s.bea)).toMatchObject({ received: [{ id: p.id, status: 'expired' }], waiting: 0 });
  });

  it('a trade that goes through cancels every other open proposal holding one of its players, saying why', async () => {
    const p1 = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    const p2 = await proposed(t, s.arno, { to_user_id: s.chloe.id, give: ids(arno.dc), take: ids(chloe.dc) });
    const p3 = await proposed(t, s.chloe, { to_user_id: s.bea.id, give: ids(chloe.dc), take: ids(bea.dc) });
    const p4 = await proposed(t, s.chloe, { to_user_id: s.bea.id, give: ids(chloe.at), take: ids(bea.at) });
    expect((await t.as(s.bea).call(tradesCalls.respond, { id: p1.id, action: 'accept' })).statusCode).toBe(200);
    const forChloe = await list(s.chloe);
    const byId = new Map([...forChloe.received, ...forChloe.sent].map((x) => [x.id, x]));
    expect(byId.get(p2.id)).toMatchObject({ status: 'cancelled', reason: TRADES_MSG.tradedElsewhere(name(arno.dc), 'Arno', 'Béa') });
    expect(byId.get(p3.id)).toMatchObject({ status: 'cancelled', reason: TRADES_MSG.tradedElsewhere(name(bea.dc), 'Arno', 'Béa') });
    expect(byId.get(p4.id)).toMatchObject({ status: 'pending', reason: null });
    await refused(
      () => t.as(s.chloe).call(tradesCalls.respond, { id: p2.id, action: 'accept' }),
      409,
      TRADES_MSG.notPending(TRADE_STATUS_LABELS.cancelled),
    );
  });

  it('checks the teams again when accepted: a player who left his team since blocks it, nothing written', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    const free = await s.player('DC', 6);
    const replaced = await t
      .as(s.admin)
      .call(mercatoCalls.remplacement, { user_id: s.arno.id, journee: 2, joueur_out_id: arno.dc?.id ?? 0, joueur_in_id: free.id });
    expect(replaced.statusCode).toBe(200);
    const stale = TRADES_MSG.stale(name(arno.dc), 'Arno');
    expect((await list(s.bea)).received).toMatchObject([{ id: p.id, status: 'pending', blocked: stale }]);
    await refused(
      () => t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' }),
      400,
      MERCATO_MSG.notOwned(name(arno.dc), 'Arno'),
    );
  });
});

describe('trades/withdraw.php', () => {
  it('its author withdraws it until it is accepted; nobody else can', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    for (const who of [s.bea, s.chloe, s.admin]) {
      await refused(() => t.as(who).call(tradesCalls.withdraw, { id: p.id }), 403, TRADES_MSG.notYours);
    }
    const res = await t.as(s.arno).call(tradesCalls.withdraw, { id: p.id });
    expect([res.statusCode, res.json().message, res.json().trade.status]).toEqual([200, TRADES_MSG.withdrawn, 'withdrawn']);
    await refused(
      () => t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' }),
      409,
      TRADES_MSG.notPending(TRADE_STATUS_LABELS.withdrawn),
    );
    const done = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    expect((await t.as(s.bea).call(tradesCalls.respond, { id: done.id, action: 'accept' })).statusCode).toBe(200);
    await refused(() => t.as(s.arno).call(tradesCalls.withdraw, { id: done.id }), 409, TRADES_MSG.notPending(TRADE_STATUS_LABELS.done));
  });
});

describe('counter-proposals', () => {
  it('the receiver counters: his proposal replaces the one received, addressed to its author, who may accept it', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    const res = await t.as(s.bea).call(tradesCalls.propose, {
      to_user_id: s.arno.id,
      give: ids(bea.dc, bea.mc),
      take: ids(arno.dc, arno.mc),
      message: 'Avec le milieu alors',
      counter_of: p.id,
    });
    expect([res.statusCode, res.json().message]).toEqual([200, TRADES_MSG.countered('Arno')]);
    const counter: Trade = res.json().trade;
    expect(counter).toMatchObject({ status: 'pending', counter_of: p.id, from: { id: s.bea.id }, to: { id: s.arno.id } });
    const forArno = await list(s.arno);
    expect(forArno.sent).toMatchObject([{ id: p.id, status: 'countered' }]);
    expect(forArno).toMatchObject({ received: [{ id: counter.id, status: 'pending' }], waiting: 1 });
    expect((await t.as(s.arno).call(tradesCalls.respond, { id: counter.id, action: 'accept' })).statusCode).toBe(200);
    expect(await ownerAt(t.db, arno.mc, 2)).toBe(s.bea.id);
  });

  it('refuses a counter from anyone but the receiver, to anyone but the author, of a proposal no longer waiting', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    const counter = (who: typeof s.bea, body: object) => () =>
      t.as(who).post(tradesCalls.propose, { to_user_id: s.arno.id, give: ids(bea.mc), take: ids(arno.mc), counter_of: p.id, ...body });
    await refused(counter(s.chloe, { give: ids(chloe.dc) }), 403, TRADES_MSG.notForYou);
    await refused(counter(s.bea, { to_user_id: s.chloe.id, take: ids(chloe.at) }), 400, TRADES_MSG.counterWrongPartner);
    await refused(counter(s.bea, { counter_of: 999_999 }), 404, TRADES_MSG.notFound);
    expect((await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'refuse' })).statusCode).toBe(200);
    await refused(counter(s.bea, {}), 409, TRADES_MSG.notPending(TRADE_STATUS_LABELS.refused));
  });
});

describe('the league’s settings for trades (leagues/get.php, leagues/update.php)', () => {
  it('are read by its members and set by its admin: review, deadline, a proposal’s time', async () => {
    expect((await t.as(s.bea).call(liguesCalls.get)).json().league.settings).toMatchObject({
      trade_review: 'none',
      trade_deadline: null,
      trade_expiry_hours: 48,
    });
    const res = await t.as(s.admin).call(liguesCalls.update, { trade_review: 'admin', trade_deadline: 30, trade_expiry_hours: 24 });
    expect(res.statusCode).toBe(200);
    expect(res.json().league.settings).toMatchObject({ trade_review: 'admin', trade_deadline: 30, trade_expiry_hours: 24 });
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: ids(arno.dc), take: ids(bea.dc) });
    expect(p.expires_at).toBe(new Date(Date.parse(NOW) + 24 * HOUR).toISOString());
    expect((await list(s.arno)).rules).toMatchObject({ review: 'admin', deadline: 30, expiry_hours: 24, journee_effet: 2, closed: null });
    expect((await t.as(s.admin).call(liguesCalls.update, { trade_deadline: null })).json().league.settings.trade_deadline).toBeNull();
  });

  it('refuses a value out of range, and a pooler', async () => {
    const before = JSON.stringify(await t.db.select().from(leagues));
    for (const [body, message] of [
      [{ trade_review: 'poolers' }, TRADES_MSG.reviewInvalid],
      [{ trade_deadline: 0 }, TRADES_MSG.deadlineInvalid],
      [{ trade_expiry_hours: 169 }, TRADES_MSG.expiryInvalid],
    ] as const) {
      const res = await t.as(s.admin).post(liguesCalls.update, body);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await t.as(s.bea).call(liguesCalls.update, { trade_review: 'admin' })).statusCode).toBe(403);
    expect(JSON.stringify(await t.db.select().from(leagues))).toBe(before);
  });
});
