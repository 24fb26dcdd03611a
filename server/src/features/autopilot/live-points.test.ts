import { autopilotCalls, FORMATION_SLOTS, type LiveMatchday, type Poste } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompo, createRencontre, give, type ChampionnatTest, championnatTestApp } from '../../../test/factories/index.js';
import { journees, joueurs, matchlfps, playerPoints, playerStats } from '../../db/schema.js';
import { autopilotTick } from './tick.js';

// autopilot/live.php as the pages read it (live points): on the demo world (matchday 1 active, its matches
// played by the demo league at the server's clock), the test moves the clock and calls the autopilot's tick itself.
let L: ChampionnatTest;
let j1: typeof journees.$inferSelect;
let matches: (typeof matchlfps.$inferSelect)[];
const MIN = 60_000;
beforeAll(async () => {
  L = await championnatTestApp();
  const [row] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  if (!row) throw new Error('no J1');
  j1 = row;
  matches = await L.t.db
    .select()
    .from(matchlfps)
    .where(eq(matchlfps.journeeId, j1.id))
    .orderBy(asc(matchlfps.kickoffAt), asc(matchlfps.id));
}, 120_000);
afterAll(() => L.t.close());

const tick = () => autopilotTick(L.t.app.ctx, L.t.app.log);
const at = (d: Date, plusMinutes: number) => L.t.setNow(new Date(d.getTime() + plusMinutes * MIN));
const firstMatch = () => matches[0] as (typeof matches)[number];
const live = async (as = L.r.pooler): Promise<LiveMatchday> => {
  const res = await L.t.as(as).call(autopilotCalls.live, { journee_id: j1.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The first kickoff after which no match is played for more than three hours: a gap between two matches. */
const gapAfter = () => {
  const i = matches.findIndex((_m, k) => {
    const next = matches[k + 1];
    const lastKickoff = Math.max(...matches.slice(0, k + 1).map((x) => x.kickoffAt.getTime()));
    return next !== undefined && next.kickoffAt.getTime() - lastKickoff > 3 * 60 * MIN;
  });
  const next = matches[i + 1];
  if (i < 0 || !next) throw new Error('no gap between two kickoffs in the demo matchday 1');
  return { before: matches.slice(0, i + 1), next };
};

describe('who may read the live figures', () => {
  it('refuses visitors (401) and a bad matchday (400, 404) in French', async () => {
    expect((await L.t.anonymous.call(autopilotCalls.live)).statusCode).toBe(401);
    const bad = await L.t.as(L.r.pooler).get(autopilotCalls.live, { journee_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    const missing = await L.t.as(L.r.pooler).get(autopilotCalls.live, { journee_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/journée/i);
  });
});

describe('a player’s provisional points while his match is played', () => {
  let mine: { id: number; poste: Poste };
  let theirs: { id: number; poste: Poste };
  let rencontreId: number;

  it('before the first kickoff: the matchday and nothing live', async () => {
    at(firstMatch().kickoffAt, -30);
    expect(await live()).toEqual({
      success: true,
      status: 'success',
      journee: { id: j1.id, numjournee: 1 },
      matchs: [],
      rencontres: [],
      poolers: [],
      joueurs: [],
    });
  });

  it('during the first match: each of its players with his points, minutes so far and their detail; each pooler’s and head-to-head’s score', async () => {
    at(firstMatch().kickoffAt, 30);
    await tick();
    // Two poolers facing each other, each with one player of the first match in his lineup, captain too.
    const lines = await L.t.db
      .select({ id: joueurs.id, poste: joueurs.poste, minutes: playerStats.minutes })
      .from(playerStats)
      .innerJoin(joueurs, eq(joueurs.id, playerStats.joueurId))
      .where(eq(playerStats.matchlfpId, firstMatch().id))
      .orderBy(asc(joueurs.id));
    const played = lines.filter((l) => l.minutes > 0);
    const [a, b] = [played[0], played.at(-1)];
    if (!a || !b || a === b) throw new Error('not two players on the pitch');
    mine = { id: a.id, poste: a.poste as Poste };
    theirs = { id: b.id, poste: b.poste as Poste };
    for (const [user, p] of [
      [L.r.pooler, mine],
      [L.r.other, theirs],
    ] as const) {
      await give(L.t.db, user.id, [p]);
      const slots = FORMATION_SLOTS['4231'];
      await createCompo(
        L.t.db,
        user.id,
        j1.id,
        slots.map((poste, slot) => (slot === slots.indexOf(p.poste) && poste === p.poste ? p : null)),
        p,
      );
    }
    rencontreId = await createRencontre(L.t.db, j1.id, 1, L.r.pooler.id, L.r.other.id);

    const now = await live();
    const match = now.matchs.find((m) => m.id === firstMatch().id);
    expect(match?.minute).toBeGreaterThanOrEqual(25);
    expect(match?.minute).toBeLessThanOrEqual(45);
    // Every player of the first match's sheet, his minutes never past the match's minute, his points his detail's sum.
    const ofFirst = now.joueurs.filter((j) => j.match_id === firstMatch().id);
    expect(ofFirst.map((j) => j.joueur_id).sort((x, y) => x - y)).toEqual(lines.map((l) => l.id));
    for (const j of ofFirst) {
      expect(j.minutes).toBe(lines.find((l) => l.id === j.joueur_id)?.minutes);
      expect(j.minutes).toBeLessThanOrEqual(match?.minute ?? 0);
      expect(j.points).toBe(j.detail.reduce((sum, d) => sum + d.points, 0));
    }
    const me = now.joueurs.find((j) => j.joueur_id === mine.id);
    expect(me?.detail.map((d) => d.label)).toContain(me && me.minutes >= 60 ? '60+ min' : '1-59 min');
    const pointsOf = (id: number) => now.joueurs.find((j) => j.joueur_id === id)?.points ?? 0;
    expect(now.rencontres).toEqual([{ id: rencontreId, score1: 2 * pointsOf(mine.id), score2: 2 * pointsOf(theirs.id) }]);
    expect(now.poolers).toEqual(
      expect.arrayContaining([
        { user_id: L.r.pooler.id, total: 2 * pointsOf(mine.id) },
        { user_id: L.r.other.id, total: 2 * pointsOf(theirs.id) },
      ]),
    );
    // Another pooler reads the same figures; nothing is stored.
    expect((await live(L.r.admin)).rencontres).toEqual(now.rencontres);
    expect(await L.t.db.select().from(playerPoints)).toEqual([]);
  });

  it('the minute moves on with the clock, and each live player’s minutes with it', async () => {
    const before = (await live()).matchs.find((m) => m.id === firstMatch().id)?.minute ?? 0;
    at(firstMatch().kickoffAt, 40);
    await tick();
    const now = await live();
    expect(now.matchs.find((m) => m.id === firstMatch().id)?.minute).toBeGreaterThan(before);
    expect(now.joueurs.find((j) => j.joueur_id === mine.id)?.minutes).toBeGreaterThan(0);
  });

  it('between two matches: no match nor player live, the head-to-head’s score still provisional from the final points', async () => {
    const { before, next } = gapAfter();
    expect(before.map((m) => m.id)).toContain(firstMatch().id);
    at(next.kickoffAt, -5);
    await tick();
    const now = await live();
    expect(now.matchs).toEqual([]);
    expect(now.joueurs).toEqual([]);
    const final = new Map(
      (await L.t.db.select().from(playerPoints).where(eq(playerPoints.journeeId, j1.id))).map((p) => [p.joueurId, p.points]),
    );
    expect(final.has(mine.id)).toBe(true);
    expect(now.rencontres).toEqual([{ id: rencontreId, score1: 2 * (final.get(mine.id) ?? 0), score2: 2 * (final.get(theirs.id) ?? 0) }]);
  });

  it('once the matchday is over: nothing live any more, the results are the final figures', async () => {
    const last = matches.at(-1)?.kickoffAt ?? new Date();
    at(last, 150);
    await tick();
    const [row] = await L.t.db.select().from(journees).where(eq(journees.id, j1.id));
    expect(row?.status).toBe(9);
    const now = await live();
    expect(now).toMatchObject({ matchs: [], rencontres: [], poolers: [], joueurs: [] });
  });
});
