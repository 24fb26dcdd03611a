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
    /** Who may call the route: every route declares it (app.ts refuses to start otherwise). */
    access?: Access;
    /** Set at registration from the declared path: the route is an API call (session, access, cross-site check, API headers). */
    api?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    ctx: AppContext;
    routeTable: ApiRoute[];
  }
}
