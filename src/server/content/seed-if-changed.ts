import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';
import { openContent } from './load-content';
import { type SeedReport, seedContent } from './seed-content';

const FINGERPRINT_KEY = 'content_fingerprint';

/**
 * A cheap hash of the content folder's source files: their names, sizes and modification times (no file is read).
 * Any edit, new or removed file changes it.
 */
export function contentFingerprint(contentDir: string): string {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    const stats = statSync(join(contentDir, relative), { bigint: true });
    hash.update(`${relative}\0${stats.size}\0${stats.mtimeNs}\n`);
  };
  if (existsSync(join(contentDir, 'parents.json'))) add('parents.json');
  for (const folder of ['questions', 'pages']) {
    if (!existsSync(join(contentDir, folder))) continue;
    for (const name of readdirSync(join(contentDir, folder)).sort())
      if (name.endsWith('.json')) add(`${folder}/${name}`);
  }
  return hash.digest('hex');
}

export type SeedIfChangedReport = SeedReport & {
  /** The files were not even read: their fingerprint is the one of the last clean seed. */
  unchanged: boolean;
  /** Files skipped as broken (read only when the folder changed). */
  problems: string[];
};

/**
 * Start-up's seed: when the content folder's fingerprint is the one stored after the last seed without problems,
 * nothing is read or validated; otherwise the folder is loaded and seeded (idempotent, seed-content.ts) and the
 * new fingerprint is stored if every file was valid (so a broken file is reported again at the next start).
 */
export async function seedContentIfChanged(db: Database, contentDir: string): Promise<SeedIfChangedReport> {
  const fingerprint = contentFingerprint(contentDir);
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, FINGERPRINT_KEY));
  if (stored?.value === fingerprint) {
    return {
      skipped: true,
      unchanged: true,
      problems: [],
      categoriesInserted: 0,
      categoriesUpdated: 0,
      questionsInserted: 0,
      questionsUpdated: 0,
    };
  }
  const content = openContent(contentDir);
  const report = await seedContent(db, content);
  // The seed has read every file by now, so its problems are all known.
  if (content.problems.length === 0) {
    await db
      .insert(appMeta)
      .values({ key: FINGERPRINT_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint } });
  }
  return { ...report, unchanged: false, problems: content.problems };
}
