import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker module `name` beside the caller (`callerUrl`, its `import.meta.url`): the built worker beside the
 * built server (scripts/build-server.mjs makes each an entry), or, run from the sources, the TypeScript module loaded
 * through tsx (registered in the thread, as a worker does not take `--import` from the command line).
 */
export function startWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  // tsx's ESM API (its `import` entry, beside the `require` one that resolves here).
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const worker = new URL(`./${name}.ts`, callerUrl).href;
  const source = `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => tsx.tsImport(${JSON.stringify(worker)}, ${JSON.stringify(callerUrl)}));`;
  return new Worker(source, { ...options, eval: true });
}
