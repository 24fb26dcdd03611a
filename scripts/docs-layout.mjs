#!/usr/bin/env node
// docs/ARCHITECTURE.md's « Layout » tells a newcomer where things are: it must name only paths that exist, and every
// feature folder of the server and the web. Each backquoted text with a slash in that section is a path from the
// repository's root (a URL or a pattern has no place there). Lists what is wrong and fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const DOC = 'docs/ARCHITECTURE.md';
const FEATURES = ['server/src/features', 'web/src/features'];

const text = readFileSync(DOC, 'utf8');
const section = text.match(/^## Layout\n([\s\S]*?)(?=^## )/m)?.[1];
if (!section) {
  console.error(`${DOC} : pas de section « ## Layout ».`);
  process.exit(1);
}

const named = new Set([...section.matchAll(/`([^`\s]*\/[^`\s]*)`/g)].map((m) => m[1]));
const problems = [];
for (const path of named) {
  if (!existsSync(path)) problems.push(`${path} : nommé dans ${DOC}, absent du dépôt`);
}
for (const root of FEATURES) {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = `${root}/${entry.name}/`;
    if (entry.isDirectory() && !named.has(path)) problems.push(`${path} : absent de la section Layout de ${DOC}`);
  }
}
if (problems.length) {
  console.error(`La section Layout de ${DOC} ne dit plus l'arbre :\n${problems.join('\n')}`);
  process.exit(1);
}
