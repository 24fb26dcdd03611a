import { composCalls, draftCalls, gameCalls, mercatoCalls } from '@poolfoot/domain';
import { setLeagueSetting } from '../ligues/index.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  autoLineup,
  compoPayload,
  createClub,
  createJournee,
  createMatch,
  createRencontre,
  createSquad,
  createUser,
  roles,
  seedLeague,
  testLeague,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { journees, leagueMembers, leagues, matchlfps, rencontres, resultats, teamPlayers } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
const START = new Date('2026-09-01T10:00:00Z');

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  t.setNow(START);
});
afterAll(() => t.close());

const homeOf = async (who: { cookie: string }) => {
  const res = await t.as(who).call(gameCalls.home);
  expect(res.statusCode).toBe(200);
  return res.json().home;
};
const ref = (u: { id: number; nickname: string }) => ({ id: u.id, name: u.nickname });

describe('game/home.php: access', () => {
  it('refuses a visitor (401) and answers every role for themselves', async () => {
    expect((await t.anonymous.call(gameCalls.home)).statusCode).toBe(401);
    for (const who of [r.pooler, r.other, r.admin, r.superAdmin]) {
      expect(await homeOf(who)).toMatchObject({ classement: { rank: null, poolers: 4, previous_rank: null } });
    }
  });

  it('says nothing it does not know: no matchday, no lineup, no match, nobody to wait for but the season’s set-up', async () => {
    expect(await homeOf(r.pooler)).toEqual({
      phase: 'draft',
      next: { step: 'season_setup', mine: false },
      classement: { rank: null, poolers: 4, previous_rank: null },
      journee: null,
      compo: null,
      rencontre: null,
      last_result: null,
      turn: null,
    });
  });
});

describe('game/home.php: the draft, then the mercato, as they really are', () => {
  it('during the draft: whose turn, the pick clock deadline, and the pause', async () => {
    await seedLeague(t.db, 2);
    // One round: a goalkeeper each.
    await setLeagueSetting(t.db, await testLeague(t.db), 'max_joueurs_poste', { GB: 1, DC: 0, DL: 0, MC: 0, MO: 0, AT: 0 });
    const admin = t.as(r.admin);
    await admin.call(draftCalls.init, { ordre: [r.pooler.id, r.other.id, r.admin.id, r.superAdmin.id] });
    await admin.call(draftCalls.setClock, { minutes: 2 });
    await admin.call(draftCalls.changeStatus, { status: 'en cours' });
    const deadline = new Date(START.getTime() + 2 * 60_000).toISOString();
    expect((await homeOf(r.pooler)).turn).toEqual({
      kind: 'draft',
      round: 1,
      pooler: ref(r.pooler),
      mine: true,
      paused: false,
      deadline,
    });
    expect((await homeOf(r.other)).turn).toMatchObject({ pooler: ref(r.pooler), mine: false, deadline });
    await admin.call(draftCalls.changeStatus, { status: 'en pause' });
    expect(await homeOf(r.other)).toMatchObject({ phase: 'draft', turn: { paused: true, deadline: null } });
    await admin.call(draftCalls.changeStatus, { status: 'en cours' });
  });

  it('the last pick ends the draft and moves the game on: phase normal for the home and the setting', async () => {
    for (let i = 0; i < 4; i++) expect((await t.as(r.admin).call(draftCalls.simulate)).statusCode).toBe(200);
    expect(await homeOf(r.pooler)).toMatchObject({ phase: 'normal', turn: null });
    expect((await t.as(r.pooler).call(gameCalls.context, {})).json().game.phase).toBe('normal');
  });

  it('an open mercato is on the home even when the phase setting says otherwise; closed, it is gone', async () => {
    expect((await t.as(r.admin).call(mercatoCalls.open)).statusCode).toBe(200);
    await t.as(r.admin).call(gameCalls.setPhase, { phase: 'normal' });
    // No result yet: the ranking goes by name and the mercato order is its reverse.
    const first = (await t.as(r.pooler).call(mercatoCalls.get)).json().meta.cursor.user_id as number;
    const cursor = [r.pooler, r.other, r.admin, r.superAdmin].find((u) => u.id === first);
    if (!cursor) throw new Error('no mercato cursor');
    expect(await homeOf(r.pooler)).toMatchObject({
      phase: 'mercato',
      turn: { kind: 'mercato', round: 1, pooler: ref(cursor), mine: cursor.id === r.pooler.id, deadline: null },
    });
    expect((await homeOf(cursor)).turn.mine).toBe(true);
    await t.as(r.admin).call(mercatoCalls.close);
    await t.as(r.admin).call(gameCalls.setPhase, { phase: 'mercato' });
    expect(await homeOf(r.pooler)).toMatchObject({ phase: 'normal', turn: null });
    await t.as(r.admin).call(gameCalls.setPhase, { phase: 'normal' });
  });
});

