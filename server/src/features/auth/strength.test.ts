import { accountCalls, authCalls, invitesCalls, SRV, setupCalls } from '@poolfoot/domain';
import { passwordStrength } from '@poolfoot/domain/password-strength';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { loggedIn } from '../../../test/factories/index.js';
import { users } from '../../db/schema.js';
import { newSetupCode } from '../setup/code.js';
import { resetLink } from './service.js';

/**
 * A new password is strong enough wherever one is chosen (the first account, an invitation, a reset link, my account):
 * the estimator's score of 3 or more, a name of the person's own refused too; the refusal says why beside the field,
 * in French, and changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ RATE_WINDOW_SECONDS: '600' });
});
afterAll(() => t.close());

const weak = (res: { statusCode: number; json(): { code: string; message: string; fields: Record<string, string> } }, field: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('bad_request');
  expect(body.message).toMatch(/^Mot de passe trop facile à deviner\. /);
  expect(body.fields).toEqual({ [field]: body.message });
};

describe('a weak new password is refused where one is chosen', () => {
  it('the first account: « 12345678 » and the host’s own name refused, nothing made; a phrase accepted', async () => {
    const code = (await newSetupCode(t.db)) ?? '';
    const first = { code, username: 'Bruno', email: 'bruno@exemple.fr', league: 'Les cousins' };
    weak(await t.anonymous.call(setupCalls.admin, { ...first, password: '12345678' }), 'password');
    weak(await t.anonymous.call(setupCalls.admin, { ...first, password: 'bruno-cousins' }), 'password');
    expect(await t.db.$count(users)).toBe(0);
    const made = await t.anonymous.call(setupCalls.admin, { ...first, password: 'girafe-orange-tambour' });
    expect(made.statusCode).toBe(200);
    const session = made.cookies.find((c) => c.name === 'poolfoot_session');
    const { token } = (await t.as({ cookie: `poolfoot_session=${session?.value}` }).call(invitesCalls.create, {})).json();
    const friend = { token, username: 'Chloé', email: 'chloe@exemple.fr' };
    weak(await t.anonymous.call(invitesCalls.accept, { ...friend, password: 'azertyuiop' }), 'password');
    expect(await t.db.$count(users, eq(users.username, 'Chloé'))).toBe(0);
    expect((await t.anonymous.call(invitesCalls.accept, { ...friend, password: 'piano-lune-casserole' })).statusCode).toBe(200);
  });

  it('a reset link: « motdepasse » refused, the link still usable', async () => {
    const u = await loggedIn(t);
    const { link } = await resetLink(t.app.ctx, 'http://poolfoot.test', u.id, 3600_000);
    const token = link.split('/').at(-1) ?? '';
    weak(await t.anonymous.call(authCalls.resetPassword, { token, password: 'motdepasse' }), 'password');
    expect((await t.anonymous.call(authCalls.resetPassword, { token, password: 'trois-mots-solides' })).statusCode).toBe(200);
  });

  it('my account: my own name refused beside the new password, the old one kept', async () => {
    const u = await loggedIn(t, { username: 'gaspard' });
    const res = await t.as(u).call(accountCalls.changePassword, { current_password: u.password, new_password: 'gaspard2026' });
    weak(res, 'new_password');
    expect((await t.anonymous.call(authCalls.login, { email: u.email, password: u.password })).statusCode).toBe(200);
  });

  it('a bad field is named in French, beside itself', async () => {
    const res = await t.anonymous.call(authCalls.resetPassword, { token: 'x', password: 'court' });
    expect(res.json().message).toBe(`${SRV.invalidInput} Mot de passe : ${SRV.passwordTooShort}`);
    expect(res.json().fields).toEqual({ password: SRV.passwordTooShort });
  });
});

describe('the estimator (domain password-strength.ts)', () => {
  it('scores the usual weak ones under the bar, with advice in French, and a few unrelated words over it', () => {
    for (const p of ['12345678', 'motdepasse', 'azertyuiop', 'poolfoot1', 'Bonjour2024']) {
      const s = passwordStrength(p);
      expect(s.ok, p).toBe(false);
      expect(s.advice.length, p).toBeGreaterThan(0);
    }
    expect(passwordStrength('girafe-orange-tambour').ok).toBe(true);
    expect(passwordStrength('chloe-martin', ['Chloé Martin']).ok).toBe(false);
  });
});
