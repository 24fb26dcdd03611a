import { INVITES_MSG, type InputOf, type invitesCalls, ROLE } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError, badRequest } from '../../http/errors.js';
import { hit } from '../../http/rate-limit.js';
import { roleIn, type SessionUser } from '../../http/session.js';
import type { AppContext } from '../../http/types.js';
import { createAccount } from '../auth/index.js';
import { useInvite } from './invites.js';

/** Accepts per address and rate window: enough for a group's evening, not for making accounts by the hundred. */
const ACCEPTS_PER_ADDRESS = 30;

type AcceptInput = InputOf<typeof invitesCalls.accept>;

/** A taken name told to someone holding an invite: with this email, he has an account to log in with. */
const TAKEN = { email: INVITES_MSG.emailTaken, username: INVITES_MSG.usernameTaken };

/** The account a form without a session makes: all its fields are needed (a signed-in user's form sends none). */
function newMember({ username, email, password }: AcceptInput) {
  if (!username || !email || !password) throw badRequest(INVITES_MSG.accountNeeded);
  return { email, username, role: ROLE.pooler, password };
}

/**
 * invites/accept.php: the signed-in user, or else a new account made from the form (a pooler: auth's createAccount, in
 * the same transaction, so that a refused invite leaves no account behind), joins the invite's league (useInvite).
 * Accepts are counted per address first. Answers who joined, with his role in the league, the league and the message.
 */
export async function acceptInvite(ctx: AppContext, ip: string, me: SessionUser | null, input: AcceptInput) {
  const { db } = ctx.database;
  const now = ctx.now();
  if (!(await hit(db, `invite:${ip}`, ACCEPTS_PER_ADDRESS, ctx.config.RATE_WINDOW_SECONDS, now))) {
    throw new AppError('too_many', INVITES_MSG.tooMany);
  }
  const join = (tx: Tx, userId: number) => useInvite(tx, input.token, userId, now).then((joined) => ({ userId, ...joined }));
  const joined = me
    ? await db.transaction((tx) => join(tx, me.id))
    : await createAccount(db, newMember(input), { taken: TAKEN, after: (tx, made) => join(tx, made.id) });
  const [user] = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, role: users.role })
    .from(users)
    .where(eq(users.id, joined.userId));
  if (!user) throw new Error('compte introuvable');
  return {
    user: { ...user, role: roleIn(user.role, joined.role) },
    league: { id: joined.leagueId, nom: joined.nom, role: joined.role },
    message: joined.already ? INVITES_MSG.alreadyMember(joined.nom) : INVITES_MSG.joined(joined.nom),
  };
}
