import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** A host name as a Host header carries it, without its port: letters, digits, dots and dashes. */
export const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The interface to listen on. Unset: every one (0.0.0.0), but only this machine ('localhost') while the database holds
   * the demo's super admin with its published password (demo/exposure.ts).
   */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Poolfoot <no-reply@poolfoot.test>'),
  DEMO: z.enum(['season', 'draft', 'none']).optional(),
  /**
   * How many matchdays DEMO=season plays at a first start (the next one is then active, in the coming days): 10 by
   * default; 33 leaves only the last one, for a season played to its end (the seasons' browser test).
   */
  DEMO_PLAYED: z.coerce.number().int().min(1).max(33).default(10),
  /**
   * 'on': the demo league (/demo-league) answers even without demo data (DEMO=none), and the league calls go to it
   * unless LFP_API_URL and TM_URL say otherwise: to try the real season set-up on an empty database. A demo
   * (DEMO=season or draft, or a database seeded with it) has it on anyway.
   */
  DEMO_LEAGUE: z.enum(['on'], { error: "'on' pour servir la ligue de démo sans données de démo (ou rien)" }).optional(),
  /**
   * The demo's clock: 'real', or 'settable' (the real time plus an offset an admin moves forward through the demo
   * league, for the browser tests). Only with a demo set (DEMO=season or draft) or the demo league on: a real
   * season runs on the real clock.
   */
  DEMO_CLOCK: z.enum(['real', 'settable']).default('real'),
  /** The address friends open (links in mails and invites); unset, a link is built on the address the admin is using. */
  APP_URL: z.string().url().optional(),
  /**
   * Host names a request may name besides APP_URL's, localhost, any IP address and this machine's name (http/host-check.ts):
   * comma-separated. Any other is refused, so that a page on another name pointed at this machine cannot use it.
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v, c) => {
      const names = v
        .split(',')
        .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean);
      if (names.every((h) => HOST_NAME.test(h))) return names;
      c.addIssue({
        code: 'custom',
        message: 'des noms d’hôte séparés par des virgules (poolfoot.maison,pool.exemple.fr), sans port ni schéma',
      });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies' X-Forwarded-* headers to believe: 'false' (none), a number of hops ('1': the one proxy in
   * front), or a list of proxy addresses or ranges ('10.0.0.0/8,127.0.0.1'). 'true' would believe every hop, so
   * any client could choose its own address (and escape the per-address login limit): refused.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, c) => {
      const s = v.trim();
      if (s === 'false' || s === '0') return false;
      if (/^\d+$/.test(s)) return Number(s);
      const list = s.split(',').map((a) => a.trim());
      if (s !== 'true' && list.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a))) return list.join(',');
      c.addIssue({
        code: 'custom',
        message: "un nombre de proxys (1) ou leurs adresses (10.0.0.0/8,127.0.0.1) ; 'true' croirait n'importe quel client",
      });
      return z.NEVER;
    }),
  /** The largest request body, in bytes (the admin import calls allow IMPORT_BODY_LIMIT). */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  IMPORT_BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 1024 * 1024),
  /** Time to receive a whole request, headers and body; a slower one is cut (408). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /** A connection with nothing sent either way for this long is closed (the live streams ping every 25 s). */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().default(120),
  /** Open connections the server accepts at once; more are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(1000),
  /**
   * Open connections one address may hold at once; more are closed at once (a trusted proxy's own address is not
   * counted: behind a proxy, it limits its clients). A browser opens 6 per site.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(64),
  /** A session ends after this many days without use, and in any case this many days after the login. */
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
  /** Live streams one session may hold open at once (a browser opens one per tab). */
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().positive().default(6),
  /** Live streams one user may hold open at once, all sessions together, and the process in all. */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().positive().default(12),
  LIVE_STREAMS_MAX: z.coerce.number().int().positive().default(500),
  /** Messages one pooler posts in a league's room per minute (chat/post.php); beyond, a 429 that says so. */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /**
   * API calls one user (else one address) runs at once, and how many more wait their turn before a 429. By default one
   * on PGlite, which runs one statement at a time on the server's own thread (a user's calls at once only got ahead of
   * the others': docs/fiabilite.md), four on PostgreSQL.
   */
  CALLS_AT_ONCE: z.coerce.number().int().positive().optional(),
  CALLS_WAITING: z.coerce.number().int().nonnegative().default(32),
  /**
   * Memory for the answers kept between writes (cache/answers.ts), in MB: beyond it the least recently used go first.
   */
  ANSWER_CACHE_MB: z.coerce.number().positive().default(32),
  /** A database statement slower than this (ms) is said in the log. */
  SLOW_QUERY_MS: z.coerce.number().int().positive().default(250),
  /** Sessions one user may hold at once: a new login ends the oldest beyond it. */
  SESSIONS_PER_USER: z.coerce.number().int().positive().default(20),
  /** Login attempts on one account from one address, or from one of its known browsers, per window. */
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Failed logins on one account from all browsers it does not know, per window (its known ones are not blocked). */
  LOGIN_MAX_PER_ACCOUNT_ANYWHERE: z.coerce.number().int().positive().default(100),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(100),
  RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  WEB_DIST: z.string().optional(),
  /** The official league API (default https://ma-api.ligue1.fr; in demo mode this server's /demo-league). */
  LFP_API_URL: z.string().url().optional(),
  /** The player-market site for squad comparisons (default https://www.transfermarkt.fr; in demo mode /demo-league/tm). */
  TM_URL: z.string().url().optional(),
  /**
   * The push services a device may subscribe with: host names, each also matching its sub-domains. By default
   * the browsers' own (Chrome and Edge, Firefox, Safari, Windows): any other endpoint is refused, so a subscription
   * cannot make this server post to an address of its choosing.
   */
  PUSH_SERVICES: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** The longest a push service is waited for, per notification (ms): it never holds a pick or a whistle, only its own queue. */
  PUSH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Tests only, never in production: 'on' lets the push connections reach this machine (its loopback addresses), where
   * the tests' push service listens. Unset, a push connection to any address that is not public is refused.
   */
  PUSH_LOOPBACK_FOR_TESTS: z.enum(['on'], { error: "'on' pour les tests seulement (ou rien)" }).optional(),
  /**
   * Tests only, never in production: the port every push connection goes to instead of 443 (an endpoint never names a
   * port), the one the tests' push service listens on.
   */
  PUSH_PORT_FOR_TESTS: z.coerce.number().int().min(1).max(65535).optional(),
});

