import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { acquireDirectoryLock } from '../../db/directory-lock';
import { run } from './backup-files';
import type { BackupManifest } from './create-backup';

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string; uploadDir: string }
  | { kind: 'postgres'; url: string; uploadDir: string };

/**
 * Puts a backup back, on a stopped server: the database (PGlite's data directory rebuilt from its dump, after the
 * directory lock proves no server holds it; or `pg_restore --clean` into PostgreSQL) and the uploads folder. What
 * was there before is moved aside (`*.before-restore-<time>`), never deleted, until the restore has succeeded.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<BackupManifest> {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  const staging = mkdtempSync(join(tmpdir(), 'jawib-restore-'));
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  try {
    await run('tar', ['-xzf', resolve(file), '-C', staging]);
    const manifest = JSON.parse(readFileSync(join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
    if (manifest.kind !== target.kind)
      throw new Error(`this backup is of a ${manifest.kind} database; the configured one is ${target.kind}`);

    if (target.kind === 'pglite') {
      const dir = resolve(target.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      // Throws when a running server holds the database: restore only on a stopped server.
      acquireDirectoryLock(dir).release();
      const aside = existsSync(dir) ? `${dir}.before-restore-${stamp}` : null;
      if (aside) renameSync(dir, aside);
      try {
        const { PGlite } = await import('@electric-sql/pglite');
        const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
        const loadDataDir = new Blob([readFileSync(join(staging, 'database.tar.gz'))]);
        const restored = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir });
        await restored.query('select 1');
        await restored.close();
        // The dump was taken under the running server's lock: that lock file is not ours to keep.
        rmSync(join(dir, '.lock'), { force: true });
      } catch (error) {
        rmSync(dir, { recursive: true, force: true });
        if (aside) renameSync(aside, dir);
        throw error;
      }
    } else {
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-acl',
        '--single-transaction',
        '--dbname',
        target.url,
        join(staging, 'database.pgdump'),
      ]);
    }

    if (existsSync(target.uploadDir))
      renameSync(target.uploadDir, `${target.uploadDir}.before-restore-${stamp}`);
    cpSync(join(staging, 'uploads'), target.uploadDir, { recursive: true });
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
