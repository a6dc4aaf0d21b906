export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl start, waiting until it accepts connections. */
  start: () => void;
  /** pg_ctl stop in a shutdown mode (fast by default), waiting until it has stopped. */
  stop: (mode?: 'smart' | 'fast' | 'immediate') => void;
  /** Stops it (if running) and deletes its folder. */
  remove: () => void;
}
export declare function findPostgresBinDir(): string | null;
export declare function startPostgresCluster(bin: string): Promise<PostgresCluster>;
