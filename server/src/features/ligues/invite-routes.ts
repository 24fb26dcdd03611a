import { INVITES_MSG, invitesCalls, ROLE } from '@poolfoot/domain';
import { eq, or } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, conflict } from '../../http/errors.js';
import { currentUser, leagueOf } from '../../http/guards.js';
import { hit } from '../../http/rate-limit.js';
import { route } from '../../http/route.js';
import { moveSession, openSession, roleIn, sessionLimitsOf } from '../../http/session.js';
import type { App } from '../../http/types.js';
import { hashPassword } from '../auth/index.js';
import { createInvite, inviteByToken, leagueInvites, presentInvite, revokeInvite, useInvite } from './invites.js';

/** Accepts per address and rate window: enough for a group's evening, not for making accounts by the hundred. */
const ACCEPTS_PER_ADDRESS = 30;

/** Invites to a league (issue 27): made, listed and revoked by its admins, read and accepted by anyone holding one. */
export default async function inviteRoutes(app: App) {
  const { ctx } = app;
  const { db } = ctx.database;

  route(app, invitesCalls.create, async ({ expires_days, max_uses }, req) => {
    const { row, token } = await createInvite(db, leagueOf(req), currentUser(req).id, expires_days, max_uses, ctx.now());
    return ok({ invite: presentInvite(row, ctx.now()), token, url: `${ctx.config.appUrl}/invite/${token}` }, INVITES_MSG.created);
  });

  route(app, invitesCalls.list, async (_input, req) => {
    const rows = await leagueInvites(db, leagueOf(req));
    return ok({ invites: rows.map((r) => presentInvite(r, ctx.now())) });
  });

  route(app, invitesCalls.revoke, async ({ id }, req) => {
    await revokeInvite(db, leagueOf(req), id, ctx.now());
    return ok({}, INVITES_MSG.revoked);
  });

  route(app, invitesCalls.get, async ({ token }) => {
    const { invite, nom } = await inviteByToken(db, token);
    return ok({ league: { nom }, closed: presentInvite(invite, ctx.now()).closed });
  });

  route(app, invitesCalls.accept, async (input, req, reply) => {
    const now = ctx.now();
    if (!(await hit(db, `invite:${req.ip}`, ACCEPTS_PER_ADDRESS, ctx.config.RATE_WINDOW_SECONDS, now))) {
      throw new AppError('too_many', INVITES_MSG.tooMany);
    }
    const me = req.user;
    const account = me ? null : input;
    if (account && (!account.username || !account.email || !account.password)) throw badRequest(INVITES_MSG.accountNeeded);
    const passwordHash = account?.password ? await hashPassword(account.password) : null;
    const joined = await db.transaction(async (tx) => {
      let userId = me?.id;
      if (account?.username && account.email && passwordHash) {
        const [taken] = await tx
          .select({ email: users.email })
          .from(users)
          .where(or(eq(users.email, account.email), eq(users.username, account.username)));
        if (taken) throw conflict(taken.email === account.email ? INVITES_MSG.emailTaken : INVITES_MSG.usernameTaken);
        const [made] = await tx
          .insert(users)
          .values({ email: account.email, username: account.username, nickname: account.username, role: ROLE.pooler, passwordHash })
          .returning({ id: users.id });
        userId = made?.id;
      }
      if (userId === undefined) throw badRequest(INVITES_MSG.accountNeeded);
      return { userId, ...(await useInvite(tx, input.token, userId, now)) };
    });
    // The session acts in the league joined: a new account's opens here, a signed-in user's moves to it.
    if (me) await moveSession(ctx.database, me.session, joined.leagueId);
    else await openSession(ctx.database, req, reply, joined.userId, now, sessionLimitsOf(ctx.config), joined.leagueId);
    const [user] = await db
      .select({ id: users.id, username: users.username, nickname: users.nickname, role: users.role })
      .from(users)
      .where(eq(users.id, joined.userId));
    if (!user) throw new Error('compte introuvable');
    return ok(
      { user: { ...user, role: roleIn(user.role, joined.role) }, league: { id: joined.leagueId, nom: joined.nom, role: joined.role } },
      joined.already ? INVITES_MSG.alreadyMember(joined.nom) : INVITES_MSG.joined(joined.nom),
    );
  });
}
