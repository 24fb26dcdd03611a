import { SRV, teamsCalls } from '@poolfoot/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  createClub,
  createJoueur,
  createJournee,
  createSquad,
  createUser,
  give,
  roles,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { journees, users } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let squad: TestPlayer[];
let late: TestPlayer;
let sold: TestPlayer;
let j: Awaited<ReturnType<typeof createJournee>>[];

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const club = await createClub(t.db, { name: 'Lyon' });
  squad = await createSquad(t.db, r.pooler.id, [club.id]);
  // A player who joins at matchday 3 and one who leaves at matchday 3 (a mercato move).
  late = await createJoueur(t.db, club.id, 'AT');
  sold = await createJoueur(t.db, club.id, 'AT');
  await give(t.db, r.other.id, [late], 3);
  await give(t.db, r.other.id, [sold], 1, 3);
  j = [];
  for (let n = 1; n <= 4; n++) j.push(await createJournee(t.db, n, { startAt: `2026-09-${String(n * 7).padStart(2, '0')}T19:00:00Z` }));
});
afterAll(() => t.close());

const finish = async (...nums: number[]) => {
  for (const n of nums) await t.db.update(journees).set({ status: 9 }).where(eq(journees.numjournee, n));
};
const reopen = () => t.db.update(journees).set({ status: 0 });

describe('teams/getByUser.php', () => {
  it("answers the caller's team at the active matchday, players in position order", async () => {
    const res = await t.as(r.pooler).call(teamsCalls.getByUser);
    expect(res.statusCode).toBe(200);
    const { team } = res.json();
    expect(team).toMatchObject({ saison_id: 2026, journee: 1, count: 20, user_id: r.pooler.id, username: r.pooler.nickname });
    expect(team.joueurs.map((p: { poste: string }) => p.poste).join('')).toBe(squad.map((p) => p.poste).join(''));
    expect(team.joueurs[0]).toMatchObject({
      joueur_id: squad[0]?.id,
      poste: 'GB',
      club_official_name: 'Lyon FC',
      lfp_id: squad[0]?.lfpId,
      journee_out: null,
      user_id: r.pooler.id,
      malus_cap: 0,
    });
  });

  it('names the pooler by their display name, else (none, or only spaces) by their username', async () => {
    const blank = await createUser(t.db, { username: 'Sans-Surnom', nickname: '   ' });
    const named = await createUser(t.db, { username: 'elise', nickname: 'Lili Goleador' });
    const nameOf = async (userId: number) => (await t.as(r.pooler).call(teamsCalls.getByUser, { user_id: userId })).json().team.username;
    expect(await nameOf(blank.id)).toBe('Sans-Surnom');
    expect(await nameOf(named.id)).toBe('Lili Goleador');
    const all = (await t.as(r.pooler).call(teamsCalls.getAll)).json().teams.map((team: { username: string }) => team.username);
    expect(all).toEqual(expect.arrayContaining(['Sans-Surnom', 'Lili Goleador']));
    expect(all).toEqual([...all].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    await t.db.delete(users).where(inArray(users.id, [blank.id, named.id]));
  });

  it("answers another pooler's team by user_id, empty for a pooler without players", async () => {
    const res = await t.as(r.pooler).call(teamsCalls.getByUser, { user_id: r.admin.id });
    expect(res.json().team).toMatchObject({ user_id: r.admin.id, count: 0, joueurs: [] });
  });

  it('follows ownership over time: journee_in <= N and (journee_out empty or > N)', async () => {
    const ids = async () =>
      (await t.as(r.pooler).call(teamsCalls.getByUser, { user_id: r.other.id }))
        .json()
        .team.joueurs.map((p: { joueur_id: number }) => p.joueur_id);
    expect(await ids()).toEqual([sold.id]);
    await finish(1, 2);
    const team = (await t.as(r.pooler).call(teamsCalls.getByUser, { user_id: r.other.id })).json().team;
    expect(team.journee).toBe(3);
    expect(await ids()).toEqual([late.id]);
    await reopen();
  });

  it('refuses anonymous callers (401), unknown users (404) and bad ids (400)', async () => {
    expect((await t.anonymous.call(teamsCalls.getByUser)).statusCode).toBe(401);
    const unknown = await t.as(r.pooler).call(teamsCalls.getByUser, { user_id: 99999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SRV.userNotFound);
    expect((await t.as(r.pooler).call(teamsCalls.getByUser, { user_id: 'abc' })).statusCode).toBe(400);
  });
});

describe('teams/getAll.php', () => {
  it("answers every pooler's team at the active matchday", async () => {
    const res = await t.as(r.other).call(teamsCalls.getAll);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ saison_id: 2026, journee: 1 });
    const counts = Object.fromEntries(body.teams.map((tm: { user_id: number; count: number }) => [tm.user_id, tm.count]));
    expect(counts).toEqual({ [r.pooler.id]: 20, [r.other.id]: 1, [r.admin.id]: 0, [r.superAdmin.id]: 0 });
  });

  it('reads the last matchday once the season is over, and another season on demand', async () => {
    await finish(1, 2, 3, 4);
    const body = (await t.as(r.pooler).call(teamsCalls.getAll)).json();
    expect(body.journee).toBe(4);
    expect(body.teams.find((tm: { user_id: number }) => tm.user_id === r.other.id).joueurs).toHaveLength(1);
    await reopen();
    const other = (await t.as(r.pooler).call(teamsCalls.getAll, { saison_id: 2025 })).json();
    expect(other).toMatchObject({ saison_id: 2025, journee: 1 });
    expect(other.teams.every((tm: { count: number }) => tm.count === 0)).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.anonymous.call(teamsCalls.getAll)).statusCode).toBe(401);
  });
});

describe('teams/getTakenPlayers.php', () => {
  it('lists the players who belong to anyone at a matchday or later: one arriving later is not free before', async () => {
    const from = async (n: number) => (await t.as(r.pooler).call(teamsCalls.getTakenPlayers, { journee: n })).json().joueur_ids as number[];
    const mine = squad.map((p) => p.id);
    // Sold leaves at 3, late arrives at 3: before it, neither may be taken from there on; from 3, only late.
    expect(await from(1)).toEqual([...mine, sold.id, late.id].sort((a, b) => a - b));
    expect(await from(2)).toEqual([...mine, sold.id, late.id].sort((a, b) => a - b));
    expect(await from(3)).toEqual([...mine, late.id].sort((a, b) => a - b));
    expect((await t.as(r.pooler).call(teamsCalls.getTakenPlayers)).json().journee).toBe(1);
  });

  it('refuses a bad matchday (400) and anonymous callers (401)', async () => {
    expect((await t.as(r.pooler).call(teamsCalls.getTakenPlayers, { journee: 0 })).statusCode).toBe(400);
    expect((await t.anonymous.call(teamsCalls.getTakenPlayers, { journee: 1 })).statusCode).toBe(401);
  });
});
