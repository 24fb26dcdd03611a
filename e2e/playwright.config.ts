import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptionsOf, ROOT, RUN_DIR } from './env';

// One project per spec file: projects never share a worker, and each worker starts its own server
// on a fresh demo database (fixtures.ts), so spec files cannot disturb each other's world.
const specs = readdirSync(join(ROOT, 'e2e', 'tests')).filter((f) => f.endsWith('.spec.ts'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // A focused test (.only) left in a spec fails the run instead of silently skipping the others.
  forbidOnly: true,
  // Two spec files at a time by default (E2E_WORKERS to change it): one kept about 0.8 of CI's two cores busy, waiting
  // on its server, its browser and itself in turn. The 95 tests here: 12.8 min at one, 10.1 at two, and 14.3 at two
  // with a busy loop taking a core all along, all green (docs/mesures.md). Before the service worker was left out
  // (below), two ran the longest phone journeys past their time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./failures-reporter.ts']],
  outputDir: join(RUN_DIR, 'test-results'),
  globalSetup: './global-setup.ts',
  projects: specs.map((file) => ({ name: file.replace('.spec.ts', ''), testMatch: file })),
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'off',
    // No service worker but in the specs about it (installable, push, room: `test.use({ serviceWorkers: 'allow' })`): in
    // every new browser context, a page's first load installed the worker, which fetched and stored the whole build
    // (about a megabyte and a half of scripts) while the test went on. Three specs took 162 s and 144 s of CPU with it,
    // 128 s and 103 s without (docs/mesures.md).
    serviceWorkers: 'block',
    launchOptions: launchOptionsOf(),
  },
});
