import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest } from './pglite-protocol';
import { startWorker } from './start-worker';

type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** What the query layer (drizzle-orm/pglite) calls on a PGlite: queries, and transactions of queries. */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}
export interface PgliteThread extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
  /** The data directory as a gzipped tarball. */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

function toError(plain: Record<string, unknown>): Error {
  return Object.assign(new Error(String(plain.message)), plain);
}

export type PgliteThreadOptions = {
  /** A new data directory is a copy of this folder when it exists (pglite-template.ts), else made by initdb. */
  template?: string;
};

/**
 * PGlite on a worker thread, behind the part of PGlite's interface the query layer uses. Queries keep their order;
 * a transaction holds the database as it would in-process (queries from outside it wait).
 */
export async function openPgliteThread(
  dataDir: string,
  options: PgliteThreadOptions = {},
): Promise<PgliteThread> {
  const worker = startWorker(import.meta.url, 'pglite-worker', {
    workerData: { dataDir, template: options.template },
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (message: ThreadReply) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.ok) entry.resolve(message.result);
    else entry.reject(toError(message.error));
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`database thread exited (${code})`)));

  const send = <T>(request: Request): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as ThreadRequest);
    });
  };
  const queryIn =
    (transaction?: number) =>
    <T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> =>
      send<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode, transaction });

  await ready;
  return {
    query: queryIn(),
    transaction: async (callback) => {
      const transaction = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await callback({ query: queryIn(transaction) });
      } catch (error) {
        await send({ op: 'end', transaction, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ op: 'end', transaction, commit: true });
      return result;
    },
    dump: async () => new Blob([await send<ArrayBuffer>({ op: 'dump' })]),
    close: async () => {
      if (failure) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}

/** The thread where the query layer expects a PGlite (it calls only `query` and `transaction`). */
export const asPglite = (thread: PgliteThread) => thread as unknown as PGlite;
