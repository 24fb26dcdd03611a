import { composCalls, type PickerJoueur } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import type { Who } from '../../../test/caller.js';
import { createClub, createJournee, createSquad, createUser, give, roles, type TestPlayer } from '../../../test/factories/index.js';
import { journees, leagueMembers, leagues, matchlfps, playerPoints } from '../../db/schema.js';

// compos/getCompo.php's `picker`: what the lineup's player picker says of each player of the team.

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let mine: TestPlayer[];
let theirs: TestPlayer[];
let j3: Awaited<ReturnType<typeof createJournee>>;
const club: Record<string, number> = {};

const points = (journeeId: number, joueur: TestPlayer, n: number) =>
  t.db.insert(playerPoints).values({ joueurId: joueur.id, journeeId, points: n, played: true, detail: [] });

const first = <T>(xs: readonly T[], why: string): T => {
  const [x] = xs;
  if (x === undefined) throw new Error(why);
  return x;
};

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  for (const name of ['Lens', 'Lyon', 'Nice', 'Brest']) club[name] = (await createClub(t.db, { name })).id;
  const [lens, lyon, nice, brest] = [club.Lens ?? 0, club.Lyon ?? 0, club.Nice ?? 0, club.Brest ?? 0];
  // Two matchdays over, the third to come: Lens at home to Lyon, Nice at Brest; a fourth later.
  const j1 = await createJournee(t.db, 1, { status: 9, matches: [[lens, lyon, '2026-08-16T15:00:00Z']] });
  const j2 = await createJournee(t.db, 2, { status: 9, matches: [[lyon, lens, '2026-08-23T15:00:00Z']] });
  j3 = await createJournee(t.db, 3, {
    matches: [
      [lens, lyon, '2026-09-05T15:00:00Z'],
      [brest, nice, '2026-09-06T19:00:00Z'],
    ],
  });
  const j4 = await createJournee(t.db, 4, { matches: [[nice, lens, '2026-09-12T15:00:00Z']] });
  // My squad plays for Lens and Nice, the other pooler's for Lyon and Brest.
  mine = await createSquad(t.db, r.pooler.id, [lens, nice]);
  theirs = await createSquad(t.db, r.other.id, [lyon, brest]);
  const [lensPlayer, nicePlayer] = [first(mine, 'no Lens player'), first(mine.slice(1), 'no Nice player')];
  await points(j1.id, lensPlayer, 5);
  await points(j2.id, lensPlayer, 7);
  await points(j1.id, nicePlayer, 3);
  // A later matchday's points (a rescheduled match already scored) are not this season's yet for the picker.
  await points(j4.id, lensPlayer, 100);
  await points(j1.id, first(theirs, 'no Lyon player'), 9);
});
afterAll(() => t.close());

const pickerOf = async (who: Who, userId?: number) => {
  const res = await t.as(who).call(composCalls.getCompo, userId === undefined ? {} : { user_id: userId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().picker as { last_numjournee: number | null; joueurs: PickerJoueur[] };
};

describe('compos/getCompo.php: the player picker', () => {
  it("each player of my team: his points this season, at the last matchday, and his club's match (home or away)", async () => {
    const picker = await pickerOf(r.pooler);
    expect(picker.last_numjournee).toBe(2);
    expect(picker.joueurs.map((j) => j.joueur_id)).toEqual(mine.map((p) => p.id).sort((a, b) => a - b));
    const of = (p: TestPlayer) => picker.joueurs.find((j) => j.joueur_id === p.id);
    const [lensPlayer, nicePlayer] = [mine[0] as TestPlayer, mine[1] as TestPlayer];
    expect(of(lensPlayer)).toEqual({
      joueur_id: lensPlayer.id,
      season_points: 12,
      last_points: 7,
      next: { opponent: 'Lyon', home: true },
    });
    // Scored at matchday 1 only: nothing at the last one.
    expect(of(nicePlayer)).toEqual({
      joueur_id: nicePlayer.id,
      season_points: 3,
      last_points: null,
      next: { opponent: 'Brest', home: false },
    });
    // Never scored: 0 this season.
    const quiet = mine.find((p) => p !== lensPlayer && p.clubId === club.Lens);
    expect(quiet && of(quiet)).toEqual({
      joueur_id: quiet?.id,
      season_points: 0,
      last_points: null,
      next: { opponent: 'Lyon', home: true },
    });
  });

  it('a postponed match is no match; a club without a match that matchday has none', async () => {
    await t.db.update(matchlfps).set({ postponed: true }).where(eq(matchlfps.journeeId, j3.id));
    const picker = await pickerOf(r.pooler);
    expect(picker.joueurs.every((j) => j.next === null)).toBe(true);
    await t.db.update(matchlfps).set({ postponed: false }).where(eq(matchlfps.journeeId, j3.id));
  });

  it("an admin reading a pooler's lineup sees that pooler's players; the other pooler sees his own", async () => {
    const admin = await pickerOf(r.admin, r.pooler.id);
    expect(admin).toEqual(await pickerOf(r.pooler));
    const other = await pickerOf(r.other);
    expect(other.joueurs.map((j) => j.joueur_id)).toEqual(theirs.map((p) => p.id).sort((a, b) => a - b));
    expect(other.joueurs.find((j) => j.joueur_id === theirs[0]?.id)).toMatchObject({ season_points: 9, last_points: null });
    expect((await t.as(r.other).call(composCalls.getCompo, { user_id: r.pooler.id })).statusCode).toBe(403);
    expect((await t.anonymous.call(composCalls.getCompo, {})).statusCode).toBe(401);
  });

  it("another league's team is not mine: the picker of my session's league lists my players there only", async () => {
    // I play in a second league too, where I own the other pooler's players: my session still acts in the first one.
    const [b] = await t.db.insert(leagues).values({ nom: 'Ligue B' }).returning({ id: leagues.id });
    if (!b) throw new Error('no league B');
    await t.db.insert(leagueMembers).values({ leagueId: b.id, userId: r.pooler.id, role: 1 });
    await give(t.db, r.pooler.id, theirs, 1, null, b.id);
    const stranger = await createUser(t.db, { league: b.id });
    await give(t.db, stranger.id, mine.slice(0, 5), 1, null, b.id);
    const picker = await pickerOf(r.pooler);
    expect(picker.joueurs.map((j) => j.joueur_id)).toEqual(mine.map((p) => p.id).sort((a, b) => a - b));
    expect(picker.joueurs.find((j) => j.joueur_id === mine[0]?.id)?.season_points).toBe(12);
  });

  it('before any points, and with no matchday left: nothing to say', async () => {
    await t.db.update(journees).set({ status: 9 });
    expect(await pickerOf(r.pooler)).toEqual({ last_numjournee: null, joueurs: [] });
    await t.db.update(journees).set({ status: 0 }).where(eq(journees.numjournee, 3));
    await t.db.update(journees).set({ status: 0 }).where(eq(journees.numjournee, 4));
    await t.db.delete(playerPoints);
    const picker = await pickerOf(r.pooler);
    expect(picker.last_numjournee).toBeNull();
    expect(picker.joueurs.every((j) => j.season_points === 0 && j.last_points === null)).toBe(true);
  });
});
