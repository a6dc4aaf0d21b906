// Bundles the server into dist/server/main.js, the database thread into dist/server/pglite-worker.js and the first
// start's seed process into dist/server/seed-worker.js (both loaded beside it); dependencies stay in node_modules.
// Modules main.ts imports dynamically are split into chunks beside them, so their dependencies load while the
// database starts.
// Usage: node scripts/build-server.mjs [outdir]  (dist/server by default; the crash suite builds its own copy, which
// must also sit two folders below the project root, as src/server/paths.ts expects).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'dist/server';
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
    'seed-worker': 'src/server/content/seed-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
