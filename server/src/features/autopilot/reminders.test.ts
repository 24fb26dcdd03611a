import { AUTOPILOT_MSG, autopilotCalls, type JobLogLine } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { autoLineup, createCompo, createSquad, type ChampionnatTest, championnatTestApp } from '../../../test/factories/index.js';
import { clubs, jobs, journees, matchlfps } from '../../db/schema.js';
import { autopilotTick } from './tick.js';

// The lineup reminders on the demo world (matchday 1 active): four poolers with a squad each; one lineup complete, one
// with an empty slot, one never saved, one pooler who turned the mails off.
let L: ChampionnatTest;
let firstKickoff: number;
let j1: number;
beforeAll(async () => {
  L = await championnatTestApp();
  const [journee] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  if (!journee) throw new Error('no J1');
  j1 = journee.id;
  const [first] = await L.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j1)).orderBy(asc(matchlfps.kickoffAt)).limit(1);
  firstKickoff = first?.kickoffAt.getTime() ?? 0;
  const clubIds = (await L.t.db.select({ id: clubs.id }).from(clubs).limit(6)).map((c) => c.id);
  const { pooler, other, admin, superAdmin } = L.r;
  const full = autoLineup(await createSquad(L.t.db, pooler.id, clubIds), '4231');
  await createCompo(L.t.db, pooler.id, j1, full, full[10] ?? null);
  const holed = autoLineup(await createSquad(L.t.db, other.id, clubIds), '4231');
  await createCompo(L.t.db, other.id, j1, [...holed.slice(0, 10), null], holed[0] ?? null);
  await createSquad(L.t.db, superAdmin.id, clubIds);
  await createSquad(L.t.db, admin.id, clubIds);
}, 120_000);
afterAll(() => L.t.close());

const tick = () => autopilotTick(L.t.app.ctx, L.t.app.log);

it('a pooler reads and turns off his reminder mails; visitors are refused and bad input answered in French', async () => {
  expect((await L.t.anonymous.call(autopilotCalls.reminders)).statusCode).toBe(401);
  const admin = L.t.as(L.r.admin);
  expect((await admin.call(autopilotCalls.reminders)).json()).toMatchObject({ mails: true });
  const off = await admin.call(autopilotCalls.setReminders, { mails: false });
  expect(off.json()).toMatchObject({ mails: false, message: AUTOPILOT_MSG.remindersOff });
  expect((await admin.call(autopilotCalls.reminders)).json()).toMatchObject({ mails: false });
  // Another pooler's choice is his own.
  expect((await L.t.as(L.r.other).call(autopilotCalls.reminders)).json()).toMatchObject({ mails: true });
  const bad = await admin.post(autopilotCalls.setReminders, { mails: 'non' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('Indiquez true ou false.');
});

it('an hour before the first kickoff, each pooler with an incomplete lineup gets one mail, once', async () => {
  L.t.setNow(new Date(firstKickoff - 61 * 60_000));
  await tick();
  expect(L.t.mails).toEqual([]);
  L.t.setNow(new Date(firstKickoff - 59 * 60_000));
  await tick();
  await tick();
  const to = (email: string) => L.t.mails.filter((m) => m.to === email);
  expect(L.t.mails).toHaveLength(2);
  expect(to(L.r.other.email)[0]).toMatchObject({ subject: AUTOPILOT_MSG.reminderSubject(1) });
  expect(to(L.r.other.email)[0]?.text).toContain('1 place vide');
  expect(to(L.r.superAdmin.email)[0]?.text).toContain('11 places vides');
  expect(to(L.r.superAdmin.email)[0]?.text).toContain('http://poolfoot.test/user/account');
  const [row] = await L.t.db.select().from(jobs).where(eq(jobs.kind, 'autopilot'));
  expect((row?.log as JobLogLine[]).map((l) => l.text)).toEqual([AUTOPILOT_MSG.remindersSent(1, 2)]);
  // Later ticks, and after the kickoff: no second mail.
  L.t.setNow(new Date(firstKickoff - 5 * 60_000));
  await tick();
  expect(L.t.mails).toHaveLength(2);
});
