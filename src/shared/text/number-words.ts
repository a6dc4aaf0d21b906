/**
 * Numbers written in words, read as digits, so that "أربعة وعشرون", "اربع وعشرين", "twenty-four" and "24" are
 * one answer. Arabic in its classical forms (masculine and feminine, nominative and accusative/genitive) and the
 * Gulf ones a player types («ثنتين»، «اطنعش»، «مية»، «ميتين»، «ثلاثمية»), with or without «ال» and the joining
 * «و»; English cardinals with "and" and hyphens. Works on words already folded by `foldText` (ة→ه, ى→ي, alef and
 * hamza forms to ا). Pure; used by the answer matcher.
 */

import { foldText } from './normalize';

/** Table rows: each value with its words, folded like the text they are looked up in. */
const entries = (values: Record<number, string>) =>
  Object.entries(values).flatMap(([value, words]) =>
    words.split(' ').map((w) => [foldText(w), Number(value)] as const),
  );

/** 0-10 and the Gulf one-word forms of 11-19. */
const AR_SMALL = new Map<string, number>(
  entries({
    0: 'صفر',
    1: 'واحد واحده احد احدي',
    2: 'اثنان اثنين اثنتان اثنتين ثنتين ثنتان ثنين اثنا اثني اثنتا اثنتي',
    3: 'ثلاث ثلاثه ثلاثا تلات تلاته',
    4: 'اربع اربعه',
    5: 'خمس خمسه',
    6: 'ست سته',
    7: 'سبع سبعه',
    8: 'ثمان ثماني ثمانيه ثمنيه تمان تمانيه',
    9: 'تسع تسعه',
    10: 'عشر عشره',
    11: 'احدعش احدعشر حدعش',
    12: 'اطنعش اثنعش اثنعشر ثنعش اتنعش',
    13: 'ثلطعش ثلاثطعش ثلتعش ثلاثتعش تلتاشر',
    14: 'اربعطعش اربعتعش اربعتاشر',
    15: 'خمسطعش خمستعش خمستاشر',
    16: 'سطعش ستعش ستاشر',
    17: 'سبعطعش سبعتعش سبعتاشر',
    18: 'ثمنطعش ثمانطعش ثمنتعش تمنتاشر',
    19: 'تسعطعش تسعتعش تسعتاشر',
  }),
);
const AR_TENS = new Map<string, number>(
  entries({
    20: 'عشرون عشرين',
    30: 'ثلاثون ثلاثين تلاتين',
    40: 'اربعون اربعين',
    50: 'خمسون خمسين',
    60: 'ستون ستين',
    70: 'سبعون سبعين',
    80: 'ثمانون ثمانين تمانين',
    90: 'تسعون تسعين',
  }),
);
/** Hundreds in one word: «مئة», «مية», «مئتان», «ميتين», «ثلاثمئة», «ثلاثمية»… */
const AR_HUNDREDS = new Map<string, number>([
  ...entries({ 100: 'مئه مائه ميه ميت', 200: 'مئتان مئتين مائتان مائتين ميتين ميتان' }),
  // «ثلاثمئة», «ثلاثمائة», «ثلاثمية»: the unit joined to the hundred.
  ...[
    ['ثلاث ثلث تلت', 3],
    ['اربع', 4],
    ['خمس', 5],
    ['ست', 6],
    ['سبع', 7],
    ['ثمان ثمن تمن', 8],
    ['تسع', 9],
  ].flatMap(([stems, unit]) =>
    (stems as string)
      .split(' ')
      .flatMap((s) => ['مئه', 'مائه', 'ميه'].map((h) => [foldText(s + h), (unit as number) * 100] as const)),
  ),
]);
const AR_THOUSANDS = new Map<string, number>(
  entries({ 1000: 'الف', 2000: 'الفان الفين', 1000000: 'مليون', 2000000: 'مليونان مليونين' }),
);
/** «ثلاثة آلاف», «عشرة ملايين»: the plural that multiplies the number before it. */
const AR_MULTIPLIERS = new Map<string, number>(entries({ 1000: 'الاف الوف', 1000000: 'ملايين' }));

const EN_SMALL = new Map<string, number>(
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .map((w, i) => [w, i]),
);
const EN_TENS = new Map<string, number>(
  'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((w, i) => [w, (i + 2) * 10]),
);
const EN_SCALES = new Map<string, number>([
  ['hundred', 100],
  ['thousand', 1000],
  ['million', 1e6],
]);

