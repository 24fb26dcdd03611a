import { LINEUP_ERRORS } from '@poolfoot/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { roles } from '../../../test/factories.js';
import { autoLineup, compoPayload, createClub, createJournee, createMatch, createSquad, type TestPlayer } from '../teams/team-factories.js';

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
  r = await roles(t.app, t.db);
  const [a, b, c, d] = [await createClub(t.db, 'A'), await createClub(t.db, 'B'), await createClub(t.db, 'C'), await createClub(t.db, 'D')];
  clubA = a.id;
  j1 = await createJournee(t.db, 1, START_AT);
  await createMatch(t.db, j1.id, a.id, b.id, FRIDAY.toISOString());
  await createMatch(t.db, j1.id, c.id, d.id, START_AT);
  mine = await createSquad(t.db, r.pooler.id, [a.id, c.id]);
  theirs = await createSquad(t.db, r.other.id, [b.id, d.id]);
  expect((await save(autoLineup(mine, '4231'), r.pooler.cookie)).statusCode).toBe(200);
  expect((await save(autoLineup(theirs, '4231'), r.other.cookie, r.other.id)).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url: `/backend/api/${url}`, headers: { cookie } });
function save(players: TestPlayer[], cookie: string, userId = r.pooler.id) {
  return t.app.inject({
    method: 'POST',
    url: '/backend/api/compos/saveCompo.php',
    payload: compoPayload(userId, j1, '4231', players),
    headers: { cookie },
  });
}

/** What the pooler sees of the other pooler's lineup on the recap, the pairings and the lineup call. */
async function seenByPooler() {
  const recap = (await get('compos/listActive.php', r.pooler.cookie)).json();
  const other = (await get(`compos/getByJourneeUser.php?journee_id=${j1.id}&user_id=${r.other.id}`, r.pooler.cookie)).json();
  const pairings = (await get(`rencontres/getByJournee.php?journee_id=${j1.id}`, r.pooler.cookie)).json();
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
    const compo = async () => (await get('compos/getCompo.php', r.pooler.cookie)).json();

    t.setNow(justBefore);
    expect((await save(swapped, r.pooler.cookie)).statusCode).toBe(200);
    const before = await compo();
    expect(before.locked_joueur_ids).toEqual([]);
    expect(before.compo.slots.some((s: { isLocked: boolean }) => s.isLocked)).toBe(false);

    // Nothing is written in between: the answer read just before must not be served at the kickoff.
    t.setNow(FRIDAY);
    const at = await compo();
    expect(at.locked_joueur_ids).toEqual(lockedIds.sort((x, y) => x - y));
    expect(at.compo.slots.map((s: { isLocked: boolean }) => s.isLocked)).toEqual(swapped.map((p) => p.clubId === clubA));
    const refused = await save(lineup, r.pooler.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContain(LINEUP_ERRORS.lockedMoved(swapped[dcOther]?.id ?? 0));
  });
});
