import { draftCalls, snakePicker } from '@poolfoot/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { draftSeenBy, type LoggedIn, loggedIn, seedLeague, type WorldPlayer } from '../../../test/factories/index.js';
import { draftPicks, leagues, rencontres, teamPlayers } from '../../db/schema.js';
import { setLeagueSetting } from '../ligues/index.js';

/**
 * Two leagues drafting at the same moment on one database (docs/ligues.md "Courses"): each league's turn lock is its own,
 * so neither waits for the other, and the same players are taken in both; within each league the snake order holds, no
 * player twice, no turn skipped, and its teams and pairings are its own.
 */
let t: TestApp;
let players: WorldPlayer[];
type Side = { id: number; admin: LoggedIn; poolers: LoggedIn[] };
const sides: Side[] = [];

beforeAll(async () => {
  t = await testApp();
  players = await seedLeague(t.db, 4);
  for (const nom of ['Les amis', 'La famille']) {
    const [league] = await t.db.insert(leagues).values({ nom }).returning();
    const id = league?.id ?? 0;
    // 3 rounds: GB, DC, AT.
    await setLeagueSetting(t.db, id, 'max_joueurs_poste', { GB: 1, DC: 1, DL: 0, MC: 0, MO: 0, AT: 1 });
    const admin = await loggedIn(t, { role: 1, league: id, leagueRole: 4 });
    const poolers = [admin];
    for (let i = 0; i < 3; i++) poolers.push(await loggedIn(t, { league: id }));
    sides.push({ id, admin, poolers });
  }
  for (const side of sides) {
    await t.as(side.admin).call(draftCalls.init, { ordre: side.poolers.map((u) => u.id) });
    await t.as(side.admin).call(draftCalls.changeStatus, { status: 'en cours' });
  }
}, 120_000);
afterAll(() => t.close());

const picksOf = (leagueId: number) =>
  t.db.select().from(draftPicks).where(eq(draftPicks.leagueId, leagueId)).orderBy(asc(draftPicks.tour), asc(draftPicks.rang));

describe('two leagues racing', () => {
  it('both drafts run at once to their end, each correct, the same players taken in both', async () => {
    // The i-th pooler of each league wants the same players: its club's GB and DC, the next club's AT.
    const clubIds = [...new Set(players.map((x) => x.clubId))];
    const find = (clubId: number | undefined, poste: string) =>
      players.find((x) => x.clubId === clubId && x.poste === poste) as WorldPlayer;
    const wishes = (i: number) => [find(clubIds[i], 'GB'), find(clubIds[i], 'DC'), find(clubIds[(i + 1) % 4], 'AT')];
    const made = new Map<number, number>();
    let waves = 0;
    const running = async () => (await Promise.all(sides.map((s) => draftSeenBy(t, s.admin)))).some((d) => d.gestion.status === 'en cours');
    while (await running()) {
      waves++;
      // Every pooler of both leagues fires its next wish twice at once.
      const wave = sides.flatMap((side) =>
        side.poolers.flatMap((u, i) => {
          const playerId = wishes(i)[made.get(u.id) ?? 0]?.id;
          if (playerId === undefined) return [];
          return [u, u].map((who) =>
            t
              .as(who)
              .call(draftCalls.pick, { playerId })
              .then((res) => ({ who, res })),
          );
        }),
      );
      const res = await Promise.all(wave);
      expect(res.filter((r) => r.res.statusCode !== 200).map((r) => r.res.statusCode)).toEqual(
        res.filter((r) => r.res.statusCode !== 200).map(() => 409),
      );
      const wins = res.filter((r) => r.res.statusCode === 200);
      expect(new Set(wins.map((w) => w.who.id)).size).toBe(wins.length);
      for (const w of wins) made.set(w.who.id, (made.get(w.who.id) ?? 0) + 1);
      if (waves > 40) throw new Error('the drafts do not end');
    }
    const [a, b] = sides as [Side, Side];
    for (const side of sides) {
      const order = side.poolers.map((u) => u.id);
      const rows = await picksOf(side.id);
      const expected = [1, 2, 3].flatMap((tour) => order.map((_, i) => [tour, i + 1, snakePicker(order, tour, i + 1)]));
      expect(rows.map((r) => [r.tour, r.rang, r.userId])).toEqual(expected);
      expect(new Set(rows.map((r) => r.joueurId)).size).toBe(12);
      expect(await t.db.$count(teamPlayers, eq(teamPlayers.leagueId, side.id))).toBe(12);
      // The pairings of the league's season are between its own poolers only.
      const pairings = await t.db.select().from(rencontres).where(eq(rencontres.leagueId, side.id));
      for (const p of pairings) expect(order).toContain(p.user1Id);
    }
    // Each league's i-th pooler got the same players as the other league's: a player taken in one is free in the other.
    const owned = async (side: Side, i: number) =>
      (
        await t.db
          .select({ id: teamPlayers.joueurId })
          .from(teamPlayers)
          .where(and(eq(teamPlayers.leagueId, side.id), eq(teamPlayers.userId, side.poolers[i]?.id ?? 0)))
          .orderBy(asc(teamPlayers.joueurId))
      ).map((r) => r.id);
    for (let i = 0; i < 4; i++) expect(await owned(a, i)).toEqual(await owned(b, i));
  }, 120_000);
});
