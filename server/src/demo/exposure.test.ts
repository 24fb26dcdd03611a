import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/app.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../features/auth/index.js';
import { publicDemoAccount } from './exposure.js';
import { seedDemo } from './seed/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

it('tells a database whose demo super admin still has the published password (then listen on localhost)', async () => {
  expect(await publicDemoAccount(t.db)).toBe(false);
  await seedDemo(t.db, { now: new Date('2026-08-01T10:00:00Z') });
  expect(await publicDemoAccount(t.db)).toBe(true);
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword('un-vrai-secret') })
    .where(eq(users.email, 'pooler1@poolfoot.test'));
  expect(await publicDemoAccount(t.db)).toBe(false);
});
