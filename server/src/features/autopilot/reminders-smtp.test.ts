import { AUTOPILOT_MSG } from '@poolfoot/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { autoLineup, createCompo, createSquad, type ChampionnatTest, championnatTestApp } from '../../../test/factories/index.js';
import { smtpTestServer } from '../../../test/smtp.js';
import { clubs, journees, matchlfps } from '../../db/schema.js';
import { autopilotTick } from './tick.js';

// The reminder mail through the app's real mailer (nodemailer) to an SMTP server, as the reset mails go: a pooler with an
// empty slot in his lineup of matchday 1, the clock an hour before its first kickoff.
let smtp: Awaited<ReturnType<typeof smtpTestServer>>;
let L: ChampionnatTest;
let firstKickoff: number;

/** The Subject header as a mail reader shows it (nodemailer writes accents as RFC 2047 encoded words, Q or B). */
function subjectOf(mail: string) {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? '';
  return header.replace(/\r?\n[ \t]/g, ' ').replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

beforeAll(async () => {
  smtp = await smtpTestServer();
  L = await championnatTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Poolfoot <no-reply@poolfoot.test>' });
  const [j1] = await L.t.db.select().from(journees).where(eq(journees.numjournee, 1));
  if (!j1) throw new Error('no J1');
  const [first] = await L.t.db.select().from(matchlfps).where(eq(matchlfps.journeeId, j1.id)).orderBy(asc(matchlfps.kickoffAt)).limit(1);
  firstKickoff = first?.kickoffAt.getTime() ?? 0;
  const clubIds = (await L.t.db.select({ id: clubs.id }).from(clubs).limit(6)).map((c) => c.id);
  const holed = autoLineup(await createSquad(L.t.db, L.r.other.id, clubIds), '4231');
  await createCompo(L.t.db, L.r.other.id, j1.id, [...holed.slice(0, 10), null], holed[0] ?? null);
}, 120_000);
afterAll(async () => {
  await L.t.close();
  await smtp.close();
});

it('an hour before the first kickoff, the reminder arrives at the SMTP server, to the pooler with an empty slot only', async () => {
  L.t.setNow(new Date(firstKickoff - 59 * 60_000));
  await autopilotTick(L.t.app.ctx, L.t.app.log);
  expect(L.t.mails).toEqual([]);
  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0] ?? '';
  expect(mail).toContain(`To: ${L.r.other.email}`);
  expect(mail).toContain('From: Poolfoot <no-reply@poolfoot.test>');
  expect(subjectOf(mail)).toBe(AUTOPILOT_MSG.reminderSubject(1));
  expect(mail.replace(/=\r?\n/g, '')).toContain('1 place vide');
});