/** The demo a start makes when DEMO is unset: the season's on an embedded database, none with DATABASE_URL. */
export const demoOf = (c: Pick<z.infer<typeof schema>, 'DEMO' | 'DATABASE_URL'>) => c.DEMO ?? (c.DATABASE_URL ? 'none' : 'season');

/**
 * A settable clock only with a demo (DEMO's default included: an embedded database without DEMO is the demo season) or
 * the demo league on: a real season always runs on the real clock (server.ts checks an embedded database is a demo's).
 */
const checked = schema.superRefine((c, ctx) => {
  if (c.DEMO_CLOCK === 'settable' && demoOf(c) === 'none' && c.DEMO_LEAGUE !== 'on') {
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_CLOCK'],
      message:
        "'settable' seulement avec une démo (DEMO=season ou DEMO=draft) ou la ligue de démo (DEMO_LEAGUE=on) : une vraie saison suit l'heure réelle",
    });
  }
});

export type Config = z.infer<typeof schema> & { appUrl: string };

/**
 * A path the user gave (DATA_DIR, a backup file), read from the folder they typed the command in:
 * npm runs the server's scripts in server/, and sets INIT_CWD to where `npm …` was typed.
 */
export function userPath(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return path === ':memory:' || isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

/** Reads the environment; a wrong value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checked.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuration invalide :\n${lines}`);
  }
  const c = parsed.data;
  return { ...c, DATA_DIR: userPath(c.DATA_DIR, env), appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
