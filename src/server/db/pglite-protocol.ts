/** The messages between the main thread and the database thread (pglite-thread.ts, pglite-worker.ts). */
export type ThreadRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      /** The open transaction it belongs to, if any. */
      transaction?: number;
    }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; transaction: number; commit: boolean }
  /** The whole data directory as a gzipped tarball (PGlite's own consistent dump; a backup). */
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type ThreadReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };
