import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** End-to-end tests drive Debian's Chromium against the production build on a fresh data directory. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: `test-results/playwright-${PORT}`,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every action a snapshot (a fifth of a shard's time): only a retry records one.
    trace: 'on-first-retry',
    // Reduced motion unless a test turns it off: see tests/e2e/fixtures.ts.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node tests/e2e/start-server.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
  },
});
