// Measures the JavaScript (with the translation files) and CSS the home page loads before it is interactive,
// gzip-compressed, against the 125 KB budget; and, apart, what it loads after (not counted).
//
// "Before it is interactive" is every request STARTED before the page marks its first commit: the app sets
// `document.documentElement.dataset.hydrated` and the performance mark `hydrated` in an effect of the first commit
// of the page itself (src/client/app/first-page-commit.tsx, rendered by the root layout, so not by the router's
// loading fallback), when the route's code, the shell and the page's translations are in and React answers clicks.
// The bench waits for that mark, then for the requests under way to finish, and counts the requests whose start
// (Resource Timing's `startTime`) is before the mark. What main.tsx loads afterwards, when the browser is idle
// (error reporter and screens, PWA cards and their texts, connection watcher, the service worker's registration),
// is listed apart as "after". Nothing the page needs to render or to respond to a click is left out: all of it is
// requested before that first commit (a prerendered page hydrates against it).
//
// Starts the production build on a throw-away data directory and opens / in Chromium (service worker blocked,
// so its background precaching is not counted). Run `npm run build` first. BENCH_VERBOSE=1 lists the files.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { startProductionServer } from './production-server.mjs';

const LANGUAGE_COOKIE = 'lang'; // src/shared/prerendered-pages.ts

const BUDGET_KB = 125;

const server = await startProductionServer();
const base = server.base;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const language of ['ar', 'en']) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    // A returning visitor: the stored language, and its cookie, by which the server sends the page prerendered in it.
    await context.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language);
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: base }]);
    const page = await context.newPage();
    const bodies = new Map();
    page.on('response', async (response) => {
      let type = response.request().resourceType();
      // Translation files are fetched as JSON (lib/i18n.ts): counted with the scripts.
      if (type === 'fetch' && /\/assets\/.*\.json$/.test(new URL(response.url()).pathname)) type = 'script';
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => null);
      if (body) bodies.set(response.url(), { type, raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(`${base}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The requests under way at the mark finish; the idle loads come and finish too.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    const { mark, started } = await page.evaluate(() => ({
      mark: performance.getEntriesByName('hydrated', 'mark')[0].startTime,
      started: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    const before = [];
    const after = [];
    for (const { url, startTime } of started) {
      const asset = bodies.get(url);
      if (!asset) continue;
      (startTime < mark ? before : after).push({ path: new URL(url).pathname, ...asset });
    }
    const sum = (list, key, type) =>
      list.filter((a) => !type || a.type === type).reduce((total, a) => total + a[key], 0);
    rows.push({
      language,
      files: before.length,
      jsGzipKb: sum(before, 'gzip', 'script') / 1024,
      cssGzipKb: sum(before, 'gzip', 'stylesheet') / 1024,
      rawKb: sum(before, 'raw') / 1024,
      markMs: mark,
      afterFiles: after.length,
      afterGzipKb: sum(after, 'gzip') / 1024,
    });
    if (process.env.BENCH_VERBOSE) {
      for (const a of before) console.log(language, 'before', a.path, (a.gzip / 1024).toFixed(1));
      for (const a of after) console.log(language, 'after ', a.path, (a.gzip / 1024).toFixed(1));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log('\nHome page, JavaScript and CSS requested before it is interactive (gzip -6 of each file):');
console.log('language  files  js KB   css KB  total KB  raw KB  interactive at | after: files  KB');
let worst = 0;
for (const row of rows) {
  const total = row.jsGzipKb + row.cssGzipKb;
  worst = Math.max(worst, total);
  console.log(
    `${row.language.padEnd(9)} ${String(row.files).padStart(5)}  ${row.jsGzipKb.toFixed(1).padStart(6)}  ${row.cssGzipKb
      .toFixed(1)
      .padStart(
        6,
      )}  ${total.toFixed(1).padStart(8)}  ${row.rawKb.toFixed(1).padStart(6)}  ${`${Math.round(row.markMs)} ms`.padStart(14)} | ${String(
      row.afterFiles,
    ).padStart(12)}  ${row.afterGzipKb.toFixed(1)}`,
  );
}
console.log(
  `\nbudget ${BUDGET_KB} KB gzip: ${worst <= BUDGET_KB ? 'within' : 'OVER'} (${((worst / BUDGET_KB) * 100).toFixed(0)}% used)`,
);
if (worst > BUDGET_KB) process.exit(1);
