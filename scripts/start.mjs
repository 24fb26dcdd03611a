#!/usr/bin/env node
// `npm start`: builds what is out of date (build.mjs: the web app, the server bundle, the empty migrated database; all
// made already by `npm install`, so normally nothing), gives a first start's empty data folder the migrated database,
// then runs the compiled server in this same process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll, seedDataDir } from './build.mjs';
import { SERVER_BUNDLE } from './server-bundle.mjs';
import { ROOT } from './stamp.mjs';

try {
  await buildAll();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
// A relative DATA_DIR is read from where `npm start` was typed (INIT_CWD, set by npm), as before.
process.env.INIT_CWD ??= process.cwd();
seedDataDir();
process.chdir(join(ROOT, 'server'));
// Stack traces name the bundle's lines; NODE_OPTIONS=--enable-source-maps maps them to the sources (slower start).
await import(pathToFileURL(SERVER_BUNDLE).href);
