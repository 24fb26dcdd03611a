import { matchlfpsCalls, resultatsCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { createClub, createJoueur, createJournee, createMatch, createStat, resetMatchdays, roles } from '../../../test/factories/index.js';
import { matchlfps } from '../../db/schema.js';

/**
 * A postponed match (the league has no such status: a postponed match stays preMatch, most likely with a
 * new date): marked by an admin, or counted so when its kickoff falls after its matchday (after the next
 * matchday's start; the last matchday ends a week after its own). The matchday is finished when every
 * match is finished or postponed, so it never waits for one.
 */
let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
beforeAll(async () => {
  t = await testApp();
  r = await roles(t);
});
afterAll(() => t.close());
beforeEach(() => resetMatchdays(t.db));

/** J1 (Friday 4 September) and J2 a week later; J1 has a finished match and one not played. */
async function scene() {
  const j1 = await createJournee(t.db, 1, { startAt: '2026-09-04T18:45:00Z' });
  const j2 = await createJournee(t.db, 2, { startAt: '2026-09-11T18:45:00Z' });
  const [a, b, c, d] = [await createClub(t.db), await createClub(t.db), await createClub(t.db), await createClub(t.db)];
  const played = await createMatch(t.db, j1.id, a.id, b.id, { kickoffAt: '2026-09-04T18:45:00Z', period: 'fullTime' });
  await t.db.update(matchlfps).set({ homeScore: 1, awayScore: 0 }).where(eq(matchlfps.id, played.id));
  await createStat(t.db, played.id, await createJoueur(t.db, a.id, 'AT'), { minutes: 90, goals: 1 });
  const waiting = await createMatch(t.db, j1.id, c.id, d.id, { kickoffAt: '2026-09-06T15:00:00Z' });
  return { j1, j2, waiting, clubs: { c, d } };
}

const calc = async (journeeId: number) => (await t.as(r.admin).call(resultatsCalls.calcJournee, { journee_id: journeeId })).json();

describe('a postponed match', () => {
  it('holds the matchday while it is neither played nor postponed', async () => {
    const { j1 } = await scene();
    expect(await calc(j1.id)).toMatchObject({ finished: false, journee: { status: 0 } });
  });

  it('an admin marks it postponed through the match edit: the matchday no longer waits for it', async () => {
    const { j1, waiting, clubs } = await scene();
    const edit = { id: waiting.id, home_club_id: clubs.c.id, away_club_id: clubs.d.id, date: '2026-09-06', heure: '17:00' };
    const res = await t.as(r.admin).call(matchlfpsCalls.update, { ...edit, postponed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().match).toMatchObject({ postponed: true, counts_as_postponed: true, kickoff_unknown: false });
    // An edit that does not say leaves it as it is.
    expect((await t.as(r.admin).call(matchlfpsCalls.update, edit)).json().match.postponed).toBe(true);
    expect(await calc(j1.id)).toMatchObject({ finished: true, journee: { status: 9 } });
    const bad = await t.as(r.admin).post(matchlfpsCalls.update, { ...edit, postponed: 'peut-être' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Reporté : oui ou non.');
    expect((await t.as(r.pooler).call(matchlfpsCalls.update, { ...edit, postponed: false })).statusCode).toBe(403);
  });

  it('counts as postponed when its new kickoff falls after the next matchday’s start', async () => {
    const { j1, waiting } = await scene();
    await t.db
      .update(matchlfps)
      .set({ kickoffAt: new Date('2026-09-11T18:46:00Z') })
      .where(eq(matchlfps.id, waiting.id));
    const list = (await t.as(r.pooler).call(matchlfpsCalls.getByJournee, { journee: 1 })).json().matchs;
    expect(list.find((m: { id: number }) => m.id === waiting.id)).toMatchObject({ postponed: false, counts_as_postponed: true });
    expect(await calc(j1.id)).toMatchObject({ finished: true, journee: { status: 9 } });
  });

  it('on the last matchday, counts as postponed a week after its start', async () => {
    const { j2 } = await scene();
    const [e, f] = [await createClub(t.db), await createClub(t.db)];
    const played = await createMatch(t.db, j2.id, e.id, f.id, { kickoffAt: '2026-09-11T18:45:00Z', period: 'fullTime' });
    await createStat(t.db, played.id, await createJoueur(t.db, e.id, 'GB'), { minutes: 90 });
    const late = await createMatch(t.db, j2.id, f.id, e.id, { kickoffAt: '2026-09-18T18:45:00Z' });
    expect(await calc(j2.id)).toMatchObject({ finished: false });
    await t.db
      .update(matchlfps)
      .set({ kickoffAt: new Date('2026-09-18T18:46:00Z') })
      .where(eq(matchlfps.id, late.id));
    expect(await calc(j2.id)).toMatchObject({ finished: true });
  });

  it('an admin sets and clears "horaire à confirmer" through the match edit', async () => {
    const { waiting, clubs } = await scene();
    const edit = { id: waiting.id, home_club_id: clubs.c.id, away_club_id: clubs.d.id, date: '2026-09-06', heure: '00:00' };
    const unknown = await t.as(r.admin).call(matchlfpsCalls.update, { ...edit, kickoff_unknown: true });
    expect(unknown.json().match).toMatchObject({ kickoff_unknown: true, kickoff_at: '2026-09-05T22:00:00.000Z' });
    const firm = await t.as(r.admin).call(matchlfpsCalls.update, { ...edit, heure: '17:00', kickoff_unknown: false });
    expect(firm.json().match).toMatchObject({ kickoff_unknown: false, kickoff_at: '2026-09-06T15:00:00.000Z' });
  });
});
