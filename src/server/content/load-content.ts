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

/** The content folder as the seed reads it: `files` are read and validated one at a time, as they are iterated. */
export type ContentToSeed = {
  parents: ContentParent[];
  /** The valid question files, in name order. Read once: each is parsed when the iteration reaches it. */
  files: Iterable<ContentFile>;
  pages: PageFile[];
  /** Hash over every source file, to skip seeding when nothing changed. */
  hash: string;
  /** Broken files, skipped; a question file's problem is added when the iteration reaches it. */
  problems: string[];
};

export type LoadedContent = ContentToSeed & { files: ContentFile[] };

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

const describe = (file: string, error: unknown) =>
  error instanceof z.ZodError
    ? `${file}: ${error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`
    : `${file}: ${(error as Error).message}`;

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/**
 * Opens the content folder for the seed: parents and pages are read, and every source file is hashed (read and
 * dropped); the question files, most of the folder, are parsed and validated only as `files` is iterated, so the
 * whole bank is never held in memory at once (docs/decisions/023). A broken file is reported in `problems` and
 * skipped.
 */
export function openContent(contentDir: string): ContentToSeed {
  const hash = createHash('sha256');
  const problems: string[] = [];

  const parentsPath = join(contentDir, 'parents.json');
  let parents: ContentParent[] = [];
  try {
    hash.update(readFileSync(parentsPath));
    parents = contentParentsSchema.parse(readJson(parentsPath));
  } catch (error) {
    problems.push(describe('parents.json', error));
  }

  const questionDir = join(contentDir, 'questions');
  const questionFiles = jsonFiles(questionDir);
  for (const name of questionFiles) {
    try {
      hash.update(name).update(readFileSync(join(questionDir, name)));
    } catch {
      // Unreadable: reported when the iteration reaches it.
    }
  }

  const pages: PageFile[] = [];
  const pageDir = join(contentDir, 'pages');
  for (const name of jsonFiles(pageDir)) {
    try {
      const raw = readFileSync(join(pageDir, name));
      hash.update(name).update(raw);
      pages.push(pageFileSchema.parse(JSON.parse(raw.toString('utf8'))));
    } catch (error) {
      problems.push(describe(`pages/${name}`, error));
    }
  }

  function* files(): Generator<ContentFile> {
    for (const name of questionFiles) {
      let file: ContentFile;
      try {
        file = contentFileSchema.parse(readJson(join(questionDir, name)));
      } catch (error) {
        problems.push(describe(`questions/${name}`, error));
        continue;
      }
      yield file;
    }
  }

  return { parents, files: files(), pages, hash: hash.digest('hex'), problems };
}

/** Reads and validates the whole content folder at once (checks and tests); the seed uses `openContent`. */
export function loadContent(contentDir: string): LoadedContent {
  const content = openContent(contentDir);
  return { ...content, files: [...content.files] };
}

/** A stable hash of one seeded record, so a later seed knows whether the source changed. */
export function hashRecord(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}
