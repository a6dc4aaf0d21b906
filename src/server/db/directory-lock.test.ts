import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acquireDirectoryLock,
  DirectoryLockedError,
  joinDirectoryLock,
  reclaimDirectoryLock,
} from './directory-lock';

describe('the PGlite directory lock', () => {
  it('lets one holder in and releases on demand', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const lock = acquireDirectoryLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    lock.release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
    acquireDirectoryLock(dir).release();
  });

  it('refuses a directory held by another running process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, '.lock'), String(child.pid));
      expect(() => acquireDirectoryLock(dir)).toThrow(/already open in process/);
    } finally {
      child.kill();
    }
  });

  it('takes over a lock left by a process that has exited', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(join(dir, '.lock'), String(child.pid));
    const lock = acquireDirectoryLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('stays locked while a helper it names runs, even once its holder has ended', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const ended = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => ended.on('exit', resolve));
    const helper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, '.lock'), `${ended.pid} ${helper.pid}`);
      expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`already open in process ${helper.pid}`));
    } finally {
      helper.kill();
    }
    await new Promise((resolve) => helper.on('exit', resolve));
    const lock = acquireDirectoryLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('names a helper beside its holder, and the holder alone again once the helper is done', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const lock = acquireDirectoryLock(dir);
    joinDirectoryLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(`${process.pid} ${process.pid}`);
    reclaimDirectoryLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
  });

  // Found by the crash suite's review of the restart: in a container the restarted server has the same pid as the
  // one killed (often 1), and its stale lock said "already open in process 1".
  it('takes over a lock with its own pid that it did not take (a restart as the same pid)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, '.lock'), String(process.pid));
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    lock.release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
  });
});
