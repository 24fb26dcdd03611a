import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createMailer } from './mail.js';

let server: SMTPServer;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString();
      });
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

it('sends real mail over SMTP when SMTP_URL is set', async () => {
  const { port } = server.server.address() as AddressInfo;
  const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Poolfoot <no-reply@poolfoot.test>' });
  const mailer = createMailer(config, pino({ level: 'silent' }));
  await mailer.send({ to: 'pooler3@poolfoot.test', subject: 'Réinitialisation', text: 'Lien : http://x/login/reset-password/abc' });
  expect(received).toHaveLength(1);
  expect(received[0]).toContain('To: pooler3@poolfoot.test');
  expect(received[0]).toContain('reset-password/abc');
});
