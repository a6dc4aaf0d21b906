/**
 * The colloquial forms a Gulf player types for an accepted answer of an open question: a number in digits
 * (Western and Eastern) and in words (classical masculine and feminine, Gulf forms such as «ثنتين», «اطنعش»,
 * «مية», with and without «ال»; English), and the everyday Gulf word for a common one («ماي» for «ماء»). The
 * content check asks the answer matcher to accept every one. Written apart from the matcher's own number
 * reading (`src/shared/text/number-words.ts`) so that the one checks the other. Pure.
 */
import { type ContentQuestion, isOpenQuestion } from '../src/shared/content/question-file';
import { answerKey, matchesAnyAnswer } from '../src/shared/text/match-answer';
import { foldText } from '../src/shared/text/normalize';

/** Classical masculine-counted forms (with ة) and feminine-counted forms of 3-10, and Gulf compact teens. */
const AR_UNITS: Record<number, { m: string; f: string[] }> = {
  3: { m: 'ثلاثة', f: ['ثلاث'] },
  4: { m: 'أربعة', f: ['أربع'] },
  5: { m: 'خمسة', f: ['خمس'] },
  6: { m: 'ستة', f: ['ست'] },
  7: { m: 'سبعة', f: ['سبع'] },
  8: { m: 'ثمانية', f: ['ثماني', 'ثمان'] },
  9: { m: 'تسعة', f: ['تسع'] },
  10: { m: 'عشرة', f: ['عشر'] },
};
const AR_GULF_TEENS: Record<number, string[]> = {
  11: ['احدعش'],
  12: ['اطنعش', 'اثنعش'],
  13: ['ثلطعش'],
  14: ['اربعطعش'],
  15: ['خمسطعش'],
  16: ['سطعش'],
  17: ['سبعطعش'],
  18: ['ثمنطعش'],
  19: ['تسعطعش'],
};
const AR_TENS: Record<number, string> = {
  2: 'عشر',
  3: 'ثلاث',
  4: 'أربع',
  5: 'خمس',
  6: 'ست',
  7: 'سبع',
  8: 'ثمان',
  9: 'تسع',
};
const AR_HUNDRED_STEMS: Record<number, string[]> = {
  3: ['ثلاث', 'ثلث'],
  4: ['أربع'],
  5: ['خمس'],
  6: ['ست'],
  7: ['سبع'],
  8: ['ثمان', 'ثمن'],
  9: ['تسع'],
};

/** The ways 1-9 are said before «و» and a ten, or alone. */
function arabicUnit(n: number): string[] {
  if (n === 1) return ['واحد', 'واحدة', 'إحدى'];
  if (n === 2) return ['اثنان', 'اثنين', 'اثنتان', 'اثنتين', 'ثنتين', 'ثنين'];
  const unit = AR_UNITS[n]!;
  return [unit.m, ...unit.f];
}

/** How a Gulf player may write a whole number in Arabic words (empty when nobody would). */
export function arabicNumberWords(n: number): string[] {
  if (!Number.isInteger(n) || n < 0) return [];
  if (n === 0) return ['صفر'];
  if (n <= 10) return arabicUnit(n);
  if (n === 11) return ['أحد عشر', 'إحدى عشرة', ...AR_GULF_TEENS[11]!];
  if (n === 12) return ['اثنا عشر', 'اثني عشر', 'اثنتا عشرة', 'اثنتي عشرة', ...AR_GULF_TEENS[12]!];
  if (n < 20) {
    const unit = AR_UNITS[n - 10]!;
    return [`${unit.m} عشر`, ...unit.f.map((f) => `${f} عشرة`), ...AR_GULF_TEENS[n]!];
  }
  if (n < 100) {
    const ten = AR_TENS[Math.floor(n / 10)]!;
    const tens = [`${ten}ون`, `${ten}ين`];
    if (n % 10 === 0) return tens;
    return arabicUnit(n % 10).flatMap((unit) => tens.map((t) => `${unit} و${t}`));
  }
  if (n === 100) return ['مئة', 'مائة', 'مية'];
  if (n === 200) return ['مئتان', 'مئتين', 'مائتين', 'ميتين'];
  if (n < 1000 && n % 100 === 0) {
    return AR_HUNDRED_STEMS[n / 100]!.flatMap((s) => [`${s}مئة`, `${s}مائة`, `${s}مية`, `${s} مية`]);
  }
  if (n === 1000) return ['ألف', 'الف'];
  if (n === 2000) return ['ألفان', 'ألفين'];
  if (n <= 10000 && n % 1000 === 0) {
    return arabicUnit(n / 1000)
      .filter((u) => u !== 'إحدى')
      .map((unit) => `${unit} آلاف`);
  }
  return [];
}

