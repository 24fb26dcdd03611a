import { type Matchlfp, MATCHLFPS_MSG } from '@poolfoot/domain';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures';

// An admin marks a league match "horaire à confirmer" (the league has no time yet: it locks no lineup) and
// "reporté" (its matchday no longer waits for it) from the match edit, and the lists say so. Pooler 2 is an admin.

async function matchsOf(page: Page, numjournee: number): Promise<Matchlfp[]> {
  const res = await page.request.get(`/backend/api/matchlfps/getByJournee.php?journee=${numjournee}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).matchs;
}

/** Opens the edit of a J3 match, ticks both boxes (by touch on a phone), saves, and checks the list and the API. */
async function markMatch(page: Page, index: number, touch: boolean) {
  await loginAs(page, 2);
  const m = (await matchsOf(page, 3))[index];
  if (!m) throw new Error('demo sans matchs');
  const name = `${m.home_club_official_name} vs ${m.away_club_official_name}`;
  await page.goto(`/admin/matchlfps/edit/${m.id}`);
  for (const label of ['Horaire à confirmer', 'Match reporté']) {
    const box = page.getByRole('checkbox', { name: label });
    await expect(box).not.toBeChecked();
    if (touch) await box.tap();
    else await box.check();
    await expect(box).toBeChecked();
  }
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(MATCHLFPS_MSG.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/matchs\/list\?journee=3$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(MATCHLFPS_MSG.kickoffUnknown);
  await expect(row).toContainText(MATCHLFPS_MSG.postponed);
  const saved = (await matchsOf(page, 3)).find((x) => x.id === m.id);
  expect(saved).toMatchObject({ kickoff_unknown: true, postponed: true, counts_as_postponed: true });

  // Back on the edit, both boxes stay ticked; unticking "horaire à confirmer" gives a firm time again.
  await row.getByRole('link', { name: `Modifier ${name}` }).click();
  const unknown = page.getByRole('checkbox', { name: 'Horaire à confirmer' });
  await expect(unknown).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Match reporté' })).toBeChecked();
  if (touch) await unknown.tap();
  else await unknown.uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/matchs\/list\?journee=3$/);
  await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText(MATCHLFPS_MSG.kickoffUnknown);
}

test('desktop: mark a match "horaire à confirmer" and postponed, then fix its time', async ({ page }) => {
  await markMatch(page, 0, false);
});

test.describe('on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the same by touch, and the edit and the list fit the screen', async ({ page }) => {
    await markMatch(page, 1, true);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    const m = (await matchsOf(page, 3))[1];
    await page.goto(`/admin/matchlfps/edit/${m?.id}`);
    await expect(page.getByRole('checkbox', { name: 'Match reporté' })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
  });
});
