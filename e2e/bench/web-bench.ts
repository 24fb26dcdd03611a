/**
 * Web bench: what the pages cost a phone, on the built app served by the real server.
 *  - page weight: the JavaScript and CSS a page loads, measured in Chromium (every script and style
 *    response of a fresh load, its gzip size computed here, its bytes on the wire as served), for the
 *    landing (/), /login and the page that needs the most code (found from the Vite manifest: the
 *    entry and the page's chunks with their static imports), loaded logged in;
 *  - Lighthouse (mobile, its default simulated throttling), performance and accessibility, on /login
 *    and on /classement (logged in: the browser logs in through the login page, then its cache is
 *    emptied and Lighthouse keeps the session: disableStorageReset).
 * Debian's Chromium (CHROME_PATH or /usr/bin/chromium), never a downloaded browser.
 *
 *   cd e2e && npx tsx bench/web-bench.ts
 *   BENCH_WEB_DIST=<app built with --manifest> and BENCH_URL=<a demo season server serving it> skip the
 *   build and the server start; BENCH_LH_RUNS (default 3: the median is kept), BENCH_JSON=<file>.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { median } from '../../server/bench/median';
import { startRealServer } from '../../server/bench/real-server';
import { chromiumPath, ROOT } from '../env';

const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const POOLER = { email: 'pooler3@poolfoot.test', password: 'poolfoot' };
/** The super admin: every page is open to them. */
const SUPER = { email: 'pooler1@poolfoot.test', password: 'poolfoot' };

type Weight = { js: number; css: number; jsWire: number; cssWire: number; files: number };
export type WebFigures = {
  pages: { page: string; weight: Weight }[];
  largest: { route: string; manifestJs: number };
  lighthouse: LighthouseFigure[];
};

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** Builds the web app with its manifest into a temporary folder. */
export function buildWeb(): string {
  const out = mkdtempSync(join(tmpdir(), 'poolfoot-web-'));
  const res = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'web'),
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error("la construction de l'application web a échoué");
  return out;
}

/** The route whose page needs the most JavaScript (entry + page chunk + their static imports, gzip). */
function largestRoute(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const size = (file: string) => gz.get(file) ?? gz.set(file, gzipSync(readFileSync(join(dist, file))).length).get(file) ?? 0;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) closure(i, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
  const routes = readFileSync(join(ROOT, 'web', 'src', 'app', 'routes.tsx'), 'utf8');
  const pages = [...routes.matchAll(/path: '([^']+)'[^}]*?import\('\.\.\/([^']+)'\)/g)].map(([, path, module]) => ({
    route: String(path),
    key: `src/${module}.tsx`,
  }));
  const sized = pages
    .filter((p) => manifest[p.key])
    .map((p) => {
      const files = new Set([...closure(entry), ...closure(p.key)].map((k) => manifest[k]?.file ?? ''));
      return { route: p.route, manifestJs: [...files].reduce((n, f) => n + size(f), 0) };
    });
  const largest = sized.sort((a, b) => b.manifestJs - a.manifestJs)[0];
  if (!largest) throw new Error('aucune page trouvée dans routes.tsx');
  // A concrete path: optional parameters dropped, the others given the id 1.
  return { ...largest, route: largest.route.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1') };
}

async function logIn(page: Page, base: string, who: { email: string; password: string }) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type=email]', who.email);
  await page.type('input[type=password]', who.password);
  await page.click('button[type=submit]');
  await page.waitForFunction(() => location.pathname === '/home');
}

/** Loads a page with an empty cache and sums its scripts and styles. */
async function weigh(browser: Browser, base: string, path: string, who?: { email: string; password: string }): Promise<Weight> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (who) await logIn(page, base, who);
    await page.setCacheEnabled(false);
    const seen = new Map<string, { type: string; wire: number }>();
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        seen.set(res.url(), { type, wire: Number(res.headers()['content-length'] ?? Number.NaN) });
      }
    });
    // A logged-in page keeps its live stream open: idle means at most that one connection left.
    await page.goto(base + path, { waitUntil: who ? 'networkidle2' : 'networkidle0' });
    const w: Weight = { js: 0, css: 0, jsWire: 0, cssWire: 0, files: seen.size };
    for (const [url, { type, wire }] of seen) {
      // The bytes of the file (fetch decodes whatever encoding the server chose), gzipped here.
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const gz = gzipSync(body).length;
      if (type === 'script') {
        w.js += gz;
        w.jsWire += Number.isNaN(wire) ? body.length : wire;
      } else {
        w.css += gz;
        w.cssWire += Number.isNaN(wire) ? body.length : wire;
      }
    }
    return w;
  } finally {
    await context.close();
  }
}

