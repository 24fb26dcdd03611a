import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { SERVER_LOG } from './env';

export const DEMO_PASSWORD = 'poolfoot';
export const demoEmail = (n: number) => `pooler${n}@poolfoot.test`;

/** Logs in through the login page, as a person would. */
export async function loginAs(page: Page, n: number, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoEmail(n));
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Calls the API with the page's session (for setting the scene quickly; journeys use the UI). */
export async function apiPost(page: Page, path: string, body: unknown) {
  const res = await page.request.post(`/backend/api/${path}`, { data: body });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** The last reset link the server wrote to its log (no SMTP_URL in the e2e server). */
export function lastResetLink(email: string): string {
  const lines = readFileSync(SERVER_LOG, 'utf8')
    .split('\n')
    .filter((l) => l.includes(email));
  const match = /(http:\/\/[^\s"\\]+\/login\/reset-password\/[\w-]+)/.exec(lines.at(-1) ?? '');
  if (!match?.[1]) throw new Error(`aucun lien de réinitialisation pour ${email}`);
  return match[1];
}

export const test = base;
export { expect };
