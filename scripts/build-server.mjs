// Bundles the server into dist/server/main.js and the database thread into dist/server/pglite-worker.js (loaded
// beside it); dependencies stay in node_modules. Modules main.ts imports dynamically are split into chunks beside
// them, so their dependencies load while the database starts.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
