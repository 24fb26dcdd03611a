import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** Real SMTP through nodemailer when SMTP_URL is set; otherwise the mail is written to the log. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (!config.SMTP_URL) {
    return {
      async send(mail) {
        log.info({ mailTo: mail.to, subject: mail.subject }, `Mail (pas de SMTP_URL) pour ${mail.to} :\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
  };
}
