import { z } from 'zod';
import { TRADES_MSG } from '../messages/trades.js';
import { posteSchema } from '../positions.js';
import { TRADE_MESSAGE_MAX, TRADE_SIDE_MAX, tradeShapeRefusal } from '../trades.js';
import { envelope, idSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { mercatoJoueurSchema } from './mercato.js';

/**
 * Where a proposal stands (RULES.md "Trades"): waiting for its receiver (`pending`, `expired` once its time is out),
 * accepted and waiting for the league admin's review (`accepted`), gone through (`done`), or closed without a change:
 * refused, withdrawn by its author, replaced by a counter-proposal, cancelled (a player of it went elsewhere; `reason`
 * says why) or vetoed by the admin.
 */
export const TRADE_STATUSES = [
  'pending',
  'accepted',
  'done',
  'refused',
  'withdrawn',
  'countered',
  'expired',
  'cancelled',
  'vetoed',
] as const;
export const tradeStatusSchema = z.enum(TRADE_STATUSES);
export type TradeStatus = z.infer<typeof tradeStatusSchema>;

/** Who reviews an accepted trade before it goes through: nobody, or the league's admin (a league setting). */
export const TRADE_REVIEWS = ['none', 'admin'] as const;
export const tradeReviewSchema = z.enum(TRADE_REVIEWS, { error: TRADES_MSG.reviewInvalid });

const tradeSide = z
  .array(idSchema, { error: TRADES_MSG.sideSize })
  .min(1, { error: TRADES_MSG.sideSize })
  .max(TRADE_SIDE_MAX, { error: TRADES_MSG.sideSize });

/** trades/propose.php: my players (`give`) for his (`take`), a short message; a counter-proposal names the one it replaces. */
export const tradeProposeRequest = z
  .object({
    to_user_id: idSchema,
    give: tradeSide,
    take: tradeSide,
    message: z
      .string({ error: TRADES_MSG.messageTooLong(TRADE_MESSAGE_MAX) })
      .trim()
      .max(TRADE_MESSAGE_MAX, { error: TRADES_MSG.messageTooLong(TRADE_MESSAGE_MAX) })
      .default(''),
    counter_of: idSchema.optional(),
  })
  .refine((b) => tradeShapeRefusal(b.give, b.take) !== 'twice', { error: TRADES_MSG.twice, path: ['take'] });
export type TradeProposeRequest = z.infer<typeof tradeProposeRequest>;

export const tradeIdRequest = z.object({ id: idSchema });
export const tradeRespondRequest = tradeIdRequest.extend({ action: z.enum(['accept', 'refuse'], { error: TRADES_MSG.actionInvalid }) });
export const tradeReviewRequest = tradeIdRequest.extend({ action: z.enum(['approve', 'veto'], { error: TRADES_MSG.actionInvalid }) });

const poolerRef = z.object({ id: z.number().int(), name: z.string() });
/** A player as a trade shows him: name, club, position. */
export const tradeJoueurSchema = mercatoJoueurSchema;
export type TradeJoueur = z.infer<typeof tradeJoueurSchema>;

export const tradeSchema = z.object({
  id: z.number().int(),
  status: tradeStatusSchema,
  /** Its author, and the pooler it is proposed to. */
  from: poolerRef,
  to: poolerRef,
  /** The author's players that go to `to`, and `to`'s players that go to the author. */
  give: z.array(tradeJoueurSchema),
  take: z.array(tradeJoueurSchema),
  message: z.string(),
  /** The proposal this one answers as a counter-proposal. */
  counter_of: z.number().int().nullable(),
  created_at: z.string(),
  /** When it stops waiting for an answer. */
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
  /** When it went through or was closed. */
  closed_at: z.string().nullable(),
  /** While it waits for the admin's review: when it goes through by itself. */
  review_deadline: z.string().nullable(),
  /** The matchday it took effect at, once done. */
  journee: z.number().int().nullable(),
  /** Why it was cancelled (a player went in another trade…). */
  reason: z.string().nullable(),
  /** While it waits: why it could not go through now (a player no longer in his team), else null. */
  blocked: z.string().nullable(),
  /** Once done: the lineups of the matchday it took effect at (and later) that lost one of its players. */
  lineup_losses: z.array(z.object({ user_id: z.number().int(), numjournee: z.number().int(), joueur: tradeJoueurSchema })),
});
export type Trade = z.infer<typeof tradeSchema>;

/** A line of the league's history: an accepted trade, or an exchange the league's admin made (mercato/echange.php). */
export const tradeHistorySchema = z.object({
  kind: z.enum(['trade', 'echange']),
  /** The trade's id, or the exchange's first recorded move's. */
  id: z.number().int(),
  status: z.enum(['accepted', 'done', 'vetoed', 'cancelled']),
  from: poolerRef,
  to: poolerRef,
  give: z.array(tradeJoueurSchema),
  take: z.array(tradeJoueurSchema),
  /** When it was agreed (a trade's acceptance, an exchange's making). */
  at: z.string(),
  journee: z.number().int().nullable(),
  review_deadline: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TradeHistoryEntry = z.infer<typeof tradeHistorySchema>;

/** What the trades page and the dialog need of the league's rules now. */
export const tradeRulesSchema = z.object({
  /** Why trades are closed now (the draft, the mercato, the deadline), or null while open. */
  closed: z.string().nullable(),
  /** The matchday a trade accepted now takes effect at (null when none is left). */
  journee_effet: z.number().int().nullable(),
  review: tradeReviewSchema,
  /** The last matchday a trade may take effect at, or null. */
  deadline: z.number().int().nullable(),
  expiry_hours: z.number().int(),
  max_joueurs_poste: z.record(posteSchema, z.number().int()),
  max_par_club: z.number().int(),
});
export type TradeRules = z.infer<typeof tradeRulesSchema>;

export const tradesListResponse = envelope({
  /** Proposals to me (waiting first, then the closed ones, newest first). */
  received: z.array(tradeSchema),
  /** My proposals, likewise. */
  sent: z.array(tradeSchema),
  /** For the league's admin, with review on: the accepted trades waiting for a decision (empty for anyone else). */
  review: z.array(tradeSchema),
  /** Every accepted trade of the league this season and its admin's exchanges, newest first. */
  history: z.array(tradeHistorySchema),
  /** How many proposals wait for my answer. */
  waiting: z.number().int(),
  rules: tradeRulesSchema,
});
export type TradesList = z.infer<typeof tradesListResponse>;
export const tradeResponse = envelope({ trade: tradeSchema });

/**
 * Trades between poolers (RULES.md "Trades"), each in the session's league. Proposing to someone is not acting on his
 * account (any pooler proposes to any other): `to_user_id` is not `actsOn`, the server checks he is an active member of
 * the league. Each caller answers for himself: the receiver answers, the author withdraws, the league's admin reviews.
 */
export const tradesCalls = {
  propose: endpoint({ method: 'POST', path: 'trades/propose.php', access: 'user', request: tradeProposeRequest, response: tradeResponse }),
  list: endpoint({ method: 'GET', path: 'trades/list.php', access: 'user', response: tradesListResponse }),
  respond: endpoint({ method: 'POST', path: 'trades/respond.php', access: 'user', request: tradeRespondRequest, response: tradeResponse }),
  withdraw: endpoint({ method: 'POST', path: 'trades/withdraw.php', access: 'user', request: tradeIdRequest, response: tradeResponse }),
  review: endpoint({ method: 'POST', path: 'trades/review.php', access: 'admin', request: tradeReviewRequest, response: tradeResponse }),
};
