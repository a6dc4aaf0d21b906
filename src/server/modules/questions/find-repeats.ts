import { inArray, or } from 'drizzle-orm';
import { foldText } from '../../../shared/text/normalize';
import type { Database } from '../../db/client';
import { questions } from '../../db/schema';

type Bodies = { bodyAr: string; bodyEn: string };

/**
 * For each question (or null), the Arabic body of a question it repeats, in the bank or earlier in the list, or
 * null: two questions are the same when either language's folded body is (diacritics, letter forms and case aside).
 */
export async function findRepeats(db: Database, items: (Bodies | null)[]): Promise<(string | null)[]> {
  const folds = items.map((item) => (item ? { ar: foldText(item.bodyAr), en: foldText(item.bodyEn) } : null));
  const inBank = new Map<string, string>();
  const arFolds = [...new Set(folds.flatMap((f) => (f ? [f.ar] : [])))];
  const enFolds = [...new Set(folds.flatMap((f) => (f ? [f.en] : [])))];
  for (let i = 0; i < Math.max(arFolds.length, enFolds.length); i += 1000) {
    const ar = arFolds.slice(i, i + 1000);
    const en = enFolds.slice(i, i + 1000);
    const found = await db
      .select({ foldAr: questions.foldAr, foldEn: questions.foldEn, bodyAr: questions.bodyAr })
      .from(questions)
      .where(
        or(
          ar.length ? inArray(questions.foldAr, ar) : undefined,
          en.length ? inArray(questions.foldEn, en) : undefined,
        ),
      );
    for (const row of found) {
      inBank.set(`ar:${row.foldAr}`, row.bodyAr);
      inBank.set(`en:${row.foldEn}`, row.bodyAr);
    }
  }
  const earlier = new Map<string, string>();
  return items.map((item, index) => {
    const fold = folds[index];
    if (!fold || !item) return null;
    const keys = [`ar:${fold.ar}`, `en:${fold.en}`];
    const repeats = keys.map((key) => inBank.get(key) ?? earlier.get(key)).find(Boolean) ?? null;
    for (const key of keys) earlier.set(key, item.bodyAr);
    return repeats;
  });
}
