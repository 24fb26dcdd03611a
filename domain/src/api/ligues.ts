import { z } from 'zod';
import { ROOM_EVENTS, type RoomEvent } from '../chat.js';
import { CHAT_MSG } from '../messages/chat.js';
import { POSTES } from '../positions.js';
import { INVITES_MSG, LIGUES_MSG, SETUP_MSG } from '../messages/ligues.js';
import { TRADES_MSG } from '../messages/trades.js';
import { emailSchema, newPasswordSchema, publicUserSchema } from './auth.js';
import { envelope, idSchema, numeric, okSchema, requiredText } from './common.js';
import { endpoint, SHELL_PATHS } from './endpoint.js';
import { tradeReviewSchema } from './trades.js';

/** A league's name, as its admin types it. */
export const ligueNameSchema = z
  .string({ error: LIGUES_MSG.nameRequired })
  .trim()
  .min(1, { error: LIGUES_MSG.nameRequired })
  .max(60, { error: LIGUES_MSG.nameTooLong });

/** A league as its member sees it in the switcher: its name and the member's role there. */
export const myLigueSchema = z.object({ id: z.number().int(), nom: z.string(), role: z.number().int() });
export type MyLigue = z.infer<typeof myLigueSchema>;

/** My leagues, the one my session acts in, and whether I am an instance admin (the real league's data is mine to keep). */
export const mineResponse = envelope({
  leagues: z.array(myLigueSchema),
  active_id: z.number().int().nullable(),
  instance_admin: z.boolean(),
});

export const switchRequest = z.object({ league_id: idSchema });
export const switchResponse = envelope({ user: publicUserSchema, league: myLigueSchema });

export const setupStatusResponse = envelope({ needs_setup: z.boolean() });
export const setupAdminRequest = z.object({
  code: z
    .string({ error: SETUP_MSG.codeRequired })
    .trim()
    .min(1, { error: SETUP_MSG.codeRequired })
    .max(40, { error: SETUP_MSG.codeWrong }),
  username: requiredText('Nom d’utilisateur', 40),
  email: emailSchema,
  password: newPasswordSchema,
  league: ligueNameSchema,
});
export const setupAdminResponse = envelope({ user: publicUserSchema, league: myLigueSchema });

const limit = (min: number, max: number, error: string) =>
  numeric(z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));

/** A league's own settings (docs/ligues.md): its squad limits, club limit, pick clock and how many poolers it takes. */
export const leagueSettingsSchema = z.object({
  max_joueurs_poste: z.object(
    Object.fromEntries(POSTES.map((p) => [p, limit(0, 10, LIGUES_MSG.maxParPoste(p))])) as Record<
      (typeof POSTES)[number],
      ReturnType<typeof limit>
    >,
  ),
  max_par_club: limit(1, 20, LIGUES_MSG.maxParClub),
  pick_clock_minutes: limit(0, 10_080, LIGUES_MSG.pickClock),
  max_poolers: limit(2, 20, LIGUES_MSG.maxPoolers),
  /** Trades between poolers (RULES.md "Trades"): who reviews an accepted one, the last matchday one may take effect at, how long a proposal waits. */
  trade_review: tradeReviewSchema,
  trade_deadline: limit(1, 34, TRADES_MSG.deadlineInvalid).nullable(),
  trade_expiry_hours: limit(1, 168, TRADES_MSG.expiryInvalid),
  /** Which of the game's messages its room gets (RULES.md "Vestiaire"): each kind on or off. */
  room_events: z.object(
    Object.fromEntries(ROOM_EVENTS.map((e) => [e, z.boolean({ error: CHAT_MSG.roomEventsInvalid })])) as Record<RoomEvent, z.ZodBoolean>,
    { error: CHAT_MSG.roomEventsInvalid },
  ),
});
/** The settings as the calls answer them (numbers, checked when written). */
const leagueSettingsAnswer = z.object({
  max_joueurs_poste: z.object(Object.fromEntries(POSTES.map((p) => [p, z.number().int()])) as Record<(typeof POSTES)[number], z.ZodNumber>),
  max_par_club: z.number().int(),
  pick_clock_minutes: z.number().int(),
  max_poolers: z.number().int(),
  // The server always sends them; an answer kept from before them (the service worker's offline copy) reads as their defaults.
  trade_review: tradeReviewSchema.default('none'),
  trade_deadline: z.number().int().nullable().default(null),
  trade_expiry_hours: z.number().int().default(48),
  room_events: leagueSettingsSchema.shape.room_events,
});
export type LeagueSettings = z.infer<typeof leagueSettingsAnswer>;

