/**
 * A new PGlite data directory made from a template instead of by PGlite's initdb (docs/decisions/023, memory).
 * PGlite runs initdb inside the server process with a second PostgreSQL in WebAssembly: its 128 MB memory is written
 * whole, with a 128 MB copy of it kept beside, and both instances are compiled; the first start peaked at about
 * 900 MB while an existing directory opens in about 250 MB. The build makes the new cluster once
 * (`scripts/pglite-template.ts`: the same initdb into a folder, closed cleanly) and a new data directory starts as a
 * copy of that folder, which PGlite then opens as an existing database (no JavaScript holds the files on the way).
 * Without the folder (sources run through tsx, a build from another PGlite version) PGlite's initdb runs as before.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PROJECT_ROOT } from '../paths';
import { useTextTimes } from './pglite-parsers';

/** The installed PGlite's version: a template is only used by the PGlite that made it. */
export function pgliteVersion(): string {
  // The package's CommonJS entry is dist/index.cjs; its package.json is one folder up.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Where the build puts the template for the installed PGlite (a folder beside the built server). */
export function pgliteTemplatePath(): string {
  return join(PROJECT_ROOT, 'dist', 'server', `pglite-initdb-${pgliteVersion()}`);
}

/** Creates an empty cluster in `dir` (a new folder) with PGlite's initdb, and closes it cleanly. */
export async function makePgliteTemplate(dir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  await db.close();
}

/** Written before a new data directory is filled and removed once PGlite has opened it. */
const CREATING_MARKER = '.creating';

export type NewDataDirectory = {
  /** Whether the directory was copied from the template (else PGlite's initdb is to fill it). */
  fromTemplate: boolean;
  /** Call once PGlite has opened the new directory: it is a database from now on. */
  created: () => void;
};

/**
 * Before PGlite opens `dataDir`: null for an existing database; otherwise the directory is being created, as a copy
 * of `template` when that folder exists. A creation cut short (the process killed while initdb or the copy ran)
 * leaves the marker: what it left is removed (the directory lock `.lock` stays) and the creation starts again, so a
 * half-written cluster is never opened.
 */
export function beginDataDirectory(dataDir: string, template: string | undefined): NewDataDirectory | null {
  const marker = join(dataDir, CREATING_MARKER);
  if (!isNewDataDirectory(dataDir)) return null;
  const interrupted = existsSync(marker);
  if (interrupted) {
    for (const name of readdirSync(dataDir))
      if (name !== '.lock') rmSync(join(dataDir, name), { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(marker, '');
  const fromTemplate = template !== undefined && existsSync(join(template, 'PG_VERSION'));
  if (fromTemplate) cpSync(template, dataDir, { recursive: true });
  return { fromTemplate, created: () => rmSync(marker, { force: true }) };
}

/**
 * PostgreSQL's memory inside PGlite (docs/decisions/023). Its buffers live in the WebAssembly memory, which only
 * grows: the defaults (128 MB of shared buffers, 64 MB for index builds) made the idle server hold their size.
 * The whole question bank fits in these; the operating system's file cache still sits under them.
 */
const MEMORY_SETTINGS = [
  ['shared_buffers', '16MB'],
  ['work_mem', '2MB'],
  ['maintenance_work_mem', '16MB'],
  ['temp_buffers', '2MB'],
  ['wal_buffers', '1MB'],
].flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** Opens PGlite on `dataDir`, created first (from `template` when it exists) if it holds no database yet. */
export async function openPgliteDataDir(dataDir: string, template: string | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const creating = beginDataDirectory(dataDir, template);
  const db = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
  });
  creating?.created();
  return useTextTimes(db);
}

/** Whether `dataDir` holds no database yet, or one whose creation was cut short (`beginDataDirectory` makes it). */
export function isNewDataDirectory(dataDir: string): boolean {
  return existsSync(join(dataDir, CREATING_MARKER)) || !existsSync(join(dataDir, 'PG_VERSION'));
}
