import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

/**
 * Starts the module `name` beside the caller as a child process with an IPC channel (advanced serialization): the
 * built entry beside the built server, or, run from the sources, the TypeScript module through tsx. The child gets
 * no flag of this process (an inspector or a profiler of the server is not the child's).
 */
export function forkModule(callerUrl: string, name: string, args: string[]): ChildProcess {
  const isSource = callerUrl.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./${name}.${isSource ? 'ts' : 'js'}`, callerUrl));
  // From the sources, tsx's loader, as `node --import tsx` registers it.
  const execArgv = isSource
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href]
    : [];
  return fork(entry, args, { serialization: 'advanced', execArgv });
}
