import { authCalls, godCalls } from '@poolfoot/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { freshDatabase } from '../../../test/db.js';
import { roles } from '../../../test/factories/index.js';
import { seedDemo } from '../../demo/index.js';
import { dumpDatabase, restoreDatabase, tablesInOrder } from './service.js';
import { eq } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { knownDevices, pushSubscriptions, rateLimits, resetTokens, sessions, users } from '../../db/schema.js';

let t: TestApp;
let r: Awaited<ReturnType<typeof roles>>;
beforeAll(async () => {
  t = await testApp();
  await seedDemo(t.db, { now: new Date('2026-08-01T10:00:00Z') });
  r = await roles(t);
});
afterAll(() => t.close());

it('orders tables parents first', () => {
  const names = tablesInOrder().map((x) => getTableConfig(x).name);
  expect(names.indexOf('users')).toBeLessThan(names.indexOf('sessions'));
  expect(names.indexOf('clubs')).toBeLessThan(names.indexOf('joueurs'));
  expect(names.indexOf('compos')).toBeLessThan(names.indexOf('compo_slots'));
});

it('lets only a super admin download the backup', async () => {
  expect((await t.anonymous.call(godCalls.backup)).statusCode).toBe(401);
  expect((await t.as(r.admin).call(godCalls.backup)).statusCode).toBe(403);
  const res = await t.as(r.superAdmin).call(godCalls.backup);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="poolfoot-\d+\.json"/);
  expect(res.json().tables.joueurs).toHaveLength(450);
});

it('round trip: a restore into another database gives an identical database, and ids go on after it', async () => {
  const res = await t.as(r.superAdmin).call(godCalls.backup);
  const backup = res.json();
  const other = await freshDatabase();
  try {
    await restoreDatabase(other.db, backup);
    const again = await dumpDatabase(other.db, new Date(backup.createdAt));
    expect(again).toEqual(backup);
    const [created] = await other.db
      .insert(users)
      .values({ email: 'new@poolfoot.test', username: 'nouveau', nickname: 'n', passwordHash: 'x' })
      .returning({ id: users.id });
    expect(created?.id).toBe(Math.max(...backup.tables.users.map((u: { id: number }) => u.id)) + 1);
  } finally {
    await other.drop();
  }
});

it('refuses a file that is not a backup, and a backup of another schema version, changing nothing', async () => {
  const other = await freshDatabase();
  try {
    await expect(restoreDatabase(other.db, { hello: 'world' })).rejects.toThrow();
    const backup = await dumpDatabase(t.db, new Date());
    await expect(restoreDatabase(other.db, { ...backup, migration: 'autre' })).rejects.toThrow(/autre version du schéma/);
    expect(await other.db.select().from(users)).toHaveLength(0);
  } finally {
    await other.drop();
  }
});

it('leaves the sign-ins out (sessions, known browsers, counters, reset links, push devices) and a restore clears them', async () => {
  // The super admin is signed in (a session, a known browser) with a device subscribed to push from that session, a
  // reset link is out, attempts were counted.
  await t.anonymous.call(authCalls.requestReset, { email: r.pooler.email });
  await t.anonymous.call(authCalls.login, { email: r.pooler.email, password: 'pas le bon' });
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, r.superAdmin.id)).limit(1);
  if (!session) throw new Error('no session');
  await t.db.insert(pushSubscriptions).values({
    userId: r.superAdmin.id,
    endpoint: 'https://fcm.googleapis.com/fcm/send/sauvegarde',
    p256dh: 'cle',
    auth: 'secret',
    types: ['turn'],
    sessionHash: session.tokenHash,
  });
  for (const table of [sessions, knownDevices, rateLimits, pushSubscriptions])
    expect((await t.db.select().from(table)).length).toBeGreaterThan(0);
  const backup = (await t.as(r.superAdmin).call(godCalls.backup)).json();
  for (const name of ['sessions', 'known_devices', 'rate_limits', 'reset_tokens', 'push_subscriptions'])
    expect(backup.tables).not.toHaveProperty(name);

  // Restored over a database where someone is signed in, or from a file that carries sessions: nobody is.
  const other = await freshDatabase();
  try {
    await restoreDatabase(other.db, backup);
    const [someone] = await other.db.select({ id: users.id }).from(users).limit(1);
    if (!someone) throw new Error('no user');
    await other.db.insert(sessions).values({
      tokenHash: 'x'.repeat(64),
      userId: someone.id,
      createdAt: new Date(),
      lastSeenAt: new Date(),
    });
    const crafted = { ...backup, tables: { ...backup.tables, sessions: (await other.db.select().from(sessions)).map((s) => ({ ...s })) } };
    await restoreDatabase(other.db, JSON.parse(JSON.stringify(crafted)));
    for (const table of [sessions, knownDevices, rateLimits, resetTokens, pushSubscriptions])
      expect(await other.db.select().from(table)).toEqual([]);
  } finally {
    await other.drop();
  }
});
