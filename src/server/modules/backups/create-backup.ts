import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { backupName, listBackups, run, type BackupFile } from './backup-files';

export type BackupOptions = {
  database: DatabaseHandle;
  uploadDir: string;
  backupDir: string;
  /** Backups older than this many days are deleted after a new one is written (the newest is always kept). */
  retentionDays?: number;
  now?: () => Date;
};

/** What a backup holds besides the database and uploads: enough for restore to know what it reads. */
export type BackupManifest = { format: 1; kind: DatabaseHandle['kind']; createdAt: string };

/**
 * Writes one consistent, timestamped backup: the database by its own means (PGlite's data-directory dump taken
 * through the running instance, or `pg_dump` for PostgreSQL, both a single snapshot), the uploads folder, and a
 * manifest, packed into `jawib-backup-<time>.tar.gz` in `backupDir` (written under a temporary name, then renamed,
 * so a half-written file never looks like a backup). Older backups beyond the retention are deleted.
 */
export async function createBackup(options: BackupOptions): Promise<BackupFile> {
  const createdAt = options.now?.() ?? new Date();
  mkdirSync(options.backupDir, { recursive: true });
  const staging = mkdtempSync(join(tmpdir(), 'jawib-backup-'));
  try {
    const { database } = options;
    if (database.kind === 'pglite') {
      const dump = await database.dumpDataDir!();
      writeFileSync(join(staging, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } else {
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        '--file',
        join(staging, 'database.pgdump'),
        database.url!,
      ]);
    }
    const uploads = join(staging, 'uploads');
    mkdirSync(uploads);
    if (existsSync(options.uploadDir)) cpSync(options.uploadDir, uploads, { recursive: true });
    const manifest: BackupManifest = { format: 1, kind: database.kind, createdAt: createdAt.toISOString() };
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const name = backupName(createdAt);
    const partial = join(options.backupDir, `.${name}.partial`);
    await run('tar', ['-czf', partial, '-C', staging, '.']);
    renameSync(partial, join(options.backupDir, name));
    pruneBackups(options.backupDir, options.retentionDays ?? 14, createdAt);
    return listBackups(options.backupDir).find((file) => file.name === name)!;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Deletes backups older than `retentionDays`, keeping at least the newest one. */
export function pruneBackups(dir: string, retentionDays: number, now: Date): number {
  const cutoff = now.getTime() - retentionDays * 24 * 60 * 60 * 1000;
  const old = listBackups(dir)
    .slice(1)
    .filter((file) => file.createdAt.getTime() < cutoff);
  for (const file of old) rmSync(file.path, { force: true });
  return old.length;
}
