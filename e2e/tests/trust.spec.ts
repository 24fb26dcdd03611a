import { ACTS_MSG, LIGUES_MSG } from '@poolfoot/domain';
import { expect, loginAs, test } from '../fixtures';

// Nobody acts on an account above his own (RULES.md "Accounts"): the instance admin, on a phone, is offered no act on
// the super admin and makes a password link for a pooler; the pooler is told at his next visit and sees it on his
// account page until « J'ai vu »; the super admin, on a desktop, reads the act in the instance's record.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('a password link: only for one below, told to its member, in the instance’s record', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ baseURL: server.url, ...PHONE })).newPage();
  await loginAs(admin, 2, '/admin/ligue');

  // The super admin is above the instance admin: his row says so, and offers neither his role nor his link.
  const president = admin.getByRole('listitem', { name: 'Le Président' });
  await expect(president.getByText(ACTS_MSG.above('Le Président'))).toBeVisible();
  await expect(president.getByRole('button', { name: LIGUES_MSG.resetLink })).toBeDisabled();

  // A pooler below him: the link is made.
  const cam = admin.getByRole('listitem', { name: 'Cam la Magicienne' });
  await cam.getByRole('button', { name: LIGUES_MSG.resetLink }).tap();
  await expect(admin.getByText(LIGUES_MSG.resetLinkTitle('Cam la Magicienne'))).toBeVisible();

  // The pooler, at his next visit: the banner, then his account page, then « J'ai vu ».
  const pooler = await (await browser.newContext({ baseURL: server.url, ...PHONE })).newPage();
  await loginAs(pooler, 3);
  await pooler.reload();
  await expect(pooler.getByText(/a créé le .* un lien pour choisir un nouveau mot de passe pour votre compte/)).toBeVisible();
  await pooler.goto('/user/account');
  const acts = pooler.getByRole('region', { name: ACTS_MSG.mineTitle });
  await expect(acts.getByText(/Lien de mot de passe créé — Cam la Magicienne/)).toBeVisible();
  await acts.getByRole('button', { name: ACTS_MSG.seen }).tap();
  await expect(acts.getByRole('button', { name: ACTS_MSG.seen })).toHaveCount(0);
  await pooler.reload();
  await expect(pooler.getByRole('region', { name: ACTS_MSG.mineTitle })).toBeVisible();
  await expect(pooler.getByText(/a créé le .* un lien pour choisir un nouveau mot de passe pour votre compte/)).toHaveCount(0);

  // The super admin, on a desktop: the act in the record of the instance.
  const boss = await (await browser.newContext({ baseURL: server.url })).newPage();
  await loginAs(boss, 1, '/admin');
  const record = boss.getByRole('region', { name: ACTS_MSG.logTitle });
  await expect(record.getByText(/Lien de mot de passe créé — Cam la Magicienne/).first()).toBeVisible();
});
