import sanitizeHtml from 'sanitize-html';
import type { ConfidenceCheck } from '../../../shared/contracts/admin-questions';
import { type GeneratedQuestion, generatedQuestionSchema } from '../../../shared/contracts/ai-studio';
import { foldText } from '../../../shared/text/normalize';

/** The checks on one item of a model's answer: a reason to reject it, or the checks it failed (lowering its confidence). */

const ARABIC = /[\u0600-\u06FF]/;

export type CheckedItem =
  | { ok: true; question: GeneratedQuestion; failedChecks: ConfidenceCheck[] }
  | { ok: false; reason: string; detail: string | null };

/** How much each failed check takes off the model's own rating (in points of 100). */
export const CHECK_PENALTY: Record<ConfidenceCheck, number> = {
  schema: 100,
  bothLanguages: 100,
  arabicScript: 25,
  distinctOptions: 100,
  notRepeated: 30,
  factCheck: 35,
  media: 20,
};

/** The characters sanitize-html escapes in the text it keeps; text with nothing else in it comes back this way. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Whether a text holds markup: a tag (even one a browser would close by itself), a comment, a processing
 * instruction or an entity. sanitize-html keeps the plain text of what it reads and escapes it; any difference from
 * the text escaped the same way is something the HTML parser took for markup ("5 < 6" and "R&B" are plain text).
 */
export function hasMarkup(text: string): boolean {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }) !== escapeText(text);
}

/** Every text of a generated question, in both languages, that reaches the bank or the reviewer. */
const textsOf = (q: GeneratedQuestion) => [
  q.bodyAr,
  q.bodyEn,
  ...q.optionsAr,
  ...q.optionsEn,
  ...q.tags,
  ...q.keywords,
  q.mediaSearchTerm,
  q.mediaDescriptionAr,
  q.mediaDescriptionEn,
  q.fact,
];

const detailOf = (raw: unknown) =>
  raw && typeof raw === 'object' && typeof (raw as { bodyEn?: unknown }).bodyEn === 'string'
    ? String((raw as { bodyEn: string }).bodyEn).slice(0, 200)
    : null;

/**
 * Parses one generated item. Rejected: not the shape asked for, markup in any of its texts (refused rather than
 * stripped: what is left of "x<y" or of a tag the model meant is not the question it wrote), a language missing or
 * in the wrong script in the bodies, repeated options. Kept with a failed check: Arabic options written in Latin letters (names can be).
 */
export function checkGeneratedItem(raw: unknown): CheckedItem {
  const parsed = generatedQuestionSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'admin.ai.errors.invalidResponse', detail: detailOf(raw) };
  const q = parsed.data;
  const detail = q.bodyEn.slice(0, 200);
  if (textsOf(q).some(hasMarkup)) return { ok: false, reason: 'admin.ai.rejected.markup', detail };
  if (!ARABIC.test(q.bodyAr)) return { ok: false, reason: 'admin.ai.rejected.notArabic', detail };
  if (ARABIC.test(q.bodyEn) || q.optionsEn.some((o) => ARABIC.test(o))) {
    return { ok: false, reason: 'admin.ai.rejected.notEnglish', detail };
  }
  for (const options of [q.optionsAr, q.optionsEn]) {
    if (new Set(options.map((o) => foldText(o))).size !== options.length) {
      return { ok: false, reason: 'admin.ai.rejected.optionsRepeat', detail };
    }
  }
  const failedChecks: ConfidenceCheck[] = [];
  if (q.optionsAr.filter((o) => !ARABIC.test(o)).length >= 2) failedChecks.push('arabicScript');
  return { ok: true, question: q, failedChecks };
}

/** The model's rating less the penalty of each failed check, 0 to 100. */
export function confidenceOf(modelConfidence: number, failedChecks: ConfidenceCheck[]): number {
  const penalty = failedChecks.reduce((sum, check) => sum + CHECK_PENALTY[check], 0);
  return Math.max(0, Math.min(100, Math.round(modelConfidence - penalty)));
}
