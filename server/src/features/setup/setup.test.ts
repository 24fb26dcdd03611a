import { liguesCalls, ROLE, SETUP_MSG, SRV, setupCalls } from '@poolfoot/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app.js';
import { leagueMembers, leagues, settings, users } from '../../db/schema.js';
import { getSetting, setSetting } from '../../db/settings.js';
import { newSetupCode } from './code.js';

let t: TestApp;
let code: string;
beforeEach(async () => {
  t = await testApp({ RATE_WINDOW_SECONDS: '600' });
  code = (await newSetupCode(t.db)) ?? '';
});
afterEach(() => t.close());

const first = { username: 'Alice', email: 'Alice@Exemple.fr', password: 'une-vraie-saison', league: 'La ligue du jeudi' };

describe('setup/status.php and setup/admin.php: the first account with no terminal', () => {
  it('an instance with no account needs its set-up; the code makes the super admin, their league, and logs them in there', async () => {
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await t.anonymous.call(setupCalls.status)).json()).toMatchObject({ needs_setup: true });
    // Typed as people type it: lower case, no dashes.
    const res = await t.anonymous.call(setupCalls.admin, { ...first, code: code.replaceAll('-', '').toLowerCase() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(SETUP_MSG.done('La ligue du jeudi'));
    expect(body.user).toMatchObject({ username: 'Alice', role: ROLE.superAdmin });
    expect(body.league).toMatchObject({ nom: 'La ligue du jeudi', role: ROLE.admin });
    const [user] = await t.db.select().from(users);
    expect(user?.email).toBe('alice@exemple.fr');
    expect(await t.db.select().from(leagueMembers)).toEqual([
      expect.objectContaining({ leagueId: body.league.id, userId: user?.id, role: ROLE.admin, active: true }),
    ]);
    // Logged in, acting in the new league; the code is spent and the set-up closed.
    const session = res.cookies.find((c) => c.name === 'poolfoot_session');
    const mine = await t.as({ cookie: `poolfoot_session=${session?.value}` }).call(liguesCalls.mine);
    expect(mine.json()).toMatchObject({
      leagues: [{ id: body.league.id, nom: 'La ligue du jeudi', role: ROLE.admin }],
      active_id: body.league.id,
    });
    expect(await getSetting(t.db, 'setup_code')).toBe('');
    expect((await t.anonymous.call(setupCalls.status)).json()).toMatchObject({ needs_setup: false });
    const again = await t.anonymous.call(setupCalls.admin, { ...first, email: 'mallory@exemple.fr', code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: SETUP_MSG.alreadyDone });
    expect(await t.db.$count(users)).toBe(1);
  });

  it('refuses a wrong code, and an old start’s code, writing nothing', async () => {
    const wrong = await t.anonymous.call(setupCalls.admin, { ...first, code: 'AAAA-BBBB-CCCC' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'forbidden', message: SETUP_MSG.codeWrong });
    const next = await newSetupCode(t.db);
    expect(next).not.toBe(code);
    expect((await t.anonymous.call(setupCalls.admin, { ...first, code })).statusCode).toBe(403);
    expect(await t.db.$count(users)).toBe(0);
    expect(await t.db.$count(leagues)).toBe(0);
  });

  it('with no code kept (none made, or the last one spent), no code is the right one', async () => {
    await setSetting(t.db, 'setup_code', '');
    for (const typed of [code, 'AAAA-BBBB-CCCC']) {
      const res = await t.anonymous.call(setupCalls.admin, { ...first, code: typed });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: SETUP_MSG.codeWrong });
    }
    await t.db.delete(settings).where(eq(settings.key, 'setup_code'));
    expect((await t.anonymous.call(setupCalls.admin, { ...first, code })).statusCode).toBe(403);
    expect(await t.db.$count(users)).toBe(0);
  });

  it('refuses bad input with a clear French message, writing nothing', async () => {
    for (const [over, message] of [
      [{ league: '  ' }, 'Nom de la ligue requis.'],
      [{ password: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
      [{ email: 'pas-un-email' }, SRV.emailInvalid],
      [{ code: '' }, SETUP_MSG.codeRequired],
    ] as const) {
      const res = await t.anonymous.call(setupCalls.admin, { ...first, code, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await t.db.$count(users)).toBe(0);
  });

  it('counts the tries from one address: guessing the code is cut short', async () => {
    for (let i = 0; i < 10; i++) expect((await t.anonymous.call(setupCalls.admin, { ...first, code: `WRONG-${i}` })).statusCode).toBe(403);
    const cut = await t.anonymous.call(setupCalls.admin, { ...first, code });
    expect(cut.statusCode).toBe(429);
    expect(cut.json()).toMatchObject({ code: 'too_many', message: SETUP_MSG.tooMany });
  });

  it('two set-ups sent at once make one first account', async () => {
    const [a, b] = await Promise.all([
      Promise.resolve(t.anonymous.call(setupCalls.admin, { ...first, code })),
      Promise.resolve(t.anonymous.call(setupCalls.admin, { ...first, username: 'Bob', email: 'bob@exemple.fr', code })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.db.$count(users)).toBe(1);
    expect(await t.db.$count(leagues)).toBe(1);
  });

  it('an instance that has accounts prints no code and needs no set-up', async () => {
    await t.db.insert(users).values({ email: 'x@exemple.fr', username: 'X', nickname: 'X', role: 9, passwordHash: 'x' });
    expect(await newSetupCode(t.db)).toBeNull();
    expect((await t.anonymous.call(setupCalls.status)).json()).toMatchObject({ needs_setup: false });
  });
});
