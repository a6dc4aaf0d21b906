// Measures the JavaScript (with the translation files) and CSS the home page loads before it is interactive, gzip-compressed.
// Starts the production build on a throw-away data directory and opens / in Chromium (service worker blocked,
// so its background precaching is not counted). Run `npm run build` first.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';
import { startProductionServer } from './production-server.mjs';

const BUDGET_KB = 125;

const server = await startProductionServer();
const base = server.base;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const language of ['ar', 'en']) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language);
    const page = await context.newPage();
    const assets = new Map();
    page.on('response', async (response) => {
      let type = response.request().resourceType();
      // Translation files are fetched as JSON (lib/i18n.ts): counted with the scripts.
      if (type === 'fetch' && /\/assets\/.*\.json$/.test(new URL(response.url()).pathname)) type = 'script';
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await response.body().catch(() => null);
      if (body)
        assets.set(new URL(response.url()).pathname, { type, raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const js = [...assets.values()].filter((a) => a.type === 'script');
    const css = [...assets.values()].filter((a) => a.type === 'stylesheet');
    const sum = (list, key) => list.reduce((total, a) => total + a[key], 0);
    rows.push({
      language,
      files: assets.size,
      jsGzipKb: sum(js, 'gzip') / 1024,
      cssGzipKb: sum(css, 'gzip') / 1024,
      rawKb: (sum(js, 'raw') + sum(css, 'raw')) / 1024,
    });
    if (process.env.BENCH_VERBOSE)
      for (const [path, a] of assets) console.log(language, path, (a.gzip / 1024).toFixed(1));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log('\nHome page, JavaScript and CSS loaded before interactive (gzip -6 of each file):');
console.log('language  files  js KB   css KB  total KB  raw KB');
let worst = 0;
for (const row of rows) {
  const total = row.jsGzipKb + row.cssGzipKb;
  worst = Math.max(worst, total);
  console.log(
    `${row.language.padEnd(9)} ${String(row.files).padStart(5)}  ${row.jsGzipKb.toFixed(1).padStart(6)}  ${row.cssGzipKb
      .toFixed(1)
      .padStart(6)}  ${total.toFixed(1).padStart(8)}  ${row.rawKb.toFixed(1).padStart(6)}`,
  );
}
console.log(
  `\nbudget ${BUDGET_KB} KB gzip: ${worst <= BUDGET_KB ? 'within' : 'OVER'} (${((worst / BUDGET_KB) * 100).toFixed(0)}% used)`,
);
if (worst > BUDGET_KB) process.exit(1);
