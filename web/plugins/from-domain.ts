/**
 * What the build reads from the domain (the French texts, the API's contract), loaded through Vite's module runner
 * (pwa.ts): Vite's own loading of its config leaves a workspace package's TypeScript to Node, which cannot read it.
 */
import {
  ALL_CALLS,
  accountCalls,
  API_PREFIX,
  APP_MSG,
  authCalls,
  gameCalls,
  invitesCalls,
  liguesCalls,
  setupCalls,
  urlOf,
} from '@poolfoot/domain';
import { PWA_FILES } from '../src/app/pwa/files';
import type { WorkerConfig } from '../src/app/pwa/worker/config';
import { THEME_COLOR } from './theme-color';

/** The web app manifest (/manifest.webmanifest): what a phone installs, in French, opening on the home. */
export const manifest = {
  id: '/',
  name: APP_MSG.name,
  short_name: APP_MSG.shortName,
  description: APP_MSG.description,
  lang: 'fr',
  dir: 'ltr',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  // The pages' own background: the splash screen before the first page is drawn.
  background_color: '#ffffff',
  icons: [
    { src: PWA_FILES.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: PWA_FILES.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: PWA_FILES.maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** What the service worker does with the API's calls, from the contract (domain/src/api): no path written twice. */
export const WORKER_RULES: Omit<WorkerConfig, 'version' | 'shell'> = {
  apiPrefix: API_PREFIX,
  // Only JSON answers are kept (not the live stream, the backup, the API's docs), and nothing of the session and the
  // account (its sessions and their addresses).
  neverKept: [...ALL_CALLS.filter((e) => !e.response), ...Object.values(authCalls), ...Object.values(accountCalls)].map(urlOf),
  // Every page reads the season and my role there by POST (SPEC.md §7), the home first of all.
  postReads: [gameCalls.context].map(urlOf),
  sessionChanges: [
    authCalls.login,
    authCalls.logout,
    authCalls.resetPassword,
    setupCalls.admin,
    invitesCalls.accept,
    liguesCalls.switch,
    accountCalls.leave,
  ].map(urlOf),
};
