import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A focused test (.only) fails the run; skips are refused by Biome (noSkippedTests) unless a comment says why.
    allowOnly: false,
  },
});
