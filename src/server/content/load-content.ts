import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  type ContentFile,
  contentFileSchema,
  type ContentParent,
  contentParentsSchema,
} from '../../shared/content/question-file';

export type PageFile = z.infer<typeof pageFileSchema>;
const pageFileSchema = z.object({
  slug: z.string(),
  title: z.object({ ar: z.string(), en: z.string() }),
  html: z.object({ ar: z.string(), en: z.string() }),
});

export type LoadedContent = {
  parents: ContentParent[];
  files: ContentFile[];
  pages: PageFile[];
  /** Hash over every source file, to skip seeding when nothing changed. */
  hash: string;
  problems: string[];
};

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Reads and validates the content folder; a broken file is reported in `problems` and skipped. */
export function loadContent(contentDir: string): LoadedContent {
  const hash = createHash('sha256');
  const problems: string[] = [];
  const describe = (file: string, error: unknown) =>
    error instanceof z.ZodError
      ? `${file}: ${error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`
      : `${file}: ${(error as Error).message}`;

  const parentsPath = join(contentDir, 'parents.json');
  let parents: ContentParent[] = [];
  try {
    hash.update(readFileSync(parentsPath));
    parents = contentParentsSchema.parse(readJson(parentsPath));
  } catch (error) {
    problems.push(describe('parents.json', error));
  }

  const files: ContentFile[] = [];
  const questionDir = join(contentDir, 'questions');
  const questionFiles = existsSync(questionDir)
    ? readdirSync(questionDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  for (const name of questionFiles) {
    const path = join(questionDir, name);
    try {
      const raw = readFileSync(path);
      hash.update(name).update(raw);
      files.push(contentFileSchema.parse(JSON.parse(raw.toString('utf8'))));
    } catch (error) {
      problems.push(describe(`questions/${name}`, error));
    }
  }

  const pages: PageFile[] = [];
  const pageDir = join(contentDir, 'pages');
  const pageFiles = existsSync(pageDir) ? readdirSync(pageDir).filter((f) => f.endsWith('.json')) : [];
  for (const name of pageFiles.sort()) {
    const path = join(pageDir, name);
    try {
      const raw = readFileSync(path);
      hash.update(name).update(raw);
      pages.push(pageFileSchema.parse(JSON.parse(raw.toString('utf8'))));
    } catch (error) {
      problems.push(describe(`pages/${name}`, error));
    }
  }

  return { parents, files, pages, hash: hash.digest('hex'), problems };
}

/** A stable hash of one seeded record, so a later seed knows whether the source changed. */
export function hashRecord(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}
