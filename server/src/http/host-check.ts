import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { SRV } from '@poolfoot/domain';
import type { FastifyRequest } from 'fastify';
import { type Config, HOST_NAME } from '../config.js';
import { AppError } from './errors.js';

/** A Host header: a name or an IPv4 address, or an IPv6 address in brackets; then maybe a port. */
const HOST = /^(?:\[([0-9a-f:.]+)\]|([^[\]:]+))(?::\d{1,5})?$/i;

/**
 * The host names this instance answers to: APP_URL's, localhost, this machine's own name (and its .local, as a home
 * network's mDNS gives it), and ALLOWED_HOSTS'. Any IP address is accepted too: a page served on an IP address is
 * no other site's, while a name of another site pointed at this machine (DNS rebinding) is exactly what is refused.
 */
export function hostNames(config: Pick<Config, 'appUrl' | 'ALLOWED_HOSTS'>, machine = hostname()): Set<string> {
  const own = machine.toLowerCase();
  return new Set(['localhost', new URL(config.appUrl).hostname, own, `${own}.local`, ...config.ALLOWED_HOSTS]);
}

/** Whether a request's host (the trusted proxy's X-Forwarded-Host, else the Host header) is one of this instance's. */
export function isOwnHost(host: string, names: Set<string>): boolean {
  const m = HOST.exec(host);
  if (!m) return false;
  if (m[1] !== undefined) return isIP(m[1]) === 6;
  const name = (m[2] ?? '').toLowerCase().replace(/\.$/, '');
  return isIP(name) === 4 || (HOST_NAME.test(name) && names.has(name));
}

/** The onRequest hook refusing, before anything else, a request that names a host not this instance's (400). */
export function hostCheck(config: Pick<Config, 'appUrl' | 'ALLOWED_HOSTS'>) {
  const names = hostNames(config);
  return async (req: FastifyRequest) => {
    if (!isOwnHost(req.host, names)) throw new AppError('bad_request', SRV.unknownHost);
  };
}