describe('game/home.php: the coming matchday', () => {
  let squad: TestPlayer[];
  let j1: typeof journees.$inferSelect;

  beforeAll(async () => {
    const clubs = [await createClub(t.db), await createClub(t.db), await createClub(t.db), await createClub(t.db)];
    squad = await createSquad(
      t.db,
      r.pooler.id,
      clubs.map((c) => c.id),
    );
    j1 = await createJournee(t.db, 1, { startAt: '2026-09-05T15:00:00Z' });
    await createMatch(t.db, j1.id, clubs[0]?.id ?? 0, clubs[1]?.id ?? 0, { kickoffAt: '2026-09-05T19:00:00Z' });
    // The league has no time yet for this one: its placeholder, earlier, is not the first lock.
    const tbc = await createMatch(t.db, j1.id, clubs[2]?.id ?? 0, clubs[3]?.id ?? 0, { kickoffAt: '2026-09-05T11:00:00Z' });
    await t.db.update(matchlfps).set({ kickoffUnknown: true }).where(eq(matchlfps.id, tbc.id));
    await createRencontre(t.db, j1.id, 1, r.pooler.id, r.other.id);
    await createRencontre(t.db, j1.id, 2, r.admin.id, null);
  });

  it('the first firm kickoff is the lineup lock; a kickoff to be confirmed is counted apart', async () => {
    expect((await homeOf(r.pooler)).journee).toEqual({
      id: j1.id,
      numjournee: 1,
      status: 0,
      first_kickoff: '2026-09-05T19:00:00.000Z',
      kickoffs_unknown: 1,
      started: false,
    });
    t.setNow('2026-09-05T19:00:00Z');
    expect((await homeOf(r.pooler)).journee.started).toBe(true);
    t.setNow(START);
  });

  it('the hour before the first firm kickoff, a lineup with an empty slot: the reminder banner, for a pooler who owns players', async () => {
    // No lineup at all: eleven empty slots. The kickoff to be confirmed (11:00) is no lock and reminds nothing.
    for (const [now, remind] of [
      ['2026-09-05T10:30:00Z', false],
      ['2026-09-05T17:59:59Z', false],
      ['2026-09-05T18:00:00Z', true],
      ['2026-09-05T18:59:59Z', true],
      ['2026-09-05T19:00:00Z', false],
    ] as const) {
      t.setNow(now);
      expect((await homeOf(r.pooler)).compo, now).toEqual({ filled: 0, saved: false, remind });
    }
    // A pooler without players that matchday (his goalkeeper of the draft gone for a while) has no lineup to fill: no
    // banner, no « incomplete lineup » either.
    t.setNow('2026-09-05T18:30:00Z');
    expect((await homeOf(r.other)).compo).toEqual({ filled: 0, saved: false, remind: true });
    await t.db.update(teamPlayers).set({ journeeOut: 1 }).where(eq(teamPlayers.userId, r.other.id));
    expect((await homeOf(r.other)).compo).toBeNull();
    await t.db.update(teamPlayers).set({ journeeOut: null }).where(eq(teamPlayers.userId, r.other.id));
    t.setNow(START);
  });

  it('my lineup: none yet, then saved and complete', async () => {
    expect((await homeOf(r.pooler)).compo).toEqual({ filled: 0, saved: false, remind: false });
    const res = await t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, j1, '4231', autoLineup(squad, '4231')));
    expect(res.statusCode).toBe(200);
    expect((await homeOf(r.pooler)).compo).toEqual({ filled: 11, saved: true, remind: false });
    t.setNow('2026-09-05T18:30:00Z');
    expect((await homeOf(r.pooler)).compo).toEqual({ filled: 11, saved: true, remind: false });
    t.setNow(START);
  });

  it('my opponent (by the name the app gives him), no previous meeting yet; a bye has no opponent', async () => {
    expect((await homeOf(r.pooler)).rencontre).toEqual({ match_no: 1, opponent: ref(r.other), last: null });
    expect((await homeOf(r.other)).rencontre).toEqual({ match_no: 1, opponent: ref(r.pooler), last: null });
    expect((await homeOf(r.admin)).rencontre).toEqual({ match_no: 2, opponent: null, last: null });
    expect((await homeOf(r.superAdmin)).rencontre).toBeNull();
  });

  it('next matchday: the lineup carried over, incomplete after a player left; our last meeting from each side', async () => {
    await t.db.update(rencontres).set({ score1: 50, score2: 40, resultat: 1 }).where(eq(rencontres.journeeId, j1.id));
    await t.db.insert(resultats).values([
      { leagueId: await testLeague(t.db), journeeId: j1.id, userId: r.pooler.id, matchPoints: 3, totalPoints: 50 },
      { leagueId: await testLeague(t.db), journeeId: j1.id, userId: r.other.id, matchPoints: 0, totalPoints: 40 },
    ]);
    await t.db.update(journees).set({ status: 9 }).where(eq(journees.id, j1.id));
    const j2 = await createJournee(t.db, 2, { startAt: '2026-09-12T15:00:00Z' });
    await createRencontre(t.db, j2.id, 1, r.other.id, r.pooler.id);

    const home = await homeOf(r.pooler);
    expect(home.journee).toMatchObject({ id: j2.id, numjournee: 2, first_kickoff: '2026-09-12T15:00:00.000Z', kickoffs_unknown: 0 });
    expect(home.compo).toEqual({ filled: 11, saved: false, remind: false });
    expect(home.rencontre).toEqual({
      match_no: 1,
      opponent: ref(r.other),
      last: { numjournee: 1, mine: 50, theirs: 40, outcome: 'victoire' },
    });
    expect((await homeOf(r.other)).rencontre.last).toEqual({ numjournee: 1, mine: 40, theirs: 50, outcome: 'defaite' });

    // A player of the lineup leaves the team from matchday 2 (a mercato move): one slot is empty.
    const gone = autoLineup(squad, '4231')[10];
    if (!gone) throw new Error('no forward');
    await t.db
      .update(teamPlayers)
      .set({ journeeOut: 2 })
      .where(and(eq(teamPlayers.userId, r.pooler.id), eq(teamPlayers.joueurId, gone.id)));
    expect((await homeOf(r.pooler)).compo).toEqual({ filled: 10, saved: false, remind: false });
  });

  it('the hour before the next matchday: the lineup carried over with a hole after a move brings the banner', async () => {
    const [j2] = await t.db.select().from(journees).where(eq(journees.numjournee, 2));
    const [home, away] = await t.db.select().from(matchlfps).limit(2);
    if (!j2 || !home || !away) throw new Error('no J2');
    await createMatch(t.db, j2.id, home.homeClubId, away.awayClubId, { kickoffAt: '2026-09-12T19:00:00Z' });
    t.setNow('2026-09-12T18:20:00Z');
    expect((await homeOf(r.pooler)).compo).toEqual({ filled: 10, saved: false, remind: true });
    t.setNow(START);
  });

  it('my rank and where it was before the last matchday with results', async () => {
    expect((await homeOf(r.pooler)).classement).toEqual({ rank: 1, poolers: 4, previous_rank: null });
    const [j2] = await t.db.select().from(journees).where(eq(journees.numjournee, 2));
    if (!j2) throw new Error('no J2');
    await t.db.insert(resultats).values([
      { leagueId: await testLeague(t.db), journeeId: j2.id, userId: r.other.id, matchPoints: 3, totalPoints: 70 },
      { leagueId: await testLeague(t.db), journeeId: j2.id, userId: r.pooler.id, matchPoints: 0, totalPoints: 10 },
    ]);
    await t.db.update(journees).set({ status: 9 }).where(eq(journees.id, j2.id));
    // After J1: pooler 3 pts, other 0. After J2: both 3 pts, other ahead on the season total (110 to 60).
    expect((await homeOf(r.pooler)).classement).toEqual({ rank: 2, poolers: 4, previous_rank: 1 });
    expect((await homeOf(r.other)).classement).toEqual({ rank: 1, poolers: 4, previous_rank: 2 });
    expect((await homeOf(r.pooler)).journee).toBeNull();
  });
});

