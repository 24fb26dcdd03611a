import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createMailer } from './mail.js';
import { smtpTestServer } from '../test/smtp.js';

let smtp: Awaited<ReturnType<typeof smtpTestServer>>;

beforeAll(async () => {
  smtp = await smtpTestServer();
});
afterAll(() => smtp.close());

it('sends real mail over SMTP when SMTP_URL is set', async () => {
  const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Poolfoot <no-reply@poolfoot.test>' });
  const mailer = createMailer(config, pino({ level: 'silent' }));
  await mailer.send({ to: 'pooler3@poolfoot.test', subject: 'Réinitialisation', text: 'Lien : http://x/login/reset-password/abc' });
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]).toContain('To: pooler3@poolfoot.test');
  expect(smtp.received[0]).toContain('reset-password/abc');
});
