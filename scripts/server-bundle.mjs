// The server compiled to one JavaScript file (server/dist/server.mjs) with esbuild, which tsx (a
// dependency of the server) ships: node then reads and compiles one file instead of transforming and
// resolving a thousand modules at each start. Its packages are bundled too, but for those that load
// files beside their own code (PGlite's WebAssembly, pino's worker transports) and an optional native
// one. Each source module keeps its own import.meta.url, so the paths the server computes from it
// (migrations, the web build, recorded answers) are those of its sources.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './stamp.mjs';

export const SERVER_BUNDLE = join(ROOT, 'server', 'dist', 'server.mjs');
/** What the bundle is made from (server/drizzle is read at run time, from the sources). */
export const SERVER_INPUTS = [
  'server/src',
  'server/package.json',
  'tsconfig.json',
  'domain',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/server-bundle.mjs',
];
const OUTSIDE = /^(@electric-sql\/pglite|pino|thread-stream|pg-native)(\/|$)/;

const plugin = {
  name: 'poolfoot-server',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => (OUTSIDE.test(path) ? { path, external: true } : undefined));
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
    });
  },
};

export async function bundleServer() {
  const fromServer = createRequire(join(ROOT, 'server', 'package.json'));
  const esbuild = createRequire(fromServer.resolve('tsx')).resolve('esbuild');
  const { build } = await import(pathToFileURL(esbuild).href);
  await build({
    entryPoints: [join(ROOT, 'server', 'src', 'server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The bundled CommonJS packages require node's modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    // No keepNames: it wraps every function made at run time in a call that names it (a closure per request paid
    // for it: 3 % of a cached answer's time), for names that only esbuild's renaming of two same-named functions
    // changes (real2), which nothing reads.
    keepNames: false,
    logLevel: 'warning',
    plugins: [plugin],
  });
}