type Token =
  | { kind: 'value'; value: number } // a unit, teen or ten, or digits
  | { kind: 'ten-unit'; value: 10 } // «عشر» after a unit: 13 = ثلاثة عشر
  | { kind: 'hundreds'; value: number } // «مئة», «ثلاثمئة», «ميتين»
  | { kind: 'thousands'; value: number } // «ألف», «ألفين», «مليون»
  | { kind: 'scale'; value: number } // "hundred", "thousand", «آلاف»: multiply what comes before
  | { kind: 'and' };

/** How a folded word reads as part of a number, or null. `after` says whether a number is being read. */
function readWord(word: string, after: boolean): Token | null {
  if (/^\d+$/.test(word)) return { kind: 'value', value: Number(word) };
  if (word === 'and' || word === 'و') return after ? { kind: 'and' } : null;
  const en = EN_SMALL.get(word) ?? EN_TENS.get(word);
  if (en !== undefined) return { kind: 'value', value: en };
  const scale = EN_SCALES.get(word);
  if (scale !== undefined) return { kind: 'scale', value: scale };
  // «و» joins the parts of an Arabic number, «ال» may lead it.
  const bare = word.replace(/^و(?=..)/, '');
  for (const w of new Set([word, bare, word.replace(/^ال(?=..)/, ''), bare.replace(/^ال(?=..)/, '')])) {
    if (after && (w === 'عشر' || w === 'عشره' || w === 'عشرة')) return { kind: 'ten-unit', value: 10 };
    const small = AR_SMALL.get(w) ?? AR_TENS.get(w);
    if (small !== undefined) return { kind: 'value', value: small };
    const hundreds = AR_HUNDREDS.get(w);
    if (hundreds !== undefined) return { kind: 'hundreds', value: hundreds };
    const thousands = AR_THOUSANDS.get(w);
    if (thousands !== undefined) return { kind: 'thousands', value: thousands };
    const multiplier = AR_MULTIPLIERS.get(w);
    if (multiplier !== undefined && after) return { kind: 'scale', value: multiplier };
  }
  return null;
}

/** The value of a run of number tokens. */
function valueOf(tokens: readonly Token[]): number {
  let total = 0;
  let current = 0;
  for (const token of tokens) {
    switch (token.kind) {
      case 'and':
        break;
      case 'value':
      case 'ten-unit':
        current += token.value;
        break;
      case 'hundreds':
        // «ثلاث مئة» multiplies; «ثلاثمئة» and «مئة» alone add.
        if (token.value === 100 && current > 0 && current < 10) current *= 100;
        else current += token.value;
        break;
      case 'thousands':
        // «عشرين ألف» multiplies; «ألف» and «ألفين» alone add.
        if ((token.value === 1000 || token.value === 1e6) && current > 0) total += current * token.value;
        else total += current + token.value;
        current = 0;
        break;
      case 'scale':
        if (token.value === 100) current = (current || 1) * 100;
        else {
          total += (current || 1) * token.value;
          current = 0;
        }
    }
  }
  return total + current;
}

/**
 * The folded words with every run of number words (and digits joined to them) replaced by its value in digits:
 * ["اربع", "وعشرين"] → ["24"], ["twenty", "four"] → ["24"], ["ثلاث", "الاف"] → ["3000"].
 */
export function foldNumberWords(words: readonly string[]): string[] {
  const out: string[] = [];
  let run: Token[] = [];
  let runWords: string[] = [];
  const flush = () => {
    // A run of one plain digit group stays as written; "and"/«و» left at the end go back as words.
    let trailing: string[] = [];
    while (run.length > 0 && run[run.length - 1]!.kind === 'and') {
      run = run.slice(0, -1);
      trailing = [runWords[runWords.length - 1]!, ...trailing];
      runWords = runWords.slice(0, -1);
    }
    if (run.length === 1 && run[0]!.kind === 'value' && /^\d+$/.test(runWords[0]!)) out.push(runWords[0]!);
    else if (run.length > 0) out.push(String(valueOf(run)));
    out.push(...trailing);
    run = [];
    runWords = [];
  };
  for (const word of words) {
    const token = readWord(word, run.length > 0);
    // Two plain digit groups in a row are two numbers ("1 2"), not one.
    const startsAnew =
      token?.kind === 'value' && /^\d+$/.test(word) && run.length > 0 && run[run.length - 1]!.kind !== 'and';
    if (!token || startsAnew) {
      flush();
      if (!token) {
        out.push(word);
        continue;
      }
    }
    run.push(token);
    runWords.push(word);
  }
  flush();
  return out;
}
