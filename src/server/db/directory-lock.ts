import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
      const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isProcessAlive(pid)) {
        throw new DirectoryLockedError(dir, pid);
      }
      if (pid === process.pid && held.has(file)) throw new DirectoryLockedError(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
