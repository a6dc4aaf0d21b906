// Compresses the client build's static files once, at build time, with Brotli at its best quality and gzip at
// level 9, beside each file (`.br`, `.gz`): the server sends them as they are (@fastify/static's preCompressed)
// instead of compressing every request, so a first visit's scripts are smaller and cost the server no CPU.
// The prerendered pages and index.html are templates the server fills per request: they are left to it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = process.argv[2] ?? 'dist/client';
const EXTENSIONS = /\.(js|mjs|css|svg|json|txt|xml|wasm)$/;
const SKIP = [/^prerendered\//, /^index\.html$/, /\.map$/];
/** Smaller files gain nothing worth a second request for the file's name (the static plugin skips them too). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const files = [...filesUnder(ROOT)].filter((path) => {
  const name = relative(ROOT, path);
  return (
    EXTENSIONS.test(name) && !SKIP.some((pattern) => pattern.test(name)) && statSync(path).size >= MIN_BYTES
  );
});

const started = Date.now();
let before = 0;
let after = 0;
// zlib's work runs on libuv's thread pool: a few files at a time keep every core busy.
const queue = [...files];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const body = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gz);
      before += body.length;
      after += br.length;
    }
  }),
);
console.log(
  `precompressed ${files.length} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (brotli) in ${Date.now() - started} ms`,
);
