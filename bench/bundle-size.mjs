// Measures the JavaScript and CSS the home page loads before it is interactive, gzip-compressed.
// Starts the production build on a throw-away data directory and opens / in Chromium (service worker blocked,
// so its background precaching is not counted). Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const BUDGET_KB = 150;

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'jawib-bench-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const rows = [];
try {
  for (const language of ['ar', 'en']) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript((lang) => localStorage.setItem('preferred-language', lang), language);
    const page = await context.newPage();
    const assets = new Map();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
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
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
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
