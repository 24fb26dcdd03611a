#!/usr/bin/env node
// Code comments and test names say the reason, never « issue N »: a reader of the repository cannot open the tracker.
// Lists each line that cites one and fails; docs/ may tell the history.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOTS = ['domain/src', 'server/src', 'server/test', 'server/bench', 'web/src', 'web/plugins', 'e2e', 'scripts'];
const SKIP = new Set(['node_modules', 'dist']);
const CITE = /\bissues? \d+/i;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry.name)) yield path;
  }
}

const found = [];
for (const root of ROOTS) {
  for (const file of sources(root)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (CITE.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
}
if (found.length) {
  console.error(`Un commentaire cite un ticket au lieu de dire pourquoi :\n${found.join('\n')}`);
  process.exit(1);
}
