import { availableParallelism } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { pwa } from './plugins/pwa';

/**
 * Writes a .br and a .gz beside every text file of the build: the server sends them to browsers that
 * accept them (@fastify/static preCompressed), so a phone downloads about a quarter of the bytes.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'poolfoot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(name)) continue;
        const file = join(outDir, name);
        const body = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), pwa(), precompress()],
  server: { proxy: { '/backend': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    // The password estimator's dictionaries (about 1.1 MB, loaded only where one chooses a password) are the one
    // chunk above the usual 800 kB.
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      // The domain's modules only declare (schemas, rules, texts): a page bundles the ones it uses.
      // Only its index has an effect (zod's French messages), kept wherever the domain is imported.
      treeshake: { moduleSideEffects: (id) => !/[\\/]domain[\\/]src[\\/](?!index\.ts$)/.test(id) },
    },
  },
  test: {
    environment: './src/test/kept-window.ts',
    setupFiles: ['./src/test-setup.ts'],
    // A focused test (.only) fails the run; skips are refused by Biome (noSkippedTests) unless a comment says why.
    allowOnly: false,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    css: false,
    // A page rendered in jsdom with its answers takes a second alone, several on a machine running other suites: the
    // default 5 s cut tests that were only waiting for their turn.
    testTimeout: 20_000,
    // One fewer worker than cores by default, one on CI's two: two took the suite from 337 s to 251 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads rather than child processes: the same suite in 141 s instead of 164 s, 14 % less CPU (docs/mesures.md).
    pool: 'threads',
    // The files of a worker share their loaded modules and one window (src/test/kept-window.ts), as the app's pages do
    // in a browser: each file imported React, Mantine and the icons again into a new jsdom, 2 of the suite's 4.5 min of
    // CPU. 147 s → 47 s, 270 s → 74 s of CPU (docs/mesures.md). What a test leaves goes with it (test-setup.ts); a toast
    // is watched by a spy (test/toasts.ts), not a module's mock, which a page another file loaded would not see.
    isolate: false,
  },
});
