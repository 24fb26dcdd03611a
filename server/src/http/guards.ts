import { isAdmin, LIGUES_MSG, MSG, ROLE, SRV } from '@poolfoot/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import type { SessionUser } from './session.js';

/** Who may call a route: declared on every route of the API (ARCHITECTURE.md "Authorization"). */
const ACCESS = { public: 0, account: 0, user: ROLE.pooler, admin: ROLE.admin, instance: ROLE.admin, super: ROLE.superAdmin } as const;
export type Access = keyof typeof ACCESS;

/**
 * Throws unless the request's user meets the route's access: their role in the session's league (docs/ligues.md), or
 * for the instance's calls their role in the instance, whatever the league.
 */
export function checkAccess(access: Access, user: SessionUser | null) {
  if (access === 'public') return;
  if (!user) throw new AppError('unauthenticated', MSG_NOT_LOGGED_IN);
  const role = access === 'instance' ? user.instanceRole : user.role;
  if (role < ACCESS[access]) throw new AppError('forbidden', user.role > 0 ? SRV.forbiddenRole : LIGUES_MSG.noLeague);
}
const MSG_NOT_LOGGED_IN = MSG.notLoggedIn;

/** The logged-in user (routes with access 'user' or above always have one). */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AppError('unauthenticated', MSG_NOT_LOGGED_IN);
  return req.user;
}

/** The league a request acts in: its session's (a league route without one was already refused by its access). */
export function leagueOf(req: FastifyRequest): number {
  const { league } = currentUser(req);
  if (!league) throw new AppError('forbidden', LIGUES_MSG.noLeague);
  return league.id;
}

/**
 * The person a call that changes something acts for: the one its request names (the route has already asked the policy
 * whether the caller may act on him: the endpoint's `actsOn`, http/policy.ts), else the caller.
 */
export const subjectOf = (req: FastifyRequest, userId: number | undefined): number => userId ?? currentUser(req).id;

/**
 * Whose data a read is about: a user id in a query must be the caller's unless the caller is an admin. Returns the id
 * read for (the caller's when none is given).
 */
export function readingFor(req: FastifyRequest, userId: number | undefined | null): number {
  const me = currentUser(req);
  if (userId == null || userId === me.id) return me.id;
  if (!isAdmin(me.role)) throw new AppError('forbidden', SRV.forbiddenOther);
  return userId;
}

/**
 * Whether a request's Origin header (when it has one) is this site: the same scheme and host. An origin
 * that is opaque ('null'), malformed, another host or the other scheme is another site.
 */
export function sameOrigin(origin: string | undefined, req: FastifyRequest): boolean {
  if (!origin) return true;
  if (!URL.canParse(origin)) return false;
  const { protocol, host } = new URL(origin);
  return host === req.headers.host && protocol === `${req.protocol}:`;
}
