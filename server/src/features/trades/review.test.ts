import { ACTS_MSG, MERCATO_MSG, mercatoCalls, SRV, TRADE_STATUS_LABELS, TRADES_MSG, type Trade, tradesCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { clearTrades, give, loggedIn, ownerAt, proposed, type TestPlayer, tradeRows, tradeScene } from '../../../test/factories/index.js';
import { accountActs } from '../../db/schema.js';
import { setLeagueSetting } from '../ligues/index.js';

// The league's review (RULES.md "Trades"): with it on, an accepted trade waits for the league admin's approval or veto;
// 24 hours without a decision, it goes through by itself (or, when it no longer can, is cancelled saying why).

const NOW = '2026-09-10T08:30:00.000Z';
const HOUR = 3_600_000;

let t: TestApp;
let s: Awaited<ReturnType<typeof tradeScene>>;
let arno: TestPlayer[];
let bea: TestPlayer[];

beforeAll(async () => {
  t = await testApp();
  s = await tradeScene(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  t.setNow(NOW);
  await clearTrades(t.db);
  await setLeagueSetting(t.db, s.league, 'trade_review', 'admin');
  arno = [await s.player('DC', 1), await s.player('MC', 2)];
  bea = [await s.player('DC', 4), await s.player('MC', 5)];
  await give(t.db, s.arno.id, arno);
  await give(t.db, s.bea.id, bea);
});

/** Arno's defender for Béa's, accepted by her: it waits for the review. */
async function accepted(): Promise<Trade> {
  const p = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [arno[0]?.id ?? 0], take: [bea[0]?.id ?? 0] });
  const res = await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' });
  expect([res.statusCode, res.json().message]).toEqual([200, TRADES_MSG.awaitingReview(24)]);
  return res.json().trade;
}
const list = async (who: Parameters<TestApp['as']>[0]) => (await t.as(who).call(tradesCalls.list)).json();
const owners = async () => [await ownerAt(t.db, arno[0] as TestPlayer, 2), await ownerAt(t.db, bea[0] as TestPlayer, 2)];

