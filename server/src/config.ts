import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Poolfoot <no-reply@poolfoot.test>'),
  DEMO: z.enum(['season', 'draft', 'none']).optional(),
  APP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(100),
  RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  WEB_DIST: z.string().optional(),
  /** The official league API (default https://ma-api.ligue1.fr; in demo mode this server's /demo-league). */
  LFP_API_URL: z.string().url().optional(),
  /** The player-market site for squad comparisons (default https://www.transfermarkt.fr; in demo mode /demo-league/tm). */
  TM_URL: z.string().url().optional(),
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
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuration invalide :\n${lines}`);
  }
  const c = parsed.data;
  return { ...c, DATA_DIR: userPath(c.DATA_DIR, env), appUrl: (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
