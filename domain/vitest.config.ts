import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A focused test (.only) fails the run; skips are refused by Biome (noSkippedTests) unless a comment says why.
  test: { allowOnly: false },
});
