import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentFile } from '../../shared/content/question-file';

const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'content');

function question(
  slug: string,
  n: number,
  difficulty: 'easy' | 'medium' | 'hard',
): ContentFile['questions'][number] {
  const points = { easy: 200, medium: 400, hard: 600 }[difficulty];
  return {
    id: `${slug}-${String(n).padStart(3, '0')}`,
    difficulty,
    points,
    body: { ar: `سؤال رقم ${n} في ${slug}؟`, en: `Question number ${n} in ${slug}?` },
    options: { ar: ['أ', 'ب', 'ج', 'د'], en: ['A', 'B', 'C', 'D'] },
    correctIndex: n % 4,
    tags: ['test'],
    keywords: ['test'],
  };
}

/** Writes a category file with the given number of questions per difficulty. */
export function categoryFile(
  slug: string,
  perDifficulty: { easy: number; medium: number; hard: number },
): ContentFile {
  const questions: ContentFile['questions'] = [];
  let n = 1;
  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    for (let i = 0; i < perDifficulty[difficulty]; i++) questions.push(question(slug, n++, difficulty));
  }
  return {
    category: {
      slug,
      parent: 'science',
      name: { ar: `فئة ${slug}`, en: `Category ${slug}` },
      description: { ar: 'وصف الفئة', en: 'A test category' },
      icon: '🧪',
    },
    questions,
  };
}

/** A temporary copy of the fixture content folder with the given category files in it. */
export function makeContentDir(files: ContentFile[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'jawib-content-'));
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  mkdirSync(join(dir, 'questions'), { recursive: true });
  for (const file of files) {
    writeFileSync(join(dir, 'questions', `${file.category.slug}.json`), JSON.stringify(file, null, 2));
  }
  return dir;
}

export function readContentFile(dir: string, slug: string): ContentFile {
  return JSON.parse(readFileSync(join(dir, 'questions', `${slug}.json`), 'utf8')) as ContentFile;
}

export function writeContentFile(dir: string, file: ContentFile): void {
  writeFileSync(join(dir, 'questions', `${file.category.slug}.json`), JSON.stringify(file, null, 2));
}
