import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { ROOT } from './env';

/**
 * The failed tests, a line each (its project, its title, the first line of its first two errors and where), written to the file
 * E2E_FAILURES names: `npm test` prints it after its summary, the end of the output, the only part CI shows.
 */
export default class FailuresReporter implements Reporter {
  private readonly lines: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const what = (result.errors.length ? result.errors : [{ message: result.status }])
      .slice(0, 2)
      .map(({ message }) => {
        const lines = stripVTControlCharacters(message ?? '')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        return [lines[0], lines.find((l) => l.startsWith('Locator:'))].filter(Boolean).join(' · ');
      })
      .join(' | ')
      .slice(0, 400);
    const at = result.error?.location ?? test.location;
    const project = test.parent.project()?.name ?? '';
    this.lines.push(`✘ [${project}] ${test.title} — ${what} (${relative(ROOT, at.file)}:${at.line})`);
  }

  onEnd() {
    if (process.env.E2E_FAILURES) writeFileSync(process.env.E2E_FAILURES, this.lines.join('\n'));
  }
}
