import { type AddressWarning, ROLE } from '@poolfoot/domain';
import type { FastifyRequest } from 'fastify';
import { getSetting, setSetting } from '../db/settings.js';
import type { AppContext } from './types.js';

/**
 * The address a request reached this server on, as its browser sees it: the trusted proxy's scheme and host
 * (TRUST_PROXY, X-Forwarded-Proto and -Host), else the connection's and the Host header, already checked to be one of
 * this instance's names (host-check.ts).
 */
const addressOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * The address of a link an admin makes and hands out (an invite, a member's password link, the one /admin shows):
 * APP_URL when set, else the address the admin is using, so a host who opened http://192.168.1.20:3000 hands out links
 * their friends on that network can open. An instance admin's is remembered for the mails (mailBase).
 */
export async function linkBase(ctx: AppContext, req: FastifyRequest): Promise<string> {
  if (ctx.config.APP_URL) return ctx.config.appUrl;
  const url = addressOf(req);
  const { db } = ctx.database;
  if ((req.user?.instanceRole ?? 0) >= ROLE.admin && (await getSetting(db, 'public_url')) !== url) await setSetting(db, 'public_url', url);
  return url;
}

/**
 * The address of the links in mails sent outside an admin's request (the lineup reminders, a reset link anyone may ask
 * for): APP_URL, else the last address an instance admin made links on, else http://localhost:PORT. Never the asking
 * request's own: any IP address is a good Host, so whoever asks would choose where a reset token is sent.
 */
export async function mailBase(ctx: AppContext): Promise<string> {
  if (ctx.config.APP_URL) return ctx.config.appUrl;
  return (await getSetting(ctx.database.db, 'public_url')) || ctx.config.appUrl;
}

/** What is wrong with an address for friends: only this machine opens it; plain http (no install on a phone, no push). */
export function addressWarnings(url: string): AddressWarning[] {
  const { protocol, hostname } = new URL(url);
  const loopback = hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\./.test(hostname) || hostname === '[::1]';
  return [...(loopback ? (['loopback'] as const) : []), ...(protocol === 'http:' ? (['http'] as const) : [])];
}