type LighthouseRun = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
};
type LighthouseFigure = { page: string; performance: number; accessibility: number; runs: LighthouseRun[]; failed: number };

/**
 * Lighthouse's mobile run (default config: Moto G Power screen, simulated slow 4G, 4x CPU slowdown). A run that
 * Lighthouse itself reports as failed (runtimeError, e.g. NO_NAVSTART when the trace misses the navigation on a
 * loaded machine) scores 0 with no metric: it is run again (twice at most) and counted apart, not in the median.
 */
async function audit(browser: Browser, base: string, path: string, who?: { email: string; password: string }): Promise<LighthouseFigure> {
  const runs: LighthouseRun[] = [];
  let failed = 0;
  for (let attempt = 0; runs.length < LH_RUNS && attempt < LH_RUNS + 2; attempt++) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      if (who) {
        await logIn(page, base, who);
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
      }
      const result = await lighthouse(
        base + path,
        { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: !!who },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${path}`);
      const { categories, audits, environment, runtimeError } = result.lhr;
      if (runtimeError) {
        failed++;
        console.log(`  (Lighthouse ${path} : passage raté, ${runtimeError.code}, relancé)`);
        continue;
      }
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      if (process.env.BENCH_LH_REPORT)
        writeFileSync(`${process.env.BENCH_LH_REPORT}${path.replaceAll('/', '_')}-${runs.length}.json`, result.report as string);
      runs.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: environment.benchmarkIndex,
      });
    } finally {
      await context.close();
    }
  }
  return {
    page: path,
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    runs,
    failed,
  };
}

/** The page weights and Lighthouse scores, against a server already serving `dist` at `url`, else started here. */
export async function benchWeb(given: { url?: string; dist?: string } = {}): Promise<WebFigures> {
  const dist = given.dist ?? buildWeb();
  let server: Awaited<ReturnType<typeof startRealServer>> | null = null;
  let browser: Browser | null = null;
  try {
    const largest = largestRoute(dist);
    let base = given.url;
    if (!base) {
      console.log('Serveur réel : démarrage de la démo saison (environ une minute)…');
      server = await startRealServer({ port: Number(process.env.BENCH_PORT ?? 3391), demo: 'season', webDist: dist });
      base = server.url;
    }
    browser = await puppeteer.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    const pages = [
      { page: '/', weight: await weigh(browser, base, '/') },
      { page: '/login', weight: await weigh(browser, base, '/login') },
      { page: `${largest.route} (connecté)`, weight: await weigh(browser, base, largest.route, SUPER) },
    ];
    const lh = [await audit(browser, base, '/login'), await audit(browser, base, '/classement', POOLER)];
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kio`;
    console.log('Poids des pages (chargement à froid dans Chromium ; gzip calculé ici, « servi » = octets envoyés) :');
    for (const p of pages) {
      const w = p.weight;
      console.log(
        `  ${p.page.padEnd(28)} JS ${kb(w.js).padStart(10)} gzip (servi ${kb(w.jsWire)}), CSS ${kb(w.css).padStart(9)} gzip (servi ${kb(w.cssWire)}), ${w.files} fichiers`,
      );
    }
    console.log(`  (page la plus lourde d'après le manifeste Vite : ${largest.route}, ${kb(largest.manifestJs)} de JS gzip)`);
    console.log(`Lighthouse mobile (réglages par défaut ; ${LH_RUNS} passage(s), médiane) :`);
    for (const r of lh) {
      const failed = r.failed ? ` (${r.failed} passage(s) raté(s) par Lighthouse, relancé(s))` : '';
      console.log(`  ${r.page.padEnd(12)} performance ${r.performance}, accessibilité ${r.accessibility}${failed}`);
      for (const x of r.runs) {
        console.log(
          `    passage : ${x.performance}/${x.accessibility} — FCP ${(x.fcp / 1000).toFixed(1)} s, LCP ${(x.lcp / 1000).toFixed(1)} s, TBT ${x.tbt.toFixed(0)} ms, CLS ${x.cls.toFixed(3)} (BenchmarkIndex de la machine ${x.benchmarkIndex.toFixed(0)})`,
        );
      }
    }
    return { pages, largest, lighthouse: lh };
  } finally {
    await browser?.close();
    await server?.stop();
    if (!given.dist) rmSync(dist, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchWeb({ url: process.env.BENCH_URL, dist: process.env.BENCH_WEB_DIST })
    .then((figures) => {
      if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(figures, null, 2));
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
