import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const DEMO = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(DEMO, '..', '..', '..');
const INDEX = join(DEMO, 'index.js');
/** Every place that may reach for demo code: the server, its tests and benches, the scripts, the browser tests. */
const SCANNED = ['server/src', 'server/test', 'server/bench', 'scripts', 'e2e'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' || path === DEMO ? [] : sources(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

it('code outside server/src/demo imports the demo only through its index', () => {
  const specifier = /(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g;
  const found = SCANNED.map((d) => join(ROOT, d))
    .flatMap(sources)
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(specifier)]
        .map((m) => resolve(dirname(file), m[1] ?? ''))
        .filter((target) => target.startsWith(`${DEMO}/`) && target !== INDEX)
        .map((target) => `${relative(ROOT, file)} -> ${relative(ROOT, target)}`),
    );
  expect(found).toEqual([]);
});
