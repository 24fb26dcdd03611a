import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The app loads Mantine's styles one component at a time (mantine-styles.ts): a component used without its file shows
 * the browser's bare control (the notifications card's checkboxes showed a native box beside Mantine's tick).
 */
const src = join(__dirname, '..');
const stylesDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

it('every Mantine component a page uses has its styles loaded', () => {
  const used = new Set<string>();
  for (const file of sources(src)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of (m[1] ?? '').split(',')) {
        const n = name
          .replace(/^\s*type\s+/, '')
          .split(' as ')[0]
          ?.trim();
        if (n && /^[A-Z]/.test(n)) used.add(n);
      }
    }
  }
  const loaded = readFileSync(join(src, 'app', 'mantine-styles.ts'), 'utf8');
  const missing = [...used].filter((n) => existsSync(join(stylesDir, `${n}.css`)) && !loaded.includes(`styles/${n}.css'`));
  expect(missing).toEqual([]);
});
