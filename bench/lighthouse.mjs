// Lighthouse (mobile, default throttling) on the public pages of the production build, in Arabic and English, and
// in the same run on a bare React 19 + React Router 7 page that this script builds and serves the same way
// (Fastify, compression, static files) as the reference. Run `npm run build` first.
//
//   npm run bench:lighthouse
// Options (environment): CHROME_PATH=/usr/bin/chromium  BENCH_PAGES=/,/categories (default: every public page)
//   BENCH_LANGUAGES=ar,en  BENCH_RUNS=3 (the median run of each page is reported)
// BENCH_REPORTS=dir (each page's whole Lighthouse report, as JSON)
//   BENCH_DATA_DIR=<an existing data directory, skips the first seed>  BENCH_OUT=<file for the JSON results>
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { startProductionServer } from './production-server.mjs';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** Every page a visitor reaches without an account (SPEC.md section 2), the prerendered ones first. */
const PUBLIC_PAGES = [
  '/',
  '/categories',
  '/room/join',
  '/how-to-play',
  '/about',
  '/privacy',
  '/terms',
  '/pre-game',
  '/auth',
  '/contact',
  '/leaderboard',
  '/tournaments',
  '/community',
  '/challenges',
  '/monetization',
  '/faq',
];
const PAGES = process.env.BENCH_PAGES?.split(',') ?? PUBLIC_PAGES;
const LANGUAGES = (process.env.BENCH_LANGUAGES ?? 'ar,en').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The reference: one screen with a heading, a paragraph and a link, routed by React Router, built by Vite. */
async function buildReference() {
  const dir = join(ROOT, 'node_modules', '.cache', 'jawib-bench-reference');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="description" content="A bare React Router page used as a reference." />
<title>Reference</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>`,
  );
  writeFileSync(
    join(dir, 'src', 'main.jsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
const Home = () => (
  <main style={{ fontFamily: 'system-ui', padding: 16 }}>
    <h1>Reference</h1>
    <p>A bare React 19 and React Router 7 page.</p>
    <Link to="/about">About</Link>
  </main>
);
const About = () => <main><h1>About</h1><Link to="/">Home</Link></main>;
const router = createBrowserRouter([{ path: '/', element: <Home /> }, { path: '/about', element: <About /> }]);
createRoot(document.getElementById('root')).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
  const app = Fastify();
  await app.register(compress);
  await app.register(fastifyStatic, { root: join(dir, 'dist') });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  return { base: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

/**
 * The median of BENCH_RUNS runs of a page (3 by default): the run whose performance score is the middle one, so
 * its figures belong together; every run's score is kept beside it.
 */
async function auditMedian(url, language) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, language));
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], runs: runs.map((r) => r.performance) };
}

/** A run Lighthouse itself could not record (such as NO_NAVSTART, now and then) is tried again, twice at most. */
async function audit(url, language, attempt = 1) {
  const row = await auditOnce(url, language);
  if (!row.runtimeError || attempt === 3) return row;
  process.stderr.write(`${url}: ${row.runtimeError}; running it again\n`);
  return audit(url, language, attempt + 1);
}

/** One Lighthouse run in a fresh browser profile (empty cache, no service worker) with the language stored. */
async function auditOnce(url, language) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (language) {
      // Store the language the way the language switcher does, on a page of the same origin that is not audited.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((lang) => {
        globalThis.localStorage.setItem('preferred-language', lang);
        globalThis.document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
      }, language);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The profile is new, so its cache is empty; keeping storage keeps the stored language.
      disableStorageReset: true,
    });
    if (result.lhr.runtimeError) return { runtimeError: result.lhr.runtimeError.code };
    const { categories, audits } = result.lhr;
    if (process.env.BENCH_REPORTS) {
      mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
      const name = `${language ?? 'reference'}${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
      writeFileSync(join(process.env.BENCH_REPORTS, name), JSON.stringify(result.lhr));
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      longTasks: audits['long-tasks']?.details?.items?.length ?? 0,
      // What moved: the elements of the largest layout shifts, to look at when CLS is over its aim.
      shifts: (audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => `${item.node?.selector ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`cores ${cpus().length}, load average before: ${load()}`);
const reference = await buildReference();
const server = await startProductionServer({ dataDir: process.env.BENCH_DATA_DIR });
console.log(`production server answered /api/health after ${Math.round(server.startMs)} ms`);
const rows = [];
try {
  rows.push({ page: 'reference', language: 'en', ...(await auditMedian(`${reference.base}/`)) });
  for (const language of LANGUAGES) {
    for (const path of PAGES) {
      rows.push({ page: path, language, ...(await auditMedian(`${server.base}${path}`, language)) });
      const row = rows.at(-1);
      process.stderr.write(`${language} ${path}: ${row.runs.join(', ')} (median ${row.performance})\n`);
    }
  }
  rows.push({ page: 'reference', language: 'en', ...(await auditMedian(`${reference.base}/`)) });
} finally {
  await server.stop();
  await reference.stop();
}

console.log(`load average after: ${load()}\n`);
console.log(
  'page              lang  perf  a11y  bp   seo   FCP ms  LCP ms  TBT ms  CLS    long tasks  runs (perf)',
);
for (const r of rows) {
  console.log(
    [
      r.page.padEnd(17),
      r.language.padEnd(4),
      String(r.performance).padStart(4),
      String(r.accessibility).padStart(5),
      String(r.bestPractices).padStart(4),
      String(r.seo).padStart(4),
      String(r.fcpMs).padStart(7),
      String(r.lcpMs).padStart(7),
      String(r.tbtMs).padStart(7),
      r.cls.toFixed(3).padStart(6),
      String(r.longTasks).padStart(6),
      `      ${r.runs.join(', ')}`,
    ].join(' '),
  );
}
const references = rows.filter((r) => r.page === 'reference');
const referenceScore = Math.min(...references.map((r) => r.performance));
const pages = rows.filter((r) => r.page !== 'reference');
console.log(
  `\nreference performance ${references.map((r) => r.performance).join(' / ')}; pages at or above the lower one: ` +
    `${pages.filter((r) => r.performance >= referenceScore).length} of ${pages.length}`,
);
// The first visit's aims (docs/decisions/030): performance 95 or more, blocking time under 150 ms, 5 long tasks at most.
const missing = pages.filter((r) => r.performance < 95 || r.tbtMs >= 150 || r.longTasks > 5);
console.log(
  `pages meeting the aims (perf >= 95, TBT < 150 ms, long tasks <= 5): ${pages.length - missing.length} of ` +
    `${pages.length}${missing.length > 0 ? `; not: ${missing.map((r) => `${r.language} ${r.page}`).join(', ')}` : ''}`,
);
for (const r of pages.filter((p) => p.failing.length > 0))
  console.log(`${r.language} ${r.page} failing audits: ${r.failing.join(', ')}`);
for (const r of rows.filter((row) => row.cls >= 0.05))
  console.log(`${r.language} ${r.page} layout shifts: ${r.shifts.join('; ')}`);
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(rows, null, 2));
