import { DRAFT_ERRORS, DRAFT_MSG, draftCalls, snakePicker } from '@poolfoot/domain';
import { setLeagueSetting } from '../ligues/index.js';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { draftSeenBy, type LoggedIn, loggedIn, seedLeague, testLeague, type WorldPlayer } from '../../../test/factories/index.js';
import { draftPicks, teamPlayers } from '../../db/schema.js';

let t: TestApp;
let admin: LoggedIn;
let p: LoggedIn[];
let players: WorldPlayer[];

beforeAll(async () => {
  t = await testApp();
  admin = await loggedIn(t, { role: 4 });
  p = [];
  for (let i = 0; i < 12; i++) p.push(await loggedIn(t));
  players = await seedLeague(t.db, 12);
  // 4 rounds: GB, DC, MC, AT.
  await setLeagueSetting(t.db, await testLeague(t.db), 'max_joueurs_poste', { GB: 1, DC: 1, DL: 0, MC: 1, MO: 0, AT: 1 });
  await t.as(admin).call(draftCalls.init, { ordre: p.map((u) => u.id) });
  await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
}, 120_000);
afterAll(() => t.close());

const picks = () => t.db.select().from(draftPicks).orderBy(asc(draftPicks.tour), asc(draftPicks.rang));
const codes = (res: { statusCode: number }[]) => res.map((r) => r.statusCode).sort();

describe('racing picks', () => {
  it('the same player picked several times at once, and one turn raced by two callers: exactly one pick wins', async () => {
    const [first, second] = p as [LoggedIn, LoggedIn];
    const [player, y, z] = players.filter((x) => x.poste === 'GB') as [WorldPlayer, WorldPlayer, WorldPlayer];
    const res = await Promise.all([
      t.as(second).call(draftCalls.pick, { playerId: player.id }),
      t.as(first).call(draftCalls.pick, { playerId: player.id }),
      t.as(first).call(draftCalls.pick, { playerId: player.id }),
      t.as(admin).call(draftCalls.pick, { userId: first.id, playerId: player.id }),
    ]);
    expect(codes(res)).toEqual([200, 409, 409, 409]);
    for (const r of res.filter((x) => x.statusCode === 409)) {
      expect([DRAFT_MSG.notYourTurn, DRAFT_MSG.notPoolerTurn, DRAFT_ERRORS.drafted]).toContain(r.json().message);
    }
    const turn = await Promise.all([
      t.as(second).call(draftCalls.pick, { playerId: y.id }),
      t.as(admin).call(draftCalls.pick, { userId: second.id, playerId: z.id }),
    ]);
    expect(codes(turn)).toEqual([200, 409]);
    const rows = await picks();
    expect(rows.map((r) => [r.tour, r.rang, r.userId])).toEqual([
      [1, 1, first.id],
      [1, 2, second.id],
    ]);
    expect(rows[0]?.joueurId).toBe(player.id);
    expect([y.id, z.id]).toContain(rows[1]?.joueurId);
    await t.as(admin).call(draftCalls.initDraft);
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
  });

  it('12 poolers hammering pick at once: one pick per turn, in snake order, no duplicate, no skipped turn', async () => {
    const order = p.map((u) => u.id);
    // Each pooler's wish list: GB, DC and MC of its own club, AT of the next club (3 a club at most).
    const clubIds = [...new Set(players.map((x) => x.clubId))];
    const find = (clubId: number | undefined, poste: string) =>
      players.find((x) => x.clubId === clubId && x.poste === poste) as WorldPlayer;
    const wishes = new Map(
      p.map((u, i) => [u.id, [find(clubIds[i], 'GB'), find(clubIds[i], 'DC'), find(clubIds[i], 'MC'), find(clubIds[(i + 1) % 12], 'AT')]]),
    );
    const made = new Map(p.map((u) => [u.id, 0]));
    const slots: string[] = [];
    let waves = 0;
    while ((await draftSeenBy(t, admin)).gestion.status === 'en cours') {
      waves++;
      // Every pooler fires its next wish twice at once (a double click): whoever is not on the clock is refused.
      const wave = p.flatMap((u) => {
        const playerId = wishes.get(u.id)?.[made.get(u.id) ?? 0]?.id;
        if (playerId === undefined) return [];
        return [u, u].map((who) =>
          t
            .as(who)
            .call(draftCalls.pick, { playerId })
            .then((res) => ({ who, res })),
        );
      });
      const res = await Promise.all(wave);
      const wins = res.filter((r) => r.res.statusCode === 200);
      expect(wins.length).toBeGreaterThanOrEqual(1);
      expect(res.filter((r) => r.res.statusCode !== 200).map((r) => r.res.statusCode)).toEqual(
        res.filter((r) => r.res.statusCode !== 200).map(() => 409),
      );
      // A pooler's double click never gives two picks.
      expect(new Set(wins.map((w) => w.who.id)).size).toBe(wins.length);
      for (const w of wins) {
        made.set(w.who.id, (made.get(w.who.id) ?? 0) + 1);
        const r = w.res.json();
        slots.push(`${r.tour}-${r.rang}`);
      }
      if (waves > 60) throw new Error('the draft does not end');
    }
    expect(slots).toHaveLength(48);
    expect(new Set(slots).size).toBe(48);
    const rows = await picks();
    expect(rows).toHaveLength(48);
    expect(new Set(rows.map((r) => r.joueurId)).size).toBe(48);
    const expected = [1, 2, 3, 4].flatMap((tour) => order.map((_, i) => [tour, i + 1, snakePicker(order, tour, i + 1)]));
    expect(rows.map((r) => [r.tour, r.rang, r.userId])).toEqual(expected);
    expect(await t.db.$count(teamPlayers)).toBe(48);
  }, 120_000);
});
