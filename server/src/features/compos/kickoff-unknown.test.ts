import { composCalls } from '@poolfoot/domain';
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
  roles,
  type TestPlayer,
} from '../../../test/factories/index.js';
import { matchlfps } from '../../db/schema.js';

/**
 * RULES.md "Lineups" with a kickoff whose time the league has not fixed (dateTimeUnknown, kept as
 * kickoff_unknown with the league's placeholder, Saturday 00:00 in Paris): it locks nobody, it does not
 * start the matchday, and once the league (or an admin) fixes the time, that time locks as any other.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
let mine: TestPlayer[];
let clubA: number;
let matchA: number;
let j1: Awaited<ReturnType<typeof createJournee>>;

const PLACEHOLDER = new Date('2026-09-04T22:00:00.000Z');
const START_AT = '2026-09-05T19:00:00.000Z';
const SATURDAY_NOON = new Date('2026-09-05T10:00:00.000Z');

beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
  const [a, b, c, d] = [await createClub(t.db), await createClub(t.db), await createClub(t.db), await createClub(t.db)];
  clubA = a.id;
  j1 = await createJournee(t.db, 1, { startAt: START_AT });
  matchA = (await createMatch(t.db, j1.id, a.id, b.id, { kickoffAt: PLACEHOLDER })).id;
  await t.db.update(matchlfps).set({ kickoffUnknown: true }).where(eq(matchlfps.id, matchA));
  await createMatch(t.db, j1.id, c.id, d.id, { kickoffAt: START_AT });
  mine = await createSquad(t.db, r.pooler.id, [a.id, c.id]);
});
afterAll(() => t.close());

const save = (players: TestPlayer[]) => t.as(r.pooler).call(composCalls.saveCompo, compoPayload(r.pooler.id, j1, '4231', players));
const compo = async () => (await t.as(r.pooler).call(composCalls.getCompo)).json();

describe('a kickoff time still to be confirmed', () => {
  it('locks nobody once its placeholder has passed, shows as unknown, and does not start the matchday', async () => {
    t.setNow(SATURDAY_NOON);
    const lineup = autoLineup(mine, '4231');
    expect((await save(lineup)).statusCode).toBe(200);
    // Moving a player of club A (two centre-backs swap places) is still allowed.
    const dcA = lineup.findIndex((p) => p.poste === 'DC' && p.clubId === clubA);
    const dcOther = lineup.findIndex((p, i) => p.poste === 'DC' && i !== dcA);
    const swapped = lineup.map((p, i) => (i === dcA ? lineup[dcOther] : i === dcOther ? lineup[dcA] : p) as TestPlayer);
    expect(dcA).toBeGreaterThanOrEqual(0);
    expect((await save(swapped)).statusCode).toBe(200);
    const answer = await compo();
    expect(answer.locked_joueur_ids).toEqual([]);
    const slotA = answer.compo.slots.find((s: { club_id: number }) => s.club_id === clubA);
    expect(slotA).toMatchObject({ isLocked: false, kickoff_unknown: true, kickoff_at: PLACEHOLDER.toISOString() });
    const recap = (await t.as(r.pooler).call(composCalls.listActive)).json();
    expect(recap.started).toBe(false);
  });

  it('locks at the time the league fixes, like any kickoff', async () => {
    const firm = new Date('2026-09-05T09:00:00.000Z');
    await t.db.update(matchlfps).set({ kickoffUnknown: false, kickoffAt: firm }).where(eq(matchlfps.id, matchA));
    t.setNow(SATURDAY_NOON);
    const answer = await compo();
    const lockedA = mine.filter((p) => p.clubId === clubA).map((p) => p.id);
    expect(answer.locked_joueur_ids).toEqual(lockedA.sort((x, y) => x - y));
    expect(answer.compo.slots.find((s: { club_id: number }) => s.club_id === clubA)).toMatchObject({
      isLocked: true,
      kickoff_unknown: false,
    });
  });
});
