/**
 * The embedded database on its own thread (pglite-thread.ts starts it): PGlite runs each query synchronously in
 * WebAssembly, so here it no longer holds up the sockets and requests of the main thread. Messages are requests
 * `{ id, op, ... }` answered by `{ id, ok, result | error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import type { ThreadReply, ThreadRequest } from './pglite-protocol';
import { openPgliteDataDir } from './pglite-template';

/** Rolls a transaction back on the main thread's request (thrown inside it, caught outside). */
class RollbackRequested extends Error {}

const port = parentPort!;
const { dataDir, template } = workerData as { dataDir: string; template?: string };
const db = await openPgliteDataDir(dataDir, template);
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
let nextTransaction = 1;

function reply(message: ThreadReply): void {
  port.postMessage(message);
}

/** What crosses the thread of an error: its message and its fields (code, detail, constraint...). */
function toPlainError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    plain[key] = typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value;
  }
  return plain;
}

function begin(id: number): void {
  const transactionId = nextTransaction++;
  let end: (commit: boolean) => void = () => undefined;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  db.transaction(async (tx) => {
    transactions.set(transactionId, { tx, end });
    reply({ id, ok: true, result: transactionId });
    if (!(await ended)) throw new RollbackRequested();
  }).then(
    () => settle(transactionId, null),
    (error: unknown) => settle(transactionId, error instanceof RollbackRequested ? null : error),
  );
}

/** The `end` request of a transaction is answered once PGlite has committed or rolled it back. */
const endRequests = new Map<number, number>();
function settle(transactionId: number, error: unknown): void {
  transactions.delete(transactionId);
  const id = endRequests.get(transactionId);
  endRequests.delete(transactionId);
  if (id === undefined) return;
  reply(error ? { id, ok: false, error: toPlainError(error) } : { id, ok: true, result: null });
}

async function handle(request: ThreadRequest): Promise<void> {
  switch (request.op) {
    case 'query': {
      const target = request.transaction ? transactions.get(request.transaction)?.tx : db;
      if (!target) throw new Error('transaction is over');
      // The parsers are the instance's own (pglite-parsers.ts): none are sent per query.
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode });
      reply({ id: request.id, ok: true, result });
      return;
    }
    case 'begin':
      begin(request.id);
      return;
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error('transaction is over');
      endRequests.set(request.transaction, request.id);
      open.end(request.commit);
      return;
    }
    case 'dump': {
      const blob = await db.dumpDataDir('gzip');
      const bytes = await blob.arrayBuffer();
      port.postMessage({ id: request.id, ok: true, result: bytes } satisfies ThreadReply, [bytes]);
      return;
    }
    case 'close':
      await db.close();
      reply({ id: request.id, ok: true, result: null });
      port.close();
      return;
    default:
      request satisfies never;
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).catch((error: unknown) => reply({ id: request.id, ok: false, error: toPlainError(error) }));
});
reply({ id: 0, ok: true, result: 'ready' });
