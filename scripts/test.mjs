// The whole test suite: its steps run side by side (the suite spends much of its time waiting on databases, sockets
// and the browser, so two cores are kept busy), the ones that need the build once it is there. The first failing
// step stops the others, and the run ends with one summary line. TEST_SERIAL=1 runs every step alone, in order,
// with live output; TEST_STEPS=lint,end-to-end runs only the steps whose names start so (those that need the build
// expect it in dist/ unless "build" is among them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const vitestJson = (name) => [
  `--reporter=default`,
  // Integration tests drive real servers, databases and sockets beside the browser shards: one retry, and the
  // summary names every test that needed it.
  ...(name.startsWith('integration') ? ['--retry=1'] : []),
  `--reporter=json`,
  `--outputFile.json=${RESULTS}/${name}.json`,
];

/**
 * The end-to-end specs run in shards, each against its own server, data directory and mailbox. Specs are dealt to
 * the shards longest first by their durations in tests/e2e/durations.json (a new spec counts as 30 s), so the
 * shards end together; Playwright's own --shard splits by test count and left one shard twice as long as another.
 */
const E2E_SHARDS = Number(process.env.E2E_SHARDS ?? 3);
const E2E_DIR = 'tests/e2e';
function dealSpecs(shardCount) {
  const durations = JSON.parse(readFileSync(`${E2E_DIR}/durations.json`, 'utf8'));
  const specs = readdirSync(E2E_DIR)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, seconds: durations[name] ?? 30 }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const shards = Array.from({ length: shardCount }, () => ({ seconds: 0, specs: [] }));
  for (const spec of specs) {
    const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.seconds += spec.seconds;
    lightest.specs.push(`${E2E_DIR}/${spec.name}`);
  }
  return shards;
}
const e2eShard = (index, specs) => ({
  name: `end-to-end ${index}/${E2E_SHARDS}`,
  // One retry: on two busy cores a browser step can outlast its timeout; the summary names every retried test.
  cmd: ['npx', 'playwright', 'test', '--retries=1', ...specs],
  env: { E2E_PORT: String(3100 + index), PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e-${index}.json` },
  counts: `e2e-${index}`,
});

/**
 * Integration files that never open the test database (no TEST_DATABASE_URL reaches them): the embedded database's
 * own thread, template and first-start seed, the server process on its own data directory, and pure adapters. The
 * PostgreSQL run would repeat them exactly, so only the PGlite run has them.
 */
const DATABASE_INDEPENDENT = [
  'src/server/adapters/ai/chat-client.test.ts',
  'src/server/config.test.ts',
  'src/server/content/board-variety.test.ts',
  'src/server/content/seed-at-start.test.ts',
  'src/server/db/directory-lock.test.ts',
  'src/server/db/errors.test.ts',
  'src/server/db/pglite-thread.test.ts',
  'src/server/http/prerendered-pages.test.ts',
  'src/server/main.test.ts',
  'src/server/modules/ai-studio/builtin-generator.test.ts',
];

/**
 * Every step, in the order they start, at most TEST_JOBS (3) at a time, each as soon as another ends. A step with
 * `needsBuild` waits for the build, and a later step that does not may start meanwhile (the integration runs build
 * what they need themselves): the type check and the lint run beside the build, then the end-to-end shards, the
 * longest steps. The suite keeps both cores busy throughout (it is bound by their time, not by waiting), so more at
 * once is not faster: with four, servers under test missed their start-up time.
 */
const steps = [
  { name: 'build', cmd: ['npm', 'run', 'build'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  ...dealSpecs(E2E_SHARDS).map((shard, i) => ({ ...e2eShard(i + 1, shard.specs), needsBuild: true })),
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
      ...DATABASE_INDEPENDENT.flatMap((file) => ['--exclude', file]),
      ...vitestJson('integration-postgres'),
    ],
    counts: 'integration-postgres',
  },
  {
    name: 'unit',
    cmd: ['npx', 'vitest', 'run', '--project', 'unit', ...vitestJson('unit')],
    counts: 'unit',
  },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  { name: 'content', cmd: ['npx', 'tsx', 'scripts/content-check.ts'] },
  // Short runs of the load test, then the soak (bench/load.ts, bench/soak.ts), on the build: each starts its own
  // production server; their checks are loose enough to share the machine.
  {
    name: 'load and soak (short)',
    cmd: ['sh', '-c', 'npx tsx bench/load.ts --short && npx tsx bench/soak.ts --short'],
    env: { BENCH_SKIP_BUILD: '1' },
    needsBuild: true,
  },
  // nginx in front of three production processes of the build, PostgreSQL and Redis: a game through a rolling
  // restart and a crash (tests/cluster/run-cluster.ts, docs/decisions/028).
  { name: 'cluster', cmd: ['npm', 'run', 'test:cluster'], needsBuild: true },
  // The legacy build's stylesheets against the support floor (docs/decisions/026).
  { name: 'CSS floor', cmd: ['npx', 'tsx', 'scripts/check-css-floor.ts'], needsBuild: true },
];

/**
 * Runs the steps, at most `limit` at a time, in their order; a step that needs the build waits for it (later steps
 * that do not may start meanwhile). After a failure nothing new starts and the running steps are stopped.
 * Resolves with each step's success (undefined for a step that never ran).
 */
async function runPool(all, limit) {
  const results = [];
  const waiting = all.map((step, index) => ({ step, index }));
  let running = 0;
  let hasBuilt = !all.some((step) => step.name === 'build');
  let hasFailed = false;
  return new Promise((resolve) => {
    const startNext = () => {
      while (!hasFailed && running < limit) {
        const at = waiting.findIndex(({ step }) => hasBuilt || !step.needsBuild);
        if (at === -1) break;
        const [{ step, index }] = waiting.splice(at, 1);
        running += 1;
        void run(step, all.length === 1).then((ok) => {
          running -= 1;
          // A step stopped because another failed is not counted as a failure of its own.
          results[index] = ok || !hasFailed ? ok : undefined;
          if (step.name === 'build' && ok) hasBuilt = true;
          if (!ok && !hasFailed) {
            hasFailed = true;
            stopAll(step.name);
          }
          startNext();
        });
      }
      if (running === 0) resolve(results);
    };
    startNext();
  });
}

const children = new Set();

/** The processes below `pid`, deepest last (a browser's, a web server's in its own process group). */
function descendantsOf(pid) {
  const table = spawnSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).stdout ?? '';
  const childrenOf = new Map();
  for (const line of table.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), child]);
  }
  const found = [];
  const visit = (id) => {
    for (const child of childrenOf.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Ends every running step and everything it started (browsers, servers, databases). */
function stopAll(failedStep) {
  if (children.size > 0) console.log(`\n"${failedStep}" failed: stopping ${children.size} running steps`);
  for (const child of children) {
    for (const pid of [child.pid, ...descendantsOf(child.pid)]) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

/** Passed and failed counts of a step's JSON report, and the titles of its failed and retried tests. */
function countsOf(name) {
  const file = `${RESULTS}/${name}.json`;
  const counts = { passed: 0, failed: 0, failures: [], retried: [] };
  if (!existsSync(file)) return counts;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    counts.passed = report.numPassedTests;
    counts.failed = report.numFailedTests;
    for (const module of report.testResults) {
      const where = relative(process.cwd(), module.name);
      if (module.status === 'failed' && !module.assertionResults.some((t) => t.status === 'failed')) {
        counts.failed += 1;
        counts.failures.push(`${where}: ${module.message}`);
      }
      for (const test of module.assertionResults) {
        if (test.status === 'failed') counts.failures.push(`${where} > ${test.fullName}`);
        else if (test.failureMessages.length > 0) counts.retried.push(`${where} > ${test.fullName}`);
      }
    }
    return counts;
  }
  const stats = report.stats ?? {};
  counts.passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed = stats.unexpected ?? 0;
  const walk = (suite, path) => {
    for (const child of suite.suites ?? []) walk(child, `${path} > ${child.title}`);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') counts.failures.push(`${path} > ${spec.title}`);
        if (test.status === 'flaky') counts.retried.push(`${path} > ${spec.title}`);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, suite.title);
  for (const error of report.errors ?? []) {
    counts.failed += 1;
    counts.failures.push(`${name}: ${error.message?.split('\n')[0] ?? 'error outside a test'}`);
  }
  return counts;
}

/** Runs one step; alone it prints as it goes, beside others its output is printed whole when it ends. */
function run(step, isAlone) {
  const started = Date.now();
  if (isAlone) console.log(`\n=== ${step.name} ===`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    children.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      children.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!isAlone) process.stdout.write(`\n=== ${step.name} ===\n${Buffer.concat(output).toString('utf8')}`);
      console.log(
        status === 0 ? `${step.name}: ok (${seconds} s)` : `\n${step.name} failed after ${seconds} s`,
      );
      resolve(status === 0);
    });
  });
}

const isSerial = process.env.TEST_SERIAL === '1';
const TEST_JOBS = Number(process.env.TEST_JOBS ?? 3);
let passed = 0;
let failed = 0;
const failures = [];
const retried = [];
const started = Date.now();

/** The last lines of the output: failed steps and tests, then retried tests, then the counts. */
function summary(title) {
  console.log(`\n${title} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const line of failures) console.log(`  failed: ${line}`);
  for (const line of retried) console.log(`  passed on its retry: ${line}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
}

const chosen = process.env.TEST_STEPS?.split(',');
const selected = chosen ? steps.filter((step) => chosen.some((name) => step.name.startsWith(name))) : steps;
const results = isSerial
  ? await selected.reduce(async (done, step) => [...(await done), await run(step, true)], Promise.resolve([]))
  : await runPool(selected, TEST_JOBS);
selected.forEach((step, i) => {
  if (results[i] === undefined) return;
  const counts = step.counts ? countsOf(step.counts) : null;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    failures.push(...counts.failures);
    retried.push(...counts.retried);
  }
  if (!results[i] && (!counts || counts.failures.length === 0)) {
    failed += counts ? Math.max(1 - counts.failed, 0) : 1;
    failures.push(`step "${step.name}" (see its output above)`);
  }
});
if (results.includes(false) || results.length < selected.length || results.includes(undefined)) {
  summary('a step failed');
  process.exit(1);
}
summary('all steps passed');