describe('game/home.php: my last result, once a matchday is over', () => {
  const result = async (who: { cookie: string }) => (await homeOf(who)).last_result;
  let j2: typeof journees.$inferSelect;

  beforeAll(async () => {
    const [row] = await t.db.select().from(journees).where(eq(journees.numjournee, 2));
    if (!row) throw new Error('no J2');
    j2 = row;
  });

  it("the league's last finished matchday with results: J1 while J2's pairing is not computed, each from his side", async () => {
    const [j1] = await t.db.select().from(journees).where(eq(journees.numjournee, 1));
    expect(await result(r.pooler)).toEqual({
      journee_id: j1?.id,
      numjournee: 1,
      opponent: ref(r.other),
      mine: 50,
      theirs: 40,
      outcome: 'victoire',
    });
    expect(await result(r.other)).toMatchObject({ numjournee: 1, opponent: ref(r.pooler), mine: 40, theirs: 50, outcome: 'defaite' });
    // A bye, and no match at all: nothing to say.
    expect(await result(r.admin)).toBeNull();
    expect(await result(r.superAdmin)).toBeNull();
  });

  it('J2 computed: a defeat 10–19 for one is a victory 19–10 for the other; a draw is a draw for both', async () => {
    await t.db.update(rencontres).set({ score1: 19, score2: 10, resultat: 1 }).where(eq(rencontres.journeeId, j2.id));
    expect(await result(r.pooler)).toEqual({
      journee_id: j2.id,
      numjournee: 2,
      opponent: ref(r.other),
      mine: 10,
      theirs: 19,
      outcome: 'defaite',
    });
    expect(await result(r.other)).toMatchObject({ numjournee: 2, mine: 19, theirs: 10, outcome: 'victoire' });
    // Nobody of the admin's: J1's bye is not his last result, J2 had no match of his.
    expect(await result(r.admin)).toBeNull();
    await t.db.update(rencontres).set({ score1: 12, score2: 12, resultat: 2 }).where(eq(rencontres.journeeId, j2.id));
    expect(await result(r.pooler)).toMatchObject({ mine: 12, theirs: 12, outcome: 'nul' });
    expect(await result(r.other)).toMatchObject({ mine: 12, theirs: 12, outcome: 'nul' });
  });

  it("a matchday being played (provisional results) is not over; another league's later result is not mine", async () => {
    const j3 = await createJournee(t.db, 3, { startAt: '2026-09-19T15:00:00Z' });
    const live = await createRencontre(t.db, j3.id, 1, r.pooler.id, r.other.id);
    await t.db.update(rencontres).set({ score1: 30, score2: 5, resultat: 1 }).where(eq(rencontres.id, live));
    expect(await result(r.pooler)).toMatchObject({ numjournee: 2, outcome: 'nul' });
    // A second league where I play too, its J3 over and computed: my session acts in the first one.
    const [b] = await t.db.insert(leagues).values({ nom: 'Ligue B' }).returning({ id: leagues.id });
    if (!b) throw new Error('no league B');
    await t.db.insert(leagueMembers).values({ leagueId: b.id, userId: r.pooler.id, role: 1 });
    const stranger = await createUser(t.db, { league: b.id, nickname: 'Inconnu de B' });
    const theirs = await createRencontre(t.db, j3.id, 1, stranger.id, r.pooler.id, b.id);
    await t.db.update(rencontres).set({ score1: 1, score2: 99, resultat: 3 }).where(eq(rencontres.id, theirs));
    await t.db.update(journees).set({ status: 9 }).where(eq(journees.id, j3.id));
    await t.db.update(rencontres).set({ resultat: null }).where(eq(rencontres.id, live));
    expect(await result(r.pooler)).toMatchObject({ numjournee: 2, opponent: ref(r.other), outcome: 'nul' });
    // Computed in the first league too: now it is the last one.
    await t.db.update(rencontres).set({ resultat: 1 }).where(eq(rencontres.id, live));
    expect(await result(r.pooler)).toEqual({
      journee_id: j3.id,
      numjournee: 3,
      opponent: ref(r.other),
      mine: 30,
      theirs: 5,
      outcome: 'victoire',
    });
  });
});
