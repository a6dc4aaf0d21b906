import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function waitForOk(url: string, timeoutMs?: number): Promise<number>;
export interface ProductionServer {
  base: string;
  child: ChildProcess;
  dataDir: string;
  startMs: number;
  stop(): Promise<void>;
}
export function startProductionServer(options?: {
  dataDir?: string;
  env?: Record<string, string>;
  onLogLine?: (line: string) => void;
  nodeArgs?: string[];
}): Promise<ProductionServer>;
