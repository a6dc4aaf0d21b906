import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { resolve } from 'node:path';

export type DirectoryLock = { release: () => void };

export class DirectoryLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is already open in process ${pid}. ` +
        'PGlite allows one process per data directory: stop that process, use another DATA_DIR, ' +
        'or set DATABASE_URL to a PostgreSQL server to run several processes.',
    );
    this.name = 'DirectoryLockedError';
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The processes a lock file names: its holder, and a helper working in the directory for it, if any. */
function pidsOf(file: string): number[] {
  return readFileSync(file, 'utf8')
    .split(/\s+/)
    .map((word) => Number.parseInt(word, 10))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

/**
 * Called by a helper process working in a locked directory for its holder (the first start's seed): the lock then
 * names the helper too, so that while the helper runs the directory stays locked even if the holder is killed.
 */
export function joinDirectoryLock(dir: string): void {
  appendFileSync(resolve(dir, '.lock'), ` ${process.pid}`);
}

/** Called by the holder once its helper has ended: the lock names the holder alone again. */
export function reclaimDirectoryLock(dir: string): void {
  const file = resolve(dir, '.lock');
  if (existsSync(file)) writeFileSync(file, String(process.pid));
}

/** The lock files this process holds (its own pid in a lock file it does not hold is a previous life's). */
const held = new Set<string>();

/**
 * Takes an exclusive lock on a directory with a pid file created atomically (`wx`).
 * A lock left by a process that no longer runs is taken over, and so is one with this process's own pid that this
 * process did not take: after a kill -9 in a container the server starts again as the same pid (often 1).
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const file = resolve(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      let isReleased = false;
      return {
        release: () => {
          if (isReleased) return;
          isReleased = true;
          held.delete(file);
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pids = pidsOf(file);
      const running = pids.find((pid) => pid !== process.pid && isProcessAlive(pid));
      if (running !== undefined) throw new DirectoryLockedError(dir, running);
      if (pids.includes(process.pid) && held.has(file)) throw new DirectoryLockedError(dir, process.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
