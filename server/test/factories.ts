import type { App } from '../src/http/types.js';
import type { Db } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { hashPassword } from '../src/features/auth/password.js';

let seq = 0;
const PASSWORD = 'motdepasse-test';
let hashed: Promise<string> | null = null;
const defaultHash = () => {
  hashed ??= hashPassword(PASSWORD);
  return hashed;
};

export type TestUser = { id: number; email: string; username: string; role: number; password: string };

/** Inserts a real user (the password hash is computed once per test file). */
export async function createUser(db: Db, over: Partial<{ role: number; email: string; username: string; password: string }> = {}) {
  seq += 1;
  const password = over.password ?? PASSWORD;
  const passwordHash = over.password ? await hashPassword(over.password) : await defaultHash();
  const email = over.email ?? `user${seq}-${process.pid}@poolfoot.test`;
  const username = over.username ?? `user${String(seq).padStart(3, '0')}`;
  const [row] = await db
    .insert(users)
    .values({ email, username, nickname: `${username}-nick`, role: over.role ?? 1, passwordHash })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, email, username, role: over.role ?? 1, password } satisfies TestUser;
}

/** Logs a user in through the real login call and returns the cookie header to send. */
export async function cookieOf(app: App, user: { email: string; password: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/backend/api/auth/login.php',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const c = res.cookies.find((k) => k.name === 'poolfoot_session');
  if (!c) throw new Error('no session cookie');
  return `poolfoot_session=${c.value}`;
}

/** A role set: anonymous, a pooler, another pooler, an admin and a super admin, each logged in. */
export async function roles(app: App, db: Db) {
  const pooler = await createUser(db, { role: 1 });
  const other = await createUser(db, { role: 1 });
  const admin = await createUser(db, { role: 4 });
  const superAdmin = await createUser(db, { role: 9 });
  return {
    pooler: { ...pooler, cookie: await cookieOf(app, pooler) },
    other: { ...other, cookie: await cookieOf(app, other) },
    admin: { ...admin, cookie: await cookieOf(app, admin) },
    superAdmin: { ...superAdmin, cookie: await cookieOf(app, superAdmin) },
  };
}
