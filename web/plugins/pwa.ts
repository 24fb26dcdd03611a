import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup, runnerImport } from 'vite';
import { PWA_FILES } from '../src/app/pwa/files';
import type { WorkerConfig } from '../src/app/pwa/worker/config';
import type * as FromDomain from './from-domain';
import { iconsOf } from './icons';
import { THEME_COLOR } from './theme-color';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const WORKER_ENTRY = join(WEB, 'src/app/pwa/worker/service-worker.ts');
const FROM_DOMAIN = join(WEB, 'plugins/from-domain.ts');

/** A file of the site as the build names it in its bundle ('/icons/icon-192.png' -> 'icons/icon-192.png'). */
const bundleName = (path: string) => path.slice(1);

/**
 * The installable app (docs/app.md), at each build: the icons drawn from public/favicon.svg, the web manifest, the
 * service worker with this build's file list and version, and their tags in index.html.
 */
export function pwa(): Plugin {
  let publicDir = '';
  return {
    name: 'poolfoot-pwa',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'manifest', href: PWA_FILES.manifest }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: PWA_FILES.appleTouchIcon }, injectTo: 'head' },
    ],
    async generateBundle(_options, bundle) {
      const { manifest, WORKER_RULES } = (await runnerImport<typeof FromDomain>(FROM_DOMAIN, { configFile: false, logLevel: 'warn' }))
        .module;
      const favicon = readFileSync(join(publicDir, bundleName(PWA_FILES.favicon)), 'utf8');
      for (const [path, source] of iconsOf(favicon)) this.emitFile({ type: 'asset', fileName: bundleName(path), source });
      this.emitFile({ type: 'asset', fileName: bundleName(PWA_FILES.manifest), source: `${JSON.stringify(manifest, null, 2)}\n` });
      const shell = shellOf(bundle, favicon);
      const version = createHash('sha256');
      for (const [path, body] of shell) version.update(path).update(body);
      const config: WorkerConfig = { ...WORKER_RULES, version: version.digest('hex').slice(0, 16), shell: [...shell.keys()] };
      this.emitFile({ type: 'asset', fileName: bundleName(PWA_FILES.worker), source: await buildWorker(config) });
    },
  };
}

/**
 * The files the worker keeps at install, with their bodies (the version is their digest): the shell page, every
 * script and style of the build (each page's code: a page in use never asks the server for a file of an older build)
 * but the password estimator's dictionaries (half a megabyte for the pages where one chooses a password, which need the
 * network anyway), the favicon and what a notification shows.
 */
function shellOf(bundle: Rollup.OutputBundle, favicon: string) {
  const bodyOf = (name: string) => {
    const file = bundle[name];
    if (!file) throw new Error(`${name} manque à la construction`);
    return file.type === 'chunk' ? file.code : file.source;
  };
  const shell = new Map<string, string | Uint8Array>([[PWA_FILES.shell, bodyOf(bundleName(PWA_FILES.shell))]]);
  for (const name of Object.keys(bundle).sort()) {
    const file = bundle[name];
    const estimator = file?.type === 'chunk' && file.name === 'password-strength';
    if (/^assets\/.*\.(js|css)$/.test(name) && !estimator) shell.set(`/${name}`, bodyOf(name));
  }
  shell.set(PWA_FILES.favicon, favicon);
  for (const path of [PWA_FILES.icon192, PWA_FILES.badge]) shell.set(path, bodyOf(bundleName(path)));
  return shell;
}

/** The worker's code, bundled on its own (one classic script, no import) with its configuration written in. */
async function buildWorker(config: WorkerConfig): Promise<string> {
  const result = await build({
    configFile: false,
    root: WEB,
    publicDir: false,
    logLevel: 'warn',
    define: { __POOLFOOT_WORKER__: JSON.stringify(config) },
    build: {
      write: false,
      emptyOutDir: false,
      target: 'es2022',
      reportCompressedSize: false,
      rollupOptions: {
        input: WORKER_ENTRY,
        output: { format: 'iife', entryFileNames: 'sw.js' },
        // The domain's modules only declare: the worker keeps the few texts it shows.
        treeshake: { moduleSideEffects: (id) => !/[\\/]domain[\\/]src[\\/]/.test(id) },
      },
    },
  });
  const [chunk] = (result as Rollup.RollupOutput).output;
  return chunk.code;
}