const EN_SMALL =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** How a player may write a whole number in English words (empty above a few thousand). */
export function englishNumberWords(n: number): string[] {
  if (!Number.isInteger(n) || n < 0) return [];
  if (n < 20) return [EN_SMALL[n]!];
  if (n < 100) {
    const ten = EN_TENS[Math.floor(n / 10)]!;
    return n % 10 === 0 ? [ten] : [`${ten}-${EN_SMALL[n % 10]}`, `${ten} ${EN_SMALL[n % 10]}`];
  }
  if (n < 1000 && n % 100 === 0) {
    const hundreds = `${EN_SMALL[n / 100]} hundred`;
    return n === 100 ? [hundreds, 'a hundred', 'hundred'] : [hundreds];
  }
  if (n <= 10000 && n % 1000 === 0) return [`${EN_SMALL[n / 1000] ?? 'ten'} thousand`];
  return [];
}

const toEastern = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/**
 * Everyday Gulf words for common ones (folded, without «ال»): what a player types instead. Only words that mean
 * the same thing; add a row when an open answer uses a common word.
 */
export const GULF_WORDS: Record<string, string[]> = {
  [foldText('ماء')]: ['ماي', 'مويه'],
  [foldText('صيف')]: ['قيظ'],
  [foldText('شاي')]: ['چاي'],
  [foldText('دجاج')]: ['دياي'],
  [foldText('هاتف')]: ['تلفون'],
  [foldText('سيارة')]: ['موتر'],
  [foldText('طماطم')]: ['طماط'],
  [foldText('بطاطس')]: ['بطاط'],
  [foldText('قطة')]: ['بسة'],
  [foldText('مكيف')]: ['كندشن'],
  [foldText('جمل')]: ['بعير'],
  [foldText('نخلة')]: ['نخله'],
  [foldText('أرز')]: ['عيش', 'رز'],
  [foldText('شتاء')]: ['شتا'],
};

const stripArticle = (word: string) => word.replace(/^ال(?=..)/, '');

/** The colloquial variants of one accepted answer in its language (the answer itself not included). */
export function colloquialVariants(answer: string, language: 'ar' | 'en'): string[] {
  const words = foldText(answer).split(' ').filter(Boolean);
  const variants = new Set<string>();
  // A number, alone or with a word («29 يوما»): each way of writing it, in place.
  const numberAt = words.findIndex((w) => /^\d+$/.test(w));
  const value = numberAt >= 0 ? Number(words[numberAt]) : wholeNumberOf(answer);
  if (value !== null) {
    const at = numberAt >= 0 ? numberAt : 0;
    const rest = numberAt >= 0 ? words.filter((_, i) => i !== numberAt) : [];
    const forms = [String(value), ...(language === 'ar' ? [toEastern(String(value))] : [])];
    if (language === 'ar') {
      const inWords = arabicNumberWords(value);
      forms.push(...inWords);
      // «الثلاثة», «الاثنين»: the article on a number said alone.
      if (value <= 10 || (value < 100 && value % 10 === 0)) forms.push(...inWords.map((w) => `ال${w}`));
    } else forms.push(...englishNumberWords(value));
    for (const form of forms) variants.add([...rest.slice(0, at), form, ...rest.slice(at)].join(' '));
  }
  // A common word said alone: its everyday Gulf form, with and without «ال».
  if (language === 'ar' && words.length === 1) {
    for (const form of GULF_WORDS[stripArticle(words[0]!)] ?? []) variants.add(form).add(`ال${form}`);
  }
  variants.delete(foldText(answer));
  return [...variants];
}

/** The number an answer written only in number words says («أربعة وعشرون» → 24), or null. */
function wholeNumberOf(answer: string): number | null {
  const key = answerKey(answer);
  return /^\d+$/.test(key) ? Number(key) : null;
}

/** The colloquial forms of an open question's accepted answers that the matcher refuses. */
export function colloquialMisses(q: ContentQuestion): string[] {
  if (!isOpenQuestion(q)) return [];
  const accepted = [...q.answers.ar, ...q.answers.en];
  const misses = new Set<string>();
  for (const language of ['ar', 'en'] as const) {
    for (const answer of q.answers[language]) {
      for (const variant of colloquialVariants(answer, language)) {
        if (!matchesAnyAnswer(variant, accepted)) misses.add(variant);
      }
    }
  }
  return [...misses];
}
