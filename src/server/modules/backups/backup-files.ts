import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** Backups are `jawib-backup-<UTC timestamp>.tar.gz`, so names sort by time. */
export const BACKUP_PATTERN = /^jawib-backup-(\d{8}T\d{6}Z)\.tar\.gz$/;

export function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `jawib-backup-${stamp}.tar.gz`;
}

export type BackupFile = { name: string; path: string; createdAt: Date; bytes: number };

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => BACKUP_PATTERN.test(name))
    .sort()
    .reverse()
    .map((name) => {
      const stamp = BACKUP_PATTERN.exec(name)![1]!;
      const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`;
      const path = join(dir, name);
      return { name, path, createdAt: new Date(iso), bytes: statSync(path).size };
    });
}
