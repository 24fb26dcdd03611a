import { DRAFT_MSG, draftCalls, PUSH_MSG } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  draftSeenBy,
  type LoggedIn,
  loggedIn,
  seedLeague,
  testLeague,
  testSeason,
  type WorldPlayer,
} from '../../../test/factories/index.js';
import { draftPicks, pushOutbox, pushSubscriptions, sessions } from '../../db/schema.js';
import { setLeagueSetting } from '../ligues/index.js';
import { runPickClock } from './pick.js';

/**
 * A draft queue (RULES.md "Draft"): each pooler's private list of wanted players; when his pick clock runs out, or when
 * he said he would be away, the first of them still valid for him is picked, else last season's best.
 */
let t: TestApp;
let admin: LoggedIn;
let p: LoggedIn[];
let players: WorldPlayer[];
const START = new Date('2026-09-01T10:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

beforeAll(async () => {
  t = await testApp();
  admin = await loggedIn(t, { role: 4 });
  p = [await loggedIn(t), await loggedIn(t), await loggedIn(t)];
  players = await seedLeague(t.db, 4);
  // 3 rounds: GB, DC, AT; at most 1 per club.
  await setLeagueSetting(t.db, await testLeague(t.db), 'max_joueurs_poste', { GB: 1, DC: 1, DL: 0, MC: 0, MO: 0, AT: 1 });
  await setLeagueSetting(t.db, await testLeague(t.db), 'max_par_club', 1);
  await t.as(admin).call(draftCalls.init, { ordre: p.map((u) => u.id) });
  await t.as(admin).call(draftCalls.setClock, { minutes: 2 });
  t.setNow(START);
});
afterAll(() => t.close());

const pooler = (i: number) => p[i] as LoggedIn;
const of = (poste: string, club: number) => players.filter((x) => x.poste === poste && x.clubId === club)[0] as WorldPlayer;
/** The clubs of the world, in order. */
const club = (i: number) => [...new Set(players.map((x) => x.clubId))][i] ?? 0;
const picks = () => t.db.select().from(draftPicks).orderBy(asc(draftPicks.tour), asc(draftPicks.rang));

describe('my list (draft/queue.php, draft/queue_set.php)', () => {
  it('keeps my whole list in my order, private to me; refuses more than 50, twice the same, or a player not of the season', async () => {
    const [c0, c1] = [club(0), club(1)];
    const list = [of('AT', c0).id, of('GB', c1).id];
    const set = await t.as(pooler(0)).call(draftCalls.queueSet, { joueur_ids: list });
    expect(set.json().message).toBe(DRAFT_MSG.queueSaved);
    expect(set.json().joueurs.map((j: { joueur_id: number }) => j.joueur_id)).toEqual(list);
    expect(set.json().joueurs[0]).toMatchObject({ available: true, valid: true, poste: 'AT' });
    // Another pooler's list is his own: mine is not his.
    expect((await t.as(pooler(1)).call(draftCalls.queue)).json()).toMatchObject({ joueurs: [], autopick: false });
    const tooMany = await t.as(pooler(0)).call(draftCalls.queueSet, { joueur_ids: players.slice(0, 51).map((x) => x.id) });
    expect(tooMany.json()).toMatchObject({ code: 'bad_request', fields: { joueur_ids: DRAFT_MSG.queueTooLong } });
    const twice = await t.as(pooler(0)).call(draftCalls.queueSet, { joueur_ids: [list[0] ?? 0, list[0] ?? 0] });
    expect(twice.json().fields.joueur_ids).toBe(DRAFT_MSG.queueTwice);
    const unknown = await t.as(pooler(0)).call(draftCalls.queueSet, { joueur_ids: [list[0] ?? 0, 999_999] });
    expect(unknown.json()).toMatchObject({ code: 'not_found', message: DRAFT_MSG.playerNotFound });
    expect((await t.as(pooler(0)).call(draftCalls.queue)).json().joueurs).toHaveLength(2);
  });
});

describe('picked from my list', () => {
  it('my clock runs out: the first of my list still valid is picked, marked from my list, and I am told', async () => {
    // A device of mine that takes the draft's notices (its session is this test's login).
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, pooler(0).id));
    await t.db.insert(pushSubscriptions).values({
      userId: pooler(0).id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/queue-test',
      p256dh: 'k',
      auth: 'a',
      types: ['turn'],
      sessionHash: session?.tokenHash ?? '',
    });
    await t.as(admin).call(draftCalls.changeStatus, { status: 'en cours' });
    t.setNow(minutes(2));
    // Anyone's next read of the draft runs the clock.
    await t.as(pooler(2)).call(draftCalls.get);
    const [first] = await picks();
    expect(first).toMatchObject({ userId: pooler(0).id, joueurId: of('AT', club(0)).id, auto: true, fromList: true });
    const seen = await draftSeenBy(t, pooler(1));
    expect(seen.choix['1']['1']).toMatchObject({ auto: true, from_list: true });
    const told = await t.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.userId, pooler(0).id));
    expect(told.map((n) => n.payload)).toContainEqual(
      expect.objectContaining({ title: PUSH_MSG.autoPickTitle, body: PUSH_MSG.autoPick('Ligue de test', of('AT', club(0)).name, true) }),
    );
    // My list now says he is mine (no longer available), and the next one is still valid.
    const mine = (await t.as(pooler(0)).call(draftCalls.queue)).json().joueurs;
    expect(mine.map((j: { available: boolean; valid: boolean }) => [j.available, j.valid])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('away: my pick is made at once when my turn comes, from my list, skipping one not valid for me; the board says I am away', async () => {
    // Pooler 2 (index 1) goes away with a list whose first is taken and whose second breaks the club limit once he has one.
    const [c0, c2, c3] = [club(0), club(2), club(3)];
    await t.as(pooler(1)).call(draftCalls.queueSet, { joueur_ids: [of('AT', c0).id, of('DC', c2).id, of('GB', c3).id] });
    const away = await t.as(pooler(1)).call(draftCalls.autopick, { on: true });
    expect(away.json()).toMatchObject({ autopick: true, message: DRAFT_MSG.autopickOn });
    // It was his turn: picked at once, the first still free of his list.
    const rows = await picks();
    expect(rows[1]).toMatchObject({ userId: pooler(1).id, joueurId: of('DC', c2).id, auto: true, fromList: true });
    expect((await draftSeenBy(t, admin)).autopick).toEqual([pooler(1).id]);
    // Back: his next turn waits for him.
    expect((await t.as(pooler(1)).call(draftCalls.autopick, { on: false })).json().autopick).toBe(false);
    expect((await draftSeenBy(t, admin)).autopick).toEqual([]);
  });

  it('my list exhausted or empty: last season’s best valid player, not from the list', async () => {
    const state = (await draftSeenBy(t, admin)).gestion;
    expect(state.prochain_pooler_id).toBe(pooler(2).id);
    t.setNow(new Date(Date.parse(state.pick_deadline ?? '') + 1000));
    await runPickClock(t.app.ctx, await testSeason(t.db));
    const last = (await picks()).at(-1);
    expect(last).toMatchObject({ userId: pooler(2).id, auto: true, fromList: false });
  });
});
