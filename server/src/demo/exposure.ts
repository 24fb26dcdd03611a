import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { verifyPassword } from '../features/auth/index.js';
import { DEMO_PASSWORD } from './seed/seed.js';

/** The demo's super admin: the first of its accounts (README lists them, with their shared password). */
const DEMO_SUPER_ADMIN = 'pooler1@poolfoot.test';

/**
 * Whether the database holds the demo's super admin with the password README publishes: anyone who reaches the server
 * could then sign in as its super admin. server.ts then listens on this machine only unless HOST says otherwise.
 */
export async function publicDemoAccount(db: Db): Promise<boolean> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, DEMO_SUPER_ADMIN));
  return row !== undefined && (await verifyPassword(DEMO_PASSWORD, row.hash));
}
