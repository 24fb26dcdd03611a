import type { z } from 'zod';

/**
 * Who may call an endpoint: anyone; any logged-in account, in a league or none ('account'); a member of the session's
 * league ('user'); an admin there (role 4+, an instance admin counts everywhere); an instance admin, whatever the league
 * ('instance': the real league's data shared by every league, its imports, the points and the autopilot, docs/ligues.md);
 * the super admin (role 9).
 */
export const ACCESS_LEVELS = ['public', 'account', 'user', 'admin', 'instance', 'super'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
export type Method = 'GET' | 'POST';

/**
 * What went wrong, said by every failed answer in its `code` beside its French `message`, and the HTTP status each code
 * is answered with (one table, the server's and the web tests' stand-in's): the web decides on the code, never on the
 * HTTP status.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  timeout: 408,
  conflict: 409,
  too_large: 413,
  too_many: 429,
  internal: 500,
  source_failed: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Every call lives under this path (SPEC.md §7). */
export const API_PREFIX = '/backend/api/';

/**
 * The paths of the calls the web shell makes before any page's code loads (the session check, the demo season's
 * preparation, and the sign-in page's check that the instance has its first account), here without their schemas:
 * the shell reads them without zod and the contract's chunk. Their endpoint objects (authCalls.me,
 * gameCalls.preparation, setupCalls.status) take their paths from here.
 */
export const SHELL_PATHS = { me: 'auth/me.php', preparation: 'game/preparation.php', setupStatus: 'setup/status.php' } as const;

/**
 * One call of the API, declared once (ARCHITECTURE.md "Calls"): its method(s), its path under
 * /backend/api/, who may call it, and the schemas of what it takes and answers. The server registers
 * its route from this object and the web calls it through it, so no path is written twice.
 * A GET reads its request from the query string, a POST from the JSON body; a call the spec lists as a
 * GET but that changes data takes POST too.
 */
export type Endpoint<
  Req extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  readonly methods: readonly Method[];
  readonly path: string;
  readonly access: Access;
  readonly request: Req;
  /** The answer's schema; none for a call that answers a stream (live) or a document (docs). */
  readonly response: Res;
  /** Takes the large bodies of a file import (the other calls have a small body limit). */
  readonly largeBody: boolean;
  /**
   * The fields of the request that name another person the call acts on (their account, role, team, lineup, picks):
   * the server asks its one policy whether the caller may act on each one named (server/src/http/policy.ts).
   */
  readonly actsOn: readonly string[];
};

/** The names of a request's fields (for `actsOn`). */
type FieldOf<Req> = Req extends z.ZodType ? Extract<keyof z.output<Req>, string> : never;

type Definition<Req, Res> = {
  method: Method | readonly Method[];
  path: string;
  access: Access;
  request?: Req;
  response: Res;
  largeBody?: boolean;
  actsOn?: readonly FieldOf<Req>[];
};

export function endpoint<Res extends z.ZodType | undefined, Req extends z.ZodType | undefined = undefined>(
  def: Definition<Req, Res>,
): Endpoint<Req, Res> {
  return {
    methods: typeof def.method === 'string' ? [def.method] : def.method,
    path: def.path,
    access: def.access,
    request: def.request as Req,
    response: def.response,
    largeBody: def.largeBody ?? false,
    actsOn: def.actsOn ?? [],
  };
}

/** The URL of a call. */
export const urlOf = (e: Endpoint) => `${API_PREFIX}${e.path}`;

/** What a call takes, as its caller writes it (before the schema's defaults and conversions). */
export type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.input<E['request']> : undefined;
/** What a call takes, as its handler reads it (after the schema). */
export type InputOf<E extends Endpoint> = E['request'] extends z.ZodType ? z.output<E['request']> : Record<string, never>;
/** What a call answers, as its caller reads it. */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : never;
