import { DIFFICULTIES } from '../src/shared/constants';
import { loadContent } from '../src/server/content/load-content';

/** The bank's own rules: 36+ categories, 8+ per difficulty each, unique ids, no two questions alike. */
export const MIN_CATEGORIES = 36;
export const MIN_PER_DIFFICULTY = 8;
/** Two bodies sharing this share of their words (and the same answer) ask the same thing. */
const SIMILARITY_WITH_SAME_ANSWER = 0.6;
const SIMILARITY_ANY = 0.85;

export type CategoryTotals = {
  slug: string;
  parent: string;
  easy: number;
  medium: number;
  hard: number;
  total: number;
};

export type ContentCheck = {
  errors: string[];
  warnings: string[];
  totals: CategoryTotals[];
  positions: number[];
  withImages: number;
};

/** Lower-case words without punctuation, Arabic diacritics or tatweel; each emoji counts as a word of its own. */
export function words(text: string): Set<string> {
  const normalized = text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/\p{Extended_Pictographic}/gu, ' $& ')
    .replace(/[^\p{L}\p{N}\p{Extended_Pictographic}\s]/gu, ' ');
  return new Set(normalized.split(/\s+/).filter(Boolean));
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

export function checkContent(
  contentDir: string,
  fileExists: (relativePath: string) => boolean,
): ContentCheck {
  const content = loadContent(contentDir);
  const errors = [...content.problems];
  const warnings: string[] = [];
  const parents = new Set(content.parents.map((p) => p.slug));
  const ids = new Map<string, string>();
  const positions = [0, 0, 0, 0];
  const totals: CategoryTotals[] = [];
  let withImages = 0;
  const seen: { id: string; en: Set<string>; ar: Set<string>; answer: string }[] = [];

  for (const file of content.files) {
    const { slug, parent } = file.category;
    if (!parents.has(parent)) errors.push(`${slug}: unknown parent "${parent}"`);
    const counts = { easy: 0, medium: 0, hard: 0 };
    for (const q of file.questions) {
      if (!q.id.startsWith(`${slug}-`)) errors.push(`${q.id}: id must start with "${slug}-"`);
      const other = ids.get(q.id);
      if (other) errors.push(`${q.id}: id used twice (${other})`);
      ids.set(q.id, slug);
      counts[q.difficulty]++;
      positions[q.correctIndex]!++;
      if (q.image) {
        withImages++;
        if (!fileExists(q.image)) errors.push(`${q.id}: image ${q.image} does not exist`);
      }
      if (q.audio && !fileExists(q.audio)) errors.push(`${q.id}: sound ${q.audio} does not exist`);
      const entry = {
        id: q.id,
        en: words(q.body.en),
        ar: words(q.body.ar),
        answer: q.options.en[q.correctIndex]!.toLowerCase().trim(),
      };
      for (const earlier of seen) {
        const score = Math.max(similarity(entry.en, earlier.en), similarity(entry.ar, earlier.ar));
        const isSameAnswer = entry.answer === earlier.answer;
        // Picture and sound questions share their wording ("Which country's flag is this?") but differ by media.
        const isMedia = Boolean(q.image || q.audio);
        if (!isMedia && (score >= SIMILARITY_ANY || (isSameAnswer && score >= SIMILARITY_WITH_SAME_ANSWER))) {
          errors.push(`${q.id} and ${earlier.id} ask alike (similarity ${score.toFixed(2)})`);
        }
      }
      seen.push(entry);
    }
    for (const difficulty of DIFFICULTIES) {
      if (counts[difficulty] < MIN_PER_DIFFICULTY) {
        errors.push(
          `${slug}: ${counts[difficulty]} ${difficulty} questions, needs at least ${MIN_PER_DIFFICULTY}`,
        );
      }
    }
    totals.push({ slug, parent, ...counts, total: counts.easy + counts.medium + counts.hard });
  }
  if (content.files.length < MIN_CATEGORIES) {
    errors.push(`${content.files.length} categories, needs at least ${MIN_CATEGORIES}`);
  }
  const categoriesWithImages = content.files.filter((f) => f.questions.some((q) => q.image)).length;
  if (categoriesWithImages < 3)
    errors.push(`${categoriesWithImages} categories with images, needs at least 3`);
  return { errors, warnings, totals, positions, withImages };
}
