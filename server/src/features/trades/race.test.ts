import { MERCATO_MSG, mercatoCalls, TRADE_STATUS_LABELS, TRADES_MSG, tradesCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { clearTrades, give, ownerAt, proposed, type TestPlayer, tradeScene } from '../../../test/factories/index.js';
import { setLeagueSetting } from '../ligues/index.js';

// Racing writes of the same player (RULES.md "Trades"): each takes the league's mercato lock, then the trade's row, then
// the poolers' rows, as the mercato does; whatever the order they run in, one outcome, never a player owned twice. On
// PGlite the writes take turns anyway; run with DATABASE_URL for PostgreSQL's concurrent transactions.

const NOW = '2026-09-10T08:30:00.000Z';

let t: TestApp;
let s: Awaited<ReturnType<typeof tradeScene>>;
let star: TestPlayer;
let beaDc: TestPlayer;
let chloeDc: TestPlayer;

beforeAll(async () => {
  t = await testApp();
  s = await tradeScene(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  t.setNow(NOW);
  await clearTrades(t.db);
  await setLeagueSetting(t.db, s.league, 'phase', 'normal');
  [star, beaDc, chloeDc] = [await s.player('DC', 1), await s.player('DC', 2), await s.player('DC', 3)];
  await give(t.db, s.arno.id, [star]);
  await give(t.db, s.bea.id, [beaDc]);
  await give(t.db, s.chloe.id, [chloeDc]);
});

const codes = (res: { statusCode: number }[]) => res.map((r) => r.statusCode).sort();

describe('racing trades', () => {
  it('two proposals of the same player accepted at once by their receivers: one goes through, the other is cancelled', async () => {
    const toBea = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [star.id], take: [beaDc.id] });
    const toChloe = await proposed(t, s.arno, { to_user_id: s.chloe.id, give: [star.id], take: [chloeDc.id] });
    const res = await Promise.all([
      t.as(s.bea).call(tradesCalls.respond, { id: toBea.id, action: 'accept' }),
      t.as(s.chloe).call(tradesCalls.respond, { id: toChloe.id, action: 'accept' }),
    ]);
    expect(codes(res)).toEqual([200, 409]);
    expect(res.find((r) => r.statusCode === 409)?.json().message).toBe(TRADES_MSG.notPending(TRADE_STATUS_LABELS.cancelled));
    const winner = res[0]?.statusCode === 200 ? s.bea.id : s.chloe.id;
    expect(await ownerAt(t.db, star, 2)).toBe(winner);
    expect(await ownerAt(t.db, star, 1)).toBe(s.arno.id);
  });

  it('one proposal accepted twice at once (a double tap): done once', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [star.id], take: [beaDc.id] });
    const res = await Promise.all([1, 2].map(() => t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' })));
    expect(codes(res)).toEqual([200, 409]);
    expect(await ownerAt(t.db, star, 2)).toBe(s.bea.id);
    expect(await ownerAt(t.db, beaDc, 2)).toBe(s.arno.id);
  });

  it('an accept and the admin’s replacement of the same player at once: one of them, never both', async () => {
    const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [star.id], take: [beaDc.id] });
    const free = await s.player('DC', 4);
    const [accept, replace] = await Promise.all([
      t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' }),
      t.as(s.admin).call(mercatoCalls.remplacement, { user_id: s.arno.id, journee: 2, joueur_out_id: star.id, joueur_in_id: free.id }),
    ]);
    expect(codes([accept, replace])).toEqual([200, 400]);
    const loser = accept.statusCode === 200 ? replace : accept;
    expect(loser.json().message).toBe(MERCATO_MSG.notOwned(star.name, 'Arno'));
    expect(await ownerAt(t.db, star, 2)).toBe(accept.statusCode === 200 ? s.bea.id : null);
    expect(await ownerAt(t.db, free, 2)).toBe(accept.statusCode === 200 ? null : s.arno.id);
  });

  it('an accept and a mercato pick of the same player at once: the pick, trades being closed while the mercato runs', async () => {
    // Whose turn the mercato gives first (the reverse ranking): he receives a proposal before it opens.
    expect((await t.as(s.admin).call(mercatoCalls.open)).statusCode).toBe(200);
    const cursor = (await t.as(s.admin).call(mercatoCalls.get)).json().meta.cursor.user_id;
    expect((await t.as(s.admin).call(mercatoCalls.close)).statusCode).toBe(200);
    const people = [s.arno, s.bea, s.chloe, s.admin];
    const who = people.find((u) => u.id === cursor);
    const other = people.find((u) => u.id !== cursor);
    if (!who || !other) throw new Error('no mercato turn');
    const [mine, theirs, incoming] = [await s.player('MC', 5), await s.player('MC', 6), await s.player('MC', 4)];
    await give(t.db, who.id, [mine]);
    await give(t.db, other.id, [theirs]);
    const p = await proposed(t, other, { to_user_id: who.id, give: [theirs.id], take: [mine.id] });
    expect((await t.as(s.admin).call(mercatoCalls.open)).statusCode).toBe(200);
    const [accept, pick] = await Promise.all([
      t.as(who).call(tradesCalls.respond, { id: p.id, action: 'accept' }),
      t.as(who).call(mercatoCalls.pick, { old_joueur_id: mine.id, new_joueur_id: incoming.id }),
    ]);
    expect([accept.statusCode, accept.json().message]).toEqual([409, TRADES_MSG.closed.mercato]);
    expect(pick.statusCode).toBe(200);
    expect([await ownerAt(t.db, mine, 2), await ownerAt(t.db, incoming, 2), await ownerAt(t.db, theirs, 2)]).toEqual([
      null,
      who.id,
      other.id,
    ]);
    // The mercato over, the proposal can no longer go through: its player left.
    expect((await t.as(s.admin).call(mercatoCalls.close)).statusCode).toBe(200);
    const late = await t.as(who).call(tradesCalls.respond, { id: p.id, action: 'accept' });
    expect([late.statusCode, late.json().message]).toEqual([400, MERCATO_MSG.notOwned(mine.name, who.nickname)]);
  });
});
