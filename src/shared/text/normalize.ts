/**
 * Folding of Arabic and English text for search and answer matching: two spellings a reader takes for the same
 * word fold to the same string. Pure; used by the question search (stored and queried folded) and by the
 * answer matcher.
 */

/** Harakat, tanween, shadda, sukun, superscript alef and Quranic marks. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Eastern Arabic (and Persian) digits to Western ones. */
export function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Lower case, no diacritics or tatweel, alef forms (أ إ آ ٱ) to ا, ى to ي, ة to ه, hamza carriers (ؤ ئ) to
 * their letters, Eastern digits to Western, Latin accents dropped, punctuation to spaces, spaces collapsed.
 */
export function foldText(text: string): string {
  // NFKD splits hamza and madda from their carriers (أ → ا + ٔ) and accents from Latin letters (é → e + ́),
  // so dropping the marks folds the letter forms too.
  return westernDigits(text)
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '')
    .replace(ARABIC_MARKS, '')
    .replace(TATWEEL, '')
    .toLowerCase()
    .replace(/ٱ/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
