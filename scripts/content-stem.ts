// A rough stemmer for the content checks (the giveaway rule and the same-fact rule).

const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف'];
const ARABIC_SUFFIXES = ['يات', 'ات', 'ون', 'ين', 'ان', 'يه', 'ها', 'ه', 'ي'];
const ENGLISH_SUFFIXES = ['ing', 'ies', 'es', 'ed', 's', 'n'];

/** A rough stem of a folded word: Arabic clitics and common endings off, English plural and verb endings off. */
export function stem(word: string): string {
  let w = word;
  if (/[\u0600-\u06FF]/.test(w)) {
    const prefix = ARABIC_PREFIXES.find((p) => w.startsWith(p) && w.length - p.length >= 3);
    if (prefix) w = w.slice(prefix.length);
    const suffix = ARABIC_SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 3);
    if (suffix) w = w.slice(0, -suffix.length);
    return w;
  }
  const suffix = ENGLISH_SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 4);
  return suffix ? w.slice(0, -suffix.length) : w;
}

/** The seven emirates by their English names: places the content checks know by name. */
export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
