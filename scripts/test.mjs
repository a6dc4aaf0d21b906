// The whole test suite, in order; stops at the first failing step and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const vitestJson = (name) => [
  `--reporter=default`,
  `--reporter=json`,
  `--outputFile.json=${RESULTS}/${name}.json`,
];

const steps = [
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'content', cmd: ['npx', 'tsx', 'scripts/content-check.ts'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')], counts: 'unit' },
  {
    name: 'integration (PGlite)',
    cmd: ['npx', 'vitest', 'run', '--project', 'integration', ...vitestJson('integration-pglite')],
    counts: 'integration-pglite',
  },
  {
    name: 'integration (PostgreSQL)',
    cmd: [
      'node',
      'scripts/with-postgres.mjs',
      'npx',
      'vitest',
      'run',
      '--project',
      'integration',
      ...vitestJson('integration-postgres'),
    ],
    counts: 'integration-postgres',
  },
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  {
    name: 'end-to-end',
    cmd: ['npx', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e.json` },
    counts: 'e2e',
  },
  // Short versions of the load test and the soak (docs/decisions/024): npm run test:load and npm run bench:soak
  // run the full ones.
  {
    name: 'load (short)',
    cmd: ['npx', 'tsx', 'bench/load.ts', '--short'],
    env: { BENCH_SKIP_BUILD: '1' },
  },
  {
    name: 'soak (short)',
    cmd: ['npx', 'tsx', 'bench/soak.ts', '--short'],
    env: { BENCH_SKIP_BUILD: '1' },
  },
];

function countsOf(name) {
  const file = `${RESULTS}/${name}.json`;
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) return { passed: report.numPassedTests, failed: report.numFailedTests };
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

let passed = 0;
let failed = 0;
const started = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (step.counts) {
    const counts = countsOf(step.counts);
    passed += counts.passed;
    failed += counts.failed;
  }
  if (result.status !== 0) {
    console.error(`\n${step.name} failed after ${seconds} s`);
    if (!step.counts) failed += 1;
    console.log(`\ntests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`${step.name}: ok (${seconds} s)`);
}
console.log(`\nall steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