/** The session's league as its members see it: its name, settings, number of members, and whether its draft started. */
export const leagueSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  settings: leagueSettingsAnswer,
  members: z.number().int(),
  draft_started: z.boolean(),
});
/** The pick clock is set on the draft board alone (draft/setClock.php, which moves a running pick's deadline). */
export const leagueUpdateRequest = leagueSettingsSchema
  .omit({ pick_clock_minutes: true })
  .partial()
  .extend({ nom: ligueNameSchema.optional() });

/** A member as the league's admins see them on the members page. */
export const memberSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  role: z.number().int(),
  active: z.boolean(),
  joined_at: z.string(),
  last_seen: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;
/**
 * A member as the members page offers the acts on him: why the caller may not change his role, remove him or make his
 * password link (the policy's refusal, RULES.md "Accounts"), or null where he may.
 */
export const memberRowSchema = memberSchema.extend({
  refused: z.object({ role: z.string().nullable(), remove: z.string().nullable(), link: z.string().nullable() }),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberRequest = z.object({ user_id: idSchema });
export const setRoleRequest = memberRequest.extend({
  role: numeric(z.union([z.literal(1), z.literal(4)], { error: LIGUES_MSG.roleInvalid })),
});

/** The friends' leagues: the member's own, the session league's settings and members, a new league. */
export const liguesCalls = {
  mine: endpoint({ method: 'GET', path: 'leagues/mine.php', access: 'account', response: mineResponse }),
  /** The session acts in another of the user's leagues from now on (the role the pages check with it). */
  switch: endpoint({ method: 'POST', path: 'leagues/switch.php', access: 'account', request: switchRequest, response: switchResponse }),
  /** A new league, its maker its admin; the session acts in it. */
  create: endpoint({
    method: 'POST',
    path: 'leagues/create.php',
    access: 'instance',
    request: z.object({ nom: ligueNameSchema }),
    response: switchResponse,
  }),
  get: endpoint({ method: 'GET', path: 'leagues/get.php', access: 'user', response: envelope({ league: leagueSchema }) }),
  /** The name and settings (the squad limits only before the draft starts). */
  update: endpoint({
    method: 'POST',
    path: 'leagues/update.php',
    access: 'admin',
    request: leagueUpdateRequest,
    response: envelope({ league: leagueSchema }),
  }),
  members: endpoint({
    method: 'GET',
    path: 'leagues/members.php',
    access: 'admin',
    response: envelope({ members: z.array(memberRowSchema) }),
  }),
  setRole: endpoint({
    method: 'POST',
    path: 'leagues/set_role.php',
    access: 'admin',
    request: setRoleRequest,
    actsOn: ['user_id'],
    response: envelope({ member: memberSchema }),
  }),
  /** Out of the league before its draft; after it, deactivated (the team kept). */
  removeMember: endpoint({
    method: 'POST',
    path: 'leagues/remove_member.php',
    access: 'admin',
    request: memberRequest,
    actsOn: ['user_id'],
    response: envelope({ removed: z.enum(['removed', 'deactivated']) }),
  }),
  /** A one-time link to choose a new password, for a member who lost theirs on an instance without mail. */
  resetLink: endpoint({
    method: 'POST',
    path: 'leagues/reset_link.php',
    access: 'admin',
    request: memberRequest,
    actsOn: ['user_id'],
    response: envelope({ url: z.string(), expires_at: z.string() }),
  }),
};

/** Why an invite no longer lets anyone in; null while it does. */
export const INVITE_STATES = ['expired', 'used_up', 'revoked'] as const;
export const inviteSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Who made it, as the league shows names (null once his account is gone): two links are told apart by it. */
  created_by: z.string().nullable(),
  expires_at: z.string(),
  max_uses: z.number().int(),
  uses: z.number().int(),
  closed: z.enum(INVITE_STATES).nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const inviteCreateRequest = z.object({
  expires_days: numeric(
    z
      .number({ error: INVITES_MSG.expiresDays })
      .int({ error: INVITES_MSG.expiresDays })
      .min(1, { error: INVITES_MSG.expiresDays })
      .max(30, { error: INVITES_MSG.expiresDays }),
  ).default(7),
  max_uses: numeric(
    z
      .number({ error: INVITES_MSG.maxUses })
      .int({ error: INVITES_MSG.maxUses })
      .min(1, { error: INVITES_MSG.maxUses })
      .max(50, { error: INVITES_MSG.maxUses }),
  ).default(10),
});
/** The token is shown once, in this answer: only its hash is kept. */
export const inviteCreateResponse = envelope({ invite: inviteSchema, token: z.string(), url: z.string() });
export const inviteTokenSchema = requiredText('Lien d’invitation', 100);
export const inviteGetResponse = envelope({ league: z.object({ nom: z.string() }), closed: z.enum(INVITE_STATES).nullable() });
export const inviteAcceptRequest = z.object({
  token: inviteTokenSchema,
  username: requiredText('Nom d’utilisateur', 40).optional(),
  email: emailSchema.optional(),
  password: newPasswordSchema.optional(),
});
export const inviteAcceptResponse = envelope({ user: publicUserSchema, league: myLigueSchema });

/**
 * What is wrong with the address friends get: 'loopback', only this machine opens it (localhost, 127.0.0.1); 'http', not
 * HTTPS, so no installing on a phone and no push.
 */
export const ADDRESS_WARNINGS = ['loopback', 'http'] as const;
export type AddressWarning = (typeof ADDRESS_WARNINGS)[number];
export const addressResponse = envelope({ url: z.string(), warnings: z.array(z.enum(ADDRESS_WARNINGS)) });

/** The links that let friends join the session's league: made, listed and revoked by its admins. */
export const invitesCalls = {
  create: endpoint({
    method: 'POST',
    path: 'invites/create.php',
    access: 'admin',
    request: inviteCreateRequest,
    response: inviteCreateResponse,
  }),
  list: endpoint({ method: 'GET', path: 'invites/list.php', access: 'admin', response: envelope({ invites: z.array(inviteSchema) }) }),
  /** The address the links are made on (APP_URL, else the one the admin is using), and what is wrong with it. */
  address: endpoint({ method: 'GET', path: 'invites/address.php', access: 'admin', response: addressResponse }),
  revoke: endpoint({
    method: 'POST',
    path: 'invites/revoke.php',
    access: 'admin',
    request: z.object({ id: idSchema }),
    response: okSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: 'invites/get.php',
    access: 'public',
    request: z.object({ token: inviteTokenSchema }),
    response: inviteGetResponse,
  }),
  accept: endpoint({
    method: 'POST',
    path: 'invites/accept.php',
    access: 'public',
    request: inviteAcceptRequest,
    response: inviteAcceptResponse,
  }),
};

/** An instance's first start: its first account, with no terminal. */
export const setupCalls = {
  status: endpoint({ method: 'GET', path: SHELL_PATHS.setupStatus, access: 'public', response: setupStatusResponse }),
  admin: endpoint({ method: 'POST', path: 'setup/admin.php', access: 'public', request: setupAdminRequest, response: setupAdminResponse }),
};
