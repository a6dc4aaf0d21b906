import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

const raw = (value: string) => value;
/**
 * Dates, times and intervals (and their arrays) come back as text, as the query layer asks of PGlite: it turns them
 * into values itself. They go into the instance's own table once (`useTextTimes`), never with each query: PGlite
 * copies per-query parsers over its table of about 300 types on every query, which cost more than a small query
 * itself (about 0.1 ms of CPU). Keyed by PostgreSQL's type ids (PGlite's `types`, not imported here so that this
 * module loads no PGlite code).
 */
const TEXT_TIME_PARSERS = {
  1114: raw, // timestamp
  1184: raw, // timestamptz
  1186: raw, // interval
  1082: raw, // date
  1231: raw, // numeric[]
  1115: raw, // timestamp[]
  1185: raw, // timestamptz[]
  1187: raw, // interval[]
  1182: raw, // date[]
};

/**
 * Makes a new PGlite give `TEXT_TIME_PARSERS`' types as text, as a query with those parsers would. Set after
 * `PGlite.create`: the array types' parsers are made while it starts, so a `parsers` option would turn the arrays'
 * text into arrays of text.
 */
export function useTextTimes(pglite: PGlite): PGlite {
  Object.assign(pglite.parsers, TEXT_TIME_PARSERS);
  return pglite;
}

type Queryable = Pick<Transaction, 'query'>;

/** Only what decides the result's shape; the parsers are the instance's own (`useTextTimes`). */
const rowModeOnly = (options?: QueryOptions): QueryOptions | undefined =>
  options?.rowMode ? { rowMode: options.rowMode } : undefined;

const withoutParsers = (target: Queryable, beforeQuery?: () => void): Queryable => ({
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    beforeQuery?.();
    return target.query<T>(sql, params, rowModeOnly(options));
  },
});

/**
 * A PGlite given `useTextTimes`, as the query layer (drizzle-orm/pglite) sees it: its queries, and those
 * of its transactions, leave out the parsers the layer sends with each one (the same as the instance's own).
 * `beforeQuery` runs before each query, and may end the process.
 */
export function forQueryLayer(pglite: PGlite, beforeQuery?: () => void): PGlite {
  const layer = {
    ...withoutParsers(pglite, beforeQuery),
    transaction: <T>(callback: (tx: Queryable) => Promise<T>) =>
      pglite.transaction((tx) => callback(withoutParsers(tx, beforeQuery))),
  };
  return layer as unknown as PGlite;
}
