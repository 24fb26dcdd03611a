import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The test files as the mutation run (stryker.config.mjs) runs them: the quickest first, so that a mutant one of them
 * kills stops the run there (Stryker stops at the first failure) instead of after the slowest (Vitest's own order).
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const { cache, config } = this.ctx;
    const took = (f: TestSpecification) => cache.getFileTestResults(`${f.project.name}:${relative(config.root, f.moduleId)}`)?.duration;
    return [...files].sort((a, b) => (took(a) ?? Number.POSITIVE_INFINITY) - (took(b) ?? Number.POSITIVE_INFINITY));
  }
}

export default mergeConfig(
  base,
  defineConfig({
    test: {
      sequence: { sequencer: QuickestFirst },
      // One worker per Stryker process keeps the app's modules loaded from one file and one mutant to the next: a
      // mutant is switched on at run time, so nothing needs loading again (each file still builds its own app).
      isolate: false,
      // Stryker runs its own processes side by side (its concurrency): one worker each.
      maxWorkers: 1,
      minWorkers: 1,
    },
  }),
);
