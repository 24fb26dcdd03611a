import { z } from 'zod';
import { ACCOUNT_MSG } from '../messages/account.js';
import { ACTS_MSG } from '../messages/acts.js';
import { emailSchema, newPasswordSchema, publicUserSchema } from './auth.js';
import { envelope, idSchema, numeric, okSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { myLigueSchema } from './ligues.js';

/** My account as its page shows it: `role` is the account's own (the instance's: 1, 4 or 9), each league's role beside it. */
export const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  role: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * Why I cannot leave a league now (leagues/leave.php refuses it with ACCOUNT_MSG.leaveBlocked of the same reason): its
 * draft of the active season has started, I am its only admin while others remain, or I am its last member.
 */
export const LEAVE_BLOCKS = ['draft_started', 'last_admin', 'last_member'] as const;
export type LeaveBlock = (typeof LEAVE_BLOCKS)[number];

/**
 * A league I am an active member of: my role there, whether its draft of the season has started, whether my session
 * acts in it, and why I could not leave it now (null: I can).
 */
export const accountLeagueSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  role: z.number().int(),
  draft_started: z.boolean(),
  current: z.boolean(),
  leave_blocked: z.enum(LEAVE_BLOCKS).nullable(),
});
export type AccountLeague = z.infer<typeof accountLeagueSchema>;

export const accountResponse = envelope({ account: accountSchema, leagues: z.array(accountLeagueSchema) });

/** The name shown for me (empty: my username is shown). */
export const nicknameSchema = z.string({ error: ACCOUNT_MSG.nicknameTooLong }).trim().max(40, { error: ACCOUNT_MSG.nicknameTooLong });

const currentPasswordSchema = z
  .string({ error: ACCOUNT_MSG.currentPasswordRequired })
  .min(1, { error: ACCOUNT_MSG.currentPasswordRequired })
  .max(200, { error: ACCOUNT_MSG.currentPasswordWrong });

/** Each field optional; a new email needs the current password. */
export const updateMeRequest = z.object({
  nickname: nicknameSchema.optional(),
  email: emailSchema.optional(),
  current_password: currentPasswordSchema.optional(),
});

export const changePasswordRequest = z.object({ current_password: currentPasswordSchema, new_password: newPasswordSchema });
/** How many other sessions the change ended (this one is kept). */
export const endedResponse = envelope({ ended: z.number().int() });

/** One of my open sessions: where it was opened (its browser, shortened, and address when known), when, and whether it is this one. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const sessionsResponse = envelope({ sessions: z.array(accountSessionSchema) });

/** One of my other sessions by its id, or, without one, all my other sessions. */
export const endSessionsRequest = z.object({ id: idSchema.optional() });

/** One of my leagues, by its id (any other id answers 404 as a league that does not exist). */
export const leaveRequest = z.object({ league_id: idSchema });
/** Me as my session now acts (my role in its league), and the league it acts in: another of mine, or none. */
export const leaveResponse = envelope({ user: publicUserSchema, league: myLigueSchema.nullable() });

/**
 * Something someone did to a member's account, role, team or lineup (the calls that name the person they act on): who
 * (null: an account since deleted), on whom, in which league, what, when, and whether the person acted on has seen it.
 */
export const accountActSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  target: z.string(),
  league: z.string().nullable(),
  label: z.string(),
  seen: z.boolean(),
});
export type AccountAct = z.infer<typeof accountActSchema>;
export const actsResponse = envelope({ acts: z.array(accountActSchema), more: z.boolean() });
/** A page of the record, older than `before_id` when given (a place in the record, not a row that must exist). */
export const actsRequest = z.object({
  before_id: numeric(
    z
      .number({ error: ACTS_MSG.cursorInvalid })
      .int({ error: ACTS_MSG.cursorInvalid })
      .min(0, { error: ACTS_MSG.cursorInvalid })
      .max(2_147_483_647, { error: ACTS_MSG.cursorInvalid }),
  ).optional(),
});

/**
 * My account (/user/account), for any signed-in account, in a league or none: it reads and changes only the
 * caller's own account and sessions (another user's session id answers 404 as a missing one).
 */
export const accountCalls = {
  me: endpoint({ method: 'GET', path: 'users/me.php', access: 'account', response: accountResponse }),
  /** My display name; my email with my current password (an email of another account: 409). */
  updateMe: endpoint({
    method: 'POST',
    path: 'users/update_me.php',
    access: 'account',
    request: updateMeRequest,
    response: accountResponse,
  }),
  /** A new password with the current one: every other session of mine ends, this one is kept. */
  changePassword: endpoint({
    method: 'POST',
    path: 'auth/change_password.php',
    access: 'account',
    request: changePasswordRequest,
    response: endedResponse,
  }),
  sessions: endpoint({ method: 'GET', path: 'auth/sessions.php', access: 'account', response: sessionsResponse }),
  endSessions: endpoint({
    method: 'POST',
    path: 'auth/end_sessions.php',
    access: 'account',
    request: endSessionsRequest,
    response: endedResponse,
  }),
  /**
   * I leave one of my leagues while its draft of the active season has not started (its order loses me); never its
   * only admin while others remain, nor its last member (409). A session of mine acting in it moves to another of my
   * leagues, or to none.
   */
  leave: endpoint({ method: 'POST', path: 'leagues/leave.php', access: 'account', request: leaveRequest, response: leaveResponse }),
  /** What others did to my account (the newest first, a page at a time). */
  actsOnMe: endpoint({ method: 'GET', path: 'users/acts_on_me.php', access: 'account', request: actsRequest, response: actsResponse }),
  /** I have seen what others did to my account: the shell stops telling me of a password link made for me. */
  actsSeen: endpoint({ method: 'POST', path: 'users/acts_seen.php', access: 'account', response: okSchema }),
  /** The instance's record of every act on another person's account (its admins only), the newest first. */
  acts: endpoint({ method: 'GET', path: 'users/acts.php', access: 'instance', request: actsRequest, response: actsResponse }),
};
