/**
 * Matching of a written answer against a question's accepted answers (Arabic and English), built on `foldText`:
 * besides its folding, the article ("ال", "the", "a", "an"), the standalone hamza, the spaces between words,
 * numbers written in words (classical and Gulf Arabic, English: `number-words.ts`) and
 * small typos (none in a word of up to 4 letters, one up to 8, two in a longer one; a swap of two neighbours is one edit) are forgiven.
 * Numbers are never forgiven: "1971" does not match "1972". Pure; used to score solo rounds and to show the host
 * of a team game a "looks right" hint.
 */
import { foldText } from './normalize';
import { foldNumberWords } from './number-words';

const ARABIC_ARTICLE = /^ال(?=\p{L}{2})/u;
const ENGLISH_ARTICLES = new Set(['the', 'a', 'an']);
const STANDALONE_HAMZA = /\u0621/g;

/**
 * The form two answers are compared in: folded, articles and standalone hamza dropped, numbers in words read as
 * digits («اربع وعشرين» and "twenty-four" are "24"), no spaces.
 */
export function answerKey(text: string): string {
  const words = foldNumberWords(
    foldText(text)
      .split(' ')
      .filter((word) => word !== '' && !ENGLISH_ARTICLES.has(word))
      .map((word) => word.replace(STANDALONE_HAMZA, '').replace(ARABIC_ARTICLE, '')),
  );
  // "the" alone (or an answer of only articles) keeps its words rather than becoming empty.
  return words.join('') || plainKey(text);
}

/** Folded, standalone hamza dropped, no spaces, articles kept ("عبد الله" and "عبدالله" agree here). */
function plainKey(text: string): string {
  return foldText(text).replace(STANDALONE_HAMZA, '').replace(/ /g, '');
}

/**
 * The optimal string alignment distance (Levenshtein with adjacent transpositions), stopping early once it
 * exceeds `limit`; compares code points.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/** How many edits an accepted answer of this (key) length forgives: none up to 4 letters, 1 up to 8, then 2. */
export function typoAllowance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  return 2;
}

const digitsOf = (key: string) => key.replace(/\D/g, '');

function keysMatch(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (a === b) return true;
  if (digitsOf(a) !== digitsOf(b)) return false;
  const allowance = typoAllowance([...b].length);
  return allowance > 0 && editDistance(a, b, allowance) <= allowance;
}

/** Whether a written answer matches one accepted answer (compared without and then with the articles). */
export function matchesAnswer(given: string, accepted: string): boolean {
  return keysMatch(answerKey(given), answerKey(accepted)) || keysMatch(plainKey(given), plainKey(accepted));
}

/** Whether a written answer matches any of the question's accepted answers (every language). */
export function matchesAnyAnswer(given: string, accepted: readonly string[]): boolean {
  return accepted.some((answer) => matchesAnswer(given, answer));
}
