// A build is current when the stamp in its folder equals the content hash of the sources it was made
// from: a checkout, an edit or an `npm install` that changed the lock file all change the hash (file
// dates play no part, so nothing is rebuilt for a touched file, and nothing stale survives a checkout).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.sources-hash';
/** Never inputs: installed packages, build outputs, hidden folders (caches); hidden files such as .env count. */
const SKIPPED = new Set(['node_modules', 'dist']);

function filesUnder(path) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (err) {
    if (err.code === 'ENOTDIR') return [path];
    throw err;
  }
  return entries
    .filter((e) => !SKIPPED.has(e.name))
    .flatMap((e) => {
      if (e.isDirectory()) return e.name.startsWith('.') ? [] : filesUnder(join(path, e.name));
      return e.isFile() ? [join(path, e.name)] : [];
    });
}

/** The hash of every file under these paths (folders or files, relative to the repository). */
export function sourcesHash(inputs) {
  const hash = createHash('sha256');
  const files = inputs.flatMap((input) => filesUnder(join(ROOT, input))).sort();
  for (const file of files) {
    hash.update(`${relative(ROOT, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash the build in `dir` was made from, or null (none, or never stamped). */
export function stampOf(dir) {
  try {
    return readFileSync(join(dir, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

export const writeStamp = (dir, hash) => writeFileSync(join(dir, STAMP), `${hash}\n`);
