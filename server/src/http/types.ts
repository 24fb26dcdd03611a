import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../mail.js';
import type { Access } from './guards.js';
import type { SessionUser } from './session.js';

/** What every feature receives: the database, the configuration, the clock and the mailer. */
export type AppContext = {
  database: Database;
  config: Config;
  /** The current time; tests and the e2e server may set it (never sleep in tests). */
  now(): Date;
  mailer: Mailer;
};

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** An API route as registered: the authorization matrix and crafted-request tests read this table. */
export type ApiRoute = { method: string; url: string; access: Access; input: ZodType | undefined; output?: ZodType };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: ApiRoute[];
  }
}