describe('trades/review.php', () => {
  it('an accepted trade waits for the admin, nothing moved; the league sees it waiting; its author can no longer withdraw it', async () => {
    const trade = await accepted();
    expect(trade).toMatchObject({
      status: 'accepted',
      accepted_at: NOW,
      review_deadline: new Date(Date.parse(NOW) + 24 * HOUR).toISOString(),
    });
    expect(await owners()).toEqual([s.arno.id, s.bea.id]);
    expect((await list(s.admin)).review.map((x: Trade) => x.id)).toEqual([trade.id]);
    const forChloe = await list(s.chloe);
    expect(forChloe.review).toEqual([]);
    expect(forChloe.history).toMatchObject([
      { kind: 'trade', id: trade.id, status: 'accepted', journee: null, review_deadline: trade.review_deadline },
    ]);
    const before = await tradeRows(t.db);
    const res = await t.as(s.arno).call(tradesCalls.withdraw, { id: trade.id });
    expect([res.statusCode, res.json().message]).toEqual([409, TRADES_MSG.notPending(TRADE_STATUS_LABELS.accepted)]);
    expect(await tradeRows(t.db)).toBe(before);
  });

  it('approved by the admin, it goes through at the first matchday not started; the act on both teams is recorded', async () => {
    const trade = await accepted();
    const res = await t.as(s.admin).call(tradesCalls.review, { id: trade.id, action: 'approve' });
    expect([res.statusCode, res.json().message]).toEqual([200, TRADES_MSG.approved(2)]);
    expect(res.json().trade).toMatchObject({ status: 'done', journee: 2, review_deadline: null });
    expect(await owners()).toEqual([s.bea.id, s.arno.id]);
    const acts = await t.db.select().from(accountActs).where(eq(accountActs.call, 'trades/review.php'));
    expect(acts.map((a) => [a.actorId, a.targetId]).sort()).toEqual(
      [
        [s.admin.id, s.arno.id],
        [s.admin.id, s.bea.id],
      ].sort(),
    );
    expect((await list(s.admin)).review).toEqual([]);
  });

  it('vetoed, nothing changes and the league sees it refused', async () => {
    const trade = await accepted();
    const res = await t.as(s.admin).call(tradesCalls.review, { id: trade.id, action: 'veto' });
    expect([res.statusCode, res.json().message, res.json().trade.status]).toEqual([200, TRADES_MSG.vetoed, 'vetoed']);
    expect(await owners()).toEqual([s.arno.id, s.bea.id]);
    expect((await list(s.chloe)).history).toMatchObject([{ id: trade.id, status: 'vetoed' }]);
  });

  it('is the league admin’s, on an accepted trade only; a fellow admin or one above him is not his to decide', async () => {
    const pending = await proposed(t, s.arno, { to_user_id: s.bea.id, give: [arno[1]?.id ?? 0], take: [bea[1]?.id ?? 0] });
    for (const [who, id, status, message] of [
      [s.bea, pending.id, 403, SRV.forbiddenRole],
      [s.admin, pending.id, 409, TRADES_MSG.notAwaitingReview],
      [s.admin, 999_999, 404, TRADES_MSG.notFound],
    ] as const) {
      const res = await t.as(who).call(tradesCalls.review, { id, action: 'approve' });
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    // An instance admin playing in the league as a pooler: the league's admin does not act on his team.
    const boss = await loggedIn(t, { role: 4, leagueRole: 1, nickname: 'Patron' });
    const bossPlayer = await s.player('MC', 6);
    await give(t.db, boss.id, [bossPlayer]);
    const p = await proposed(t, boss, { to_user_id: s.bea.id, give: [bossPlayer.id], take: [bea[1]?.id ?? 0] });
    expect((await t.as(s.bea).call(tradesCalls.respond, { id: p.id, action: 'accept' })).statusCode).toBe(200);
    const refused = await t.as(s.admin).call(tradesCalls.review, { id: p.id, action: 'veto' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, ACTS_MSG.above('Patron')]);
    expect((await list(s.admin)).review.map((x: Trade) => [x.id, x.status])).toEqual([[p.id, 'accepted']]);
  });
});

describe('24 hours without a decision', () => {
  it('the trade goes through by itself, read at once by the league', async () => {
    const trade = await accepted();
    t.setNow(new Date(Date.parse(NOW) + 24 * HOUR - 1000));
    expect((await list(s.chloe)).history).toMatchObject([{ id: trade.id, status: 'accepted' }]);
    t.setNow(new Date(Date.parse(NOW) + 24 * HOUR));
    expect((await list(s.chloe)).history).toMatchObject([{ id: trade.id, status: 'done', journee: 2 }]);
    expect(await owners()).toEqual([s.bea.id, s.arno.id]);
    const late = await t.as(s.admin).call(tradesCalls.review, { id: trade.id, action: 'veto' });
    expect([late.statusCode, late.json().message]).toEqual([409, TRADES_MSG.notAwaitingReview]);
  });

  it('a trade that can no longer go through is cancelled, saying why', async () => {
    const trade = await accepted();
    const free = await s.player('DC', 6);
    const out = arno[0] as TestPlayer;
    const replaced = await t
      .as(s.admin)
      .call(mercatoCalls.remplacement, { user_id: s.arno.id, journee: 2, joueur_out_id: out.id, joueur_in_id: free.id });
    expect(replaced.statusCode).toBe(200);
    t.setNow(new Date(Date.parse(NOW) + 25 * HOUR));
    const forArno = await list(s.arno);
    expect(forArno.sent).toMatchObject([
      { id: trade.id, status: 'cancelled', reason: TRADES_MSG.failedAtReview(MERCATO_MSG.notOwned(out.name, 'Arno')) },
    ]);
    expect(await ownerAt(t.db, bea[0] as TestPlayer, 2)).toBe(s.bea.id);
  });
});
