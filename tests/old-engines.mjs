// The older Chromium engines that smart TVs and phones that are no longer updated still run (docs/decisions/026),
// fetched from the npm registry into a cache outside the app's dependencies: headless builds that npm packages
// ship for serverless functions. Each package's `bin/chromium.br` is the browser, compressed with brotli.
// Usage as a script: `node tests/old-engines.mjs` fetches them and prints where they are.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/** Chromium 88: LG webOS 22, Samsung Tizen 2021-2023 and similar; 92: WebViews no longer updated; 108: 2024 TVs. */
export const OLD_ENGINES = [
  { name: 'chromium-88', pkg: 'chrome-aws-lambda@5.5.0', major: 88 },
  { name: 'chromium-92', pkg: '@sparticuz/chromium@92.0.0', major: 92 },
  { name: 'chromium-108', pkg: '@sparticuz/chromium@108.0.0', major: 108 },
];

export const OLD_ENGINES_DIR =
  process.env.OLD_ENGINES_DIR ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'jawib-old-engines');

/**
 * Each engine's executable, fetched and unpacked once. Resolves with `{ engines }`, or with `{ reason }` when the
 * registry cannot be reached (the caller skips with that message); any other failure throws.
 */
export function fetchOldEngines() {
  const engines = [];
  for (const engine of OLD_ENGINES) {
    const dir = join(OLD_ENGINES_DIR, engine.name);
    const executable = join(dir, 'chromium');
    if (!existsSync(executable)) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      let tarball;
      try {
        tarball = execFileSync('npm', ['pack', engine.pkg, '--silent', '--pack-destination', dir], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 300_000,
        }).trim();
      } catch (error) {
        const output = `${error.stderr ?? ''}${error.message ?? ''}`;
        if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|network/i.test(output)) {
          return { reason: `the npm registry cannot be reached to fetch ${engine.pkg}` };
        }
        throw error;
      }
      execFileSync('tar', [
        'xzf',
        join(dir, tarball.split('\n').pop()),
        '-C',
        dir,
        'package/bin/chromium.br',
      ]);
      writeFileSync(
        `${executable}.tmp`,
        brotliDecompressSync(readFileSync(join(dir, 'package/bin/chromium.br'))),
      );
      chmodSync(`${executable}.tmp`, 0o755);
      rmSync(join(dir, 'package'), { recursive: true, force: true });
      rmSync(join(dir, tarball.split('\n').pop()), { force: true });
      execFileSync('mv', [`${executable}.tmp`, executable]);
    }
    engines.push({ ...engine, executable });
  }
  return { engines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = fetchOldEngines();
  if (result.reason) console.log(`Not fetched: ${result.reason}`);
  else for (const engine of result.engines) console.log(`${engine.name}: ${engine.executable}`);
}
