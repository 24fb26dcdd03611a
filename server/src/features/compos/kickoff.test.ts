import { composCalls, LINEUP_ERRORS, rencontresCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import {
  autoLineup,
  compoPayload,
  createClub,
  createJournee,
  createMatch,
  createSquad,
  type LoggedIn,
  roles,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { matchlfps } from '../../db/schema.js';

/**
 * RULES.md "Lineups": a player is locked from the kickoff of his club's match, that instant included;
 * the others' lineups show from the matchday's first kickoff, which may come before its start_at.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let j1: Awaited<ReturnType<typeof createJournee>>;
let mine: TestPlayer[];
let theirs: TestPlayer[];
let clubA: number;

/** The matchday starts on Saturday evening, but club A plays on Friday. */
const START_AT = '2026-09-05T19:00:00.000Z';
const FRIDAY = new Date('2026-09-04T18:45:00.000Z');
const justBefore = new Date(FRIDAY.getTime() - 1);

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const [a, b, c, d] = [
    await createClub(t.db, { name: 'A' }),
    await createClub(t.db, { name: 'B' }),
    await createClub(t.db, { name: 'C' }),
    await createClub(t.db, { name: 'D' }),
  ];
  clubA = a.id;
  j1 = await createJournee(t.db, 1, { startAt: START_AT });
  await createMatch(t.db, j1.id, a.id, b.id, { kickoffAt: FRIDAY });
  await createMatch(t.db, j1.id, c.id, d.id, { kickoffAt: START_AT });
  mine = await createSquad(t.db, r.pooler.id, [a.id, c.id]);
  theirs = await createSquad(t.db, r.other.id, [b.id, d.id]);
  expect((await save(autoLineup(mine, '4231'), r.pooler)).statusCode).toBe(200);
  expect((await save(autoLineup(theirs, '4231'), r.other, r.other.id)).statusCode).toBe(200);
});
afterAll(() => t.close());

/** Saves a 4231 of these players for matchday 1, as `who`, for the pooler unless told. */
function save(players: TestPlayer[], who: LoggedIn, userId = r.pooler.id) {
  return t.as(who).call(composCalls.saveCompo, compoPayload(userId, j1, '4231', players));
}

/** What the pooler sees of the other pooler's lineup on the recap, the pairings and the lineup call. */
async function seenByPooler() {
  const recap = (await t.as(r.pooler).call(composCalls.listActive)).json();
  const other = (await t.as(r.pooler).call(composCalls.getByJourneeUser, { journee_id: j1.id, user_id: r.other.id })).json();
  const pairings = (await t.as(r.pooler).call(rencontresCalls.getByJournee, { journee_id: j1.id })).json();
  return {
    recap: [recap.started, recap.compos.map((c: { user_id: number }) => c.user_id).sort()],
    other: [other.started, other.hidden, other.compo?.user_id ?? null],
    pairings: pairings.started,
  };
}

describe('the first kickoff of a matchday', () => {
  it("shows the others' lineups from the first league kickoff, before the matchday's start_at", async () => {
    t.setNow(justBefore);
    expect(await seenByPooler()).toEqual({ recap: [false, [r.pooler.id]], other: [false, true, null], pairings: false });
    t.setNow(FRIDAY);
    const both = [r.pooler.id, r.other.id].sort();
    expect(await seenByPooler()).toEqual({ recap: [true, both], other: [true, false, r.other.id], pairings: true });
  });

  it("locks a player at his club's kickoff instant: shown locked, and a save moving him is refused", async () => {
    const lineup = autoLineup(mine, '4231');
    const dcA = lineup.findIndex((p) => p.poste === 'DC' && p.clubId === clubA);
    const dcOther = lineup.findIndex((p, i) => p.poste === 'DC' && i !== dcA);
    const swapped = lineup.map((p, i) => (i === dcA ? lineup[dcOther] : i === dcOther ? lineup[dcA] : p) as TestPlayer);
    const lockedIds = mine.filter((p) => p.clubId === clubA).map((p) => p.id);
    const compo = async () => (await t.as(r.pooler).call(composCalls.getCompo)).json();

    t.setNow(justBefore);
    expect((await save(swapped, r.pooler)).statusCode).toBe(200);
    const before = await compo();
    expect(before.locked_joueur_ids).toEqual([]);
    expect(before.compo.slots.some((s: { isLocked: boolean }) => s.isLocked)).toBe(false);

    // Nothing is written in between: the answer read just before must not be served at the kickoff.
    t.setNow(FRIDAY);
    const at = await compo();
    expect(at.locked_joueur_ids).toEqual(lockedIds.sort((x, y) => x - y));
    expect(at.compo.slots.map((s: { isLocked: boolean }) => s.isLocked)).toEqual(swapped.map((p) => p.clubId === clubA));
    const refused = await save(lineup, r.pooler);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContain(LINEUP_ERRORS.lockedMoved(swapped[dcOther]?.id ?? 0, swapped[dcOther]?.name));
  });

  it('a club with two matches in the matchday (one brought forward) is locked from the first of them', async () => {
    // Locks.ts keeping a club's latest kickoff instead of its first passed every test.
    const sunday = new Date('2026-09-06T15:00:00.000Z');
    const [, clubB] = [...new Set(theirs.map((p) => p.clubId))];
    const extra = await createMatch(t.db, j1.id, clubA, clubB ?? clubA, { kickoffAt: sunday });
    try {
      t.setNow(new Date(FRIDAY.getTime() + 60_000));
      const compo = (await t.as(r.pooler).call(composCalls.getCompo)).json();
      const clubAIds = mine.filter((p) => p.clubId === clubA).map((p) => p.id);
      expect(compo.locked_joueur_ids).toEqual(expect.arrayContaining(clubAIds));
    } finally {
      await t.db.delete(matchlfps).where(eq(matchlfps.id, extra.id));
    }
  });
});
