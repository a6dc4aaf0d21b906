import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIFFICULTIES } from '../src/shared/constants';
import { type ContentFile, type ContentQuestion, isOpenQuestion } from '../src/shared/content/question-file';
import { matchesAnyAnswer } from '../src/shared/text/match-answer';
import { foldText, westernDigits } from '../src/shared/text/normalize';
import countries from 'world-countries';
import { colloquialMisses } from './content-colloquial';
import { type OddFlag, oddOptions } from './content-odd-option';
import { loadContent } from '../src/server/content/load-content';
import { stem } from './content-stem';
import {
  REVIEWED_FILE,
  type ReviewedPairs,
  type SameFactPair,
  sameFactPairs,
  sameFactProblems,
} from './content-facts';

export { stem };

/** The bank's own rules: 36+ categories, 8+ per difficulty each, unique ids, no two questions alike. */
export const MIN_CATEGORIES = 36;
export const MIN_PER_DIFFICULTY = 8;
/** Two bodies sharing this share of their words (and the same answer) ask the same thing. */
const SIMILARITY_WITH_SAME_ANSWER = 0.6;
const SIMILARITY_ANY = 0.85;

/** "Pick the longest option" must not beat guessing by much: shares of the correct option being the longest. */
export const MAX_CORRECT_LONGEST_BANK = 0.27;
export const MAX_CORRECT_LONGEST_CATEGORY = 0.4;
/** Each answer position holds 15% to 35% of a category's choice questions, once it has this many. */
export const POSITION_MIN_SHARE = 0.15;
export const POSITION_MAX_SHARE = 0.35;
export const POSITION_MIN_QUESTIONS = 24;
export const MAX_IMAGE_BYTES = 100 * 1024;
export const MAX_SOUND_BYTES = 300 * 1024;

/** Where the bank is heading (issue 17); reported as warnings until the content is written. */
export const TARGETS = {
  fullCategories: 60,
  perDifficulty: 16,
  pictureQuestions: 300,
  soundCategories: 2,
  openQuestions: 150,
} as const;

/**
 * Questions where a word shared by the question and the correct option is not a giveaway, with the word (folded)
 * and why. Keep this short: rewording is the usual fix.
 */
export const GIVEAWAY_EXCEPTIONS: Record<string, { word: string; reason: string }[]> = {
  'arab-world-008': [
    { word: 'تونس', reason: 'the capital bears the country’s name' },
    { word: 'tuni', reason: 'the capital bears the country’s name' },
  ],
  'arab-world-020': [{ word: 'جزاير', reason: 'the capital bears the country’s name' }],
  'gulf-countries-005': [
    { word: 'كويت', reason: 'the capital bears the country’s name' },
    { word: 'kuwait', reason: 'the capital bears the country’s name' },
  ],
  'bahrain-015': [
    { word: 'بحر', reason: 'the country is named after its main island' },
    { word: 'bahrai', reason: 'the country is named after its main island' },
  ],
  'islamic-culture-005': [
    { word: 'عيد', reason: 'the gift is named after the feast (an easy question for children)' },
  ],
  'other-sports-006': [
    { word: 'ظهر', reason: 'the stroke is named after how it is swum' },
    { word: 'backstroke', reason: 'the stroke is named after how it is swum' },
  ],
  'riddles-003': [
    { word: 'سار', reason: 'the riddle’s trick: the name is in the question' },
    { word: 'sara', reason: 'the riddle’s trick: the name is in the question' },
  ],
  'riddles-008': [
    { word: 'سعيد', reason: 'a logic riddle about the names it gives' },
    { word: 'saeed', reason: 'a logic riddle about the names it gives' },
  ],
  'riddles-014': [
    { word: 'ثان', reason: 'the riddle’s trick: you take the place you overtook' },
    { word: 'second', reason: 'the riddle’s trick: you take the place you overtook' },
  ],
  'riddles-025': [{ word: 'son', reason: 'a family riddle about the relations it names' }],
  'riddles-042': [
    { word: 'عود', reason: 'the riddle’s trick: you must light the match you hold first' },
    { word: 'ثقاب', reason: 'the riddle’s trick: you must light the match you hold first' },
    { word: 'match', reason: 'the riddle’s trick: you must light the match you hold first' },
  ],
};

export type Language = 'ar' | 'en';
export const LANGUAGES: readonly Language[] = ['ar', 'en'];

export type CategoryTotals = {
  slug: string;
  parent: string;
  easy: number;
  medium: number;
  hard: number;
  total: number;
  open: number;
  pictures: number;
  sounds: number;
};

/** Among questions with one strictly longest option: how many, and how many of them have it right. */
export type LongestStats = { counted: number; correctLongest: number };

export type ContentCheck = {
  errors: string[];
  warnings: string[];
  totals: CategoryTotals[];
  positions: number[];
  withImages: number;
  withSounds: number;
  openQuestions: number;
  longest: Record<Language, LongestStats & { worstCategory: string; worstShare: number }>;
  giveaways: number;
  /** Pairs of questions of different categories that seem to ask the same fact (reviewed ones included). */
  sameFact: SameFactPair[];
  /** Four-option questions where one option's field differs from the other three's (for review, not errors). */
  oddOptions: OddFlag[];
};

/** Size in bytes of a file of the content folder, or null when it does not exist. */
export type FileSize = (relativePath: string) => number | null;

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

/** How long an option reads: its folded text (no diacritics, punctuation collapsed). */
function optionLength(option: string): number {
  return [...foldText(option)].length;
}

/** The index of the one strictly longest option, or null when two or more share the greatest length. */
export function strictlyLongestIndex(options: readonly string[]): number | null {
  const lengths = options.map(optionLength);
  const max = Math.max(...lengths);
  const at = lengths.flatMap((length, index) => (length === max ? [index] : []));
  return at.length === 1 ? at[0]! : null;
}

export function longestStats(questions: readonly ContentQuestion[], language: Language): LongestStats {
  const stats: LongestStats = { counted: 0, correctLongest: 0 };
  for (const q of questions) {
    if (isOpenQuestion(q)) continue;
    const longest = strictlyLongestIndex(q.options[language]);
    if (longest === null) continue;
    stats.counted++;
    if (longest === q.correctIndex) stats.correctLongest++;
  }
  return stats;
}

const share = (stats: LongestStats) => (stats.counted === 0 ? 0 : stats.correctLongest / stats.counted);

const STOP_WORDS = new Set(
  [
    // English
    'the a an of in on at to for from by with and or is are was were be been its it this that these those which',
    'what who whom whose where when why how many much does did do has have had not as into than then there',
    'their they his her he she one two called name named known word most first also about only',
    // Arabic (folded)
    'في من علي الي عن ما ماذا هي هو هذا هذه ذلك تلك التي الذي الذين كم اي اين متي كيف لماذا مع او ثم هل كان',
    'كانت لا لم لن قد اسم يسمي تسمي يعرف تعرف باسم اول اكثر اي عدد ولا وما فلا',
  ]
    .join(' ')
    .split(' '),
);

/** The stems of the words of a text that can give something away (no stop words, no one- or two-letter words). */
export function telltaleStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of foldText(text).split(' ')) {
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    stems.add(stem(word));
  }
  return stems;
}

/** Two stems of one root: equal, or one starts the other and the shorter has four letters or more. */
function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}

/**
 * Words of the question shared (same root) with the correct option and with no wrong option, per language: they
 * point at the answer. Exceptions in GIVEAWAY_EXCEPTIONS are left out.
 */
export function giveawayWords(q: ContentQuestion): string[] {
  if (isOpenQuestion(q)) return [];
  const allowed = new Set((GIVEAWAY_EXCEPTIONS[q.id] ?? []).map((e) => e.word));
  const found: string[] = [];
  for (const language of LANGUAGES) {
    const body = telltaleStems(q.body[language]);
    const options = q.options[language].map(telltaleStems);
    const correct = options[q.correctIndex]!;
    for (const word of correct) {
      if (allowed.has(word)) continue;
      const inBody = [...body].some((b) => sameRoot(b, word));
      const inWrong = options.some(
        (option, index) => index !== q.correctIndex && [...option].some((o) => sameRoot(o, word)),
      );
      if (inBody && !inWrong) found.push(word);
    }
  }
  return found;
}

const MULTIPLIERS: [RegExp, number][] = [
  [/^(ألف|الف|آلاف|thousand)/i, 1e3],
  [/^(مليون|ملايين|million)/i, 1e6],
  [/^(مليار|billion)/i, 1e9],
];

/**
 * The numbers written in digits in a text (Eastern or Western; thousands separators and decimal marks read; «300
 * ألف» and "300 thousand" read as 300000).
 */
export function numbersIn(text: string): string[] {
  const western = westernDigits(text)
    .replace(/(\d)[,\u066C](?=\d{3}\b)/g, '$1')
    .replace(/(\d)\u066B(\d)/g, '$1.$2');
  const found = new Set<string>();
  for (const match of western.matchAll(/(\d+(?:\.\d+)?)(\s*)(\p{L}*)/gu)) {
    const multiplier = MULTIPLIERS.find(([word]) => word.test(match[3] ?? ''));
    if (multiplier) found.add(String(Math.round(Number(match[1]) * multiplier[1])));
    else found.add(match[1]!);
    // 29.5 also says 29 («29 يومًا ونصف»).
    if (!multiplier && match[1]!.includes('.')) found.add(match[1]!.split('.')[0]!);
  }
  return [...found].sort();
}

const EN_UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );
const EN_ORDINALS =
  'zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );
const EN_TENS = ['', '', 'twent', 'thirt', 'fort', 'fift', 'sixt', 'sevent', 'eight', 'ninet'];
// Arabic stems (no ال) of the cardinal and ordinal of 1-10; 11-19 add «عشر», 21-99 join unit and ten with و.
const AR_UNITS: string[][] = [
  [],
  ['واحد', 'احد', 'أول', 'حادي', 'وحيد', 'نصف'],
  ['اثن', 'ثاني', 'ثنتين', 'مرتين'],
  ['ثلاث', 'ثالث'],
  ['أربع', 'رابع'],
  ['خمس', 'خامس'],
  ['ست', 'سادس'],
  ['سبع', 'سابع'],
  ['ثمان', 'ثامن'],
  ['تسع', 'تاسع'],
  ['عشر', 'عاشر'],
];
const AR_TENS = ['', '', 'عشر', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثمان', 'تسع'];

/**
 * How a number may be written in words in a language: alternatives, each a list of stems that must all appear.
 * A loose test (any alternative will do): it catches a number missing from one language, not a misspelt word.
 */
function numberWords(value: number, language: Language): string[][] {
  if (!Number.isInteger(value)) {
    // 1.5 as «ساعة ونصف» / "one and a half".
    return value % 1 === 0.5 ? [[language === 'ar' ? 'نصف' : 'half']] : [];
  }
  const isDecade = value >= 1000 && value % 10 === 0;
  const tens = Math.floor((value % 100) / 10);
  const found: string[][] = [];
  if (language === 'en') {
    if (value <= 20) found.push([EN_UNITS[value]!], [EN_ORDINALS[value]!]);
    if (value > 20 && value < 100)
      found.push(value % 10 === 0 ? [EN_TENS[tens]!] : [EN_TENS[tens]!, EN_UNITS[value % 10]!]);
    if (value === 2) found.push(['twice'], ['both'], ['pair']);
    if (value === 12) found.push(['dozen']);
    if (value === 100) found.push(['hundred'], ['century']);
    if (value === 1000) found.push(['thousand']);
    if (isDecade && tens >= 2) found.push([EN_TENS[tens]!]);
  } else {
    if (value >= 1 && value <= 10) found.push(...AR_UNITS[value]!.map((stem) => [stem]));
    if (value >= 11 && value <= 19) found.push(...AR_UNITS[value - 10]!.map((stem) => [stem, 'عشر']));
    // The dual (سنتان، مثلثين) says two.
    if (value === 2) found.push(['ان '], ['ين '], ['تان'], ['تين']);
    if (value >= 20 && value < 100) {
      for (const ten of [`${AR_TENS[tens]}ين`, `${AR_TENS[tens]}ون`]) {
        if (value % 10 === 0) found.push([ten]);
        else found.push(...AR_UNITS[value % 10]!.map((unit) => [ten, unit]));
      }
    }
    if (value === 100) found.push(['مئة'], ['مائة'], ['قرن']);
    if (value === 1000) found.push(['ألف']);
    // «خمسينيات» for the 1950s; «ثلاثينيات القرن التاسع عشر» for the 1830s.
    if (isDecade && tens >= 2) found.push([`${AR_TENS[tens]}ينيات`]);
  }
  return found.map((words) => words.map((word) => foldText(word) + (word.endsWith(' ') ? ' ' : '')));
}

/** The numbers written in digits in `a` that `b` carries neither in digits nor in words. */
function missingNumbers(a: string, b: string, bLanguage: Language): string[] {
  const inB = new Set(numbersIn(b));
  const bWords = `${foldText(b)} `;
  return numbersIn(a).filter((n) => {
    if (inB.has(n)) return false;
    return !numberWords(Number(n), bLanguage).some((words) => words.every((word) => bWords.includes(word)));
  });
}

function numberDifference(ar: string, en: string): string | null {
  const onlyAr = missingNumbers(ar, en, 'en');
  const onlyEn = missingNumbers(en, ar, 'ar');
  if (onlyAr.length === 0 && onlyEn.length === 0) return null;
  return [
    onlyAr.length ? `${onlyAr.join(', ')} only in Arabic` : '',
    onlyEn.length ? `${onlyEn.join(', ')} only in English` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** Where the Arabic and the English of a question do not carry the same numbers (digits, or words for them). */
export function numberMismatches(q: ContentQuestion): string[] {
  const problems: string[] = [];
  const body = numberDifference(q.body.ar, q.body.en);
  if (body) problems.push(`body: ${body}`);
  if (isOpenQuestion(q)) {
    const answers = numberDifference(q.answers.ar.join(' / '), q.answers.en.join(' / '));
    if (answers) problems.push(`answers: ${answers}`);
  } else {
    q.options.ar.forEach((option, index) => {
      const difference = numberDifference(option, q.options.en[index]!);
      if (difference) problems.push(`option ${index}: ${difference}`);
    });
  }
  return problems;
}

/** A written answer is accepted when the game's answer matcher takes it for one of the accepted answers. */
export function matchesAccepted(written: string, accepted: readonly string[]): boolean {
  return matchesAnyAnswer(written, accepted);
}

/**
 * The accepted answers of an open question must each pass the matcher and differ from each other once folded
 * (`foldText`; forms the matcher joins beyond folding, such as «ال» or a number in words, may stay listed for the
 * host to read); and the colloquial forms of each (`content-colloquial.ts`) must pass the matcher.
 */
export function openAnswerProblems(q: ContentQuestion): string[] {
  if (!isOpenQuestion(q)) return [];
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const answers = q.answers[language];
    const seen = new Map<string, string>();
    for (const answer of answers) {
      if (!matchesAccepted(answer, answers)) {
        problems.push(`${language} answer "${answer}" is not accepted by the matcher`);
        continue;
      }
      const folded = foldText(answer);
      const twin = seen.get(folded);
      if (twin !== undefined) {
        problems.push(`${language} answer "${answer}" folds like "${twin}" (the matcher already accepts it)`);
      }
      seen.set(folded, answer);
    }
  }
  for (const miss of colloquialMisses(q)) {
    problems.push(`the matcher refuses the colloquial form "${miss}" (list it in the accepted answers)`);
  }
  return problems;
}

/** Counts of correct positions 0-3 among a category's choice questions, and the problems with their balance. */
export function positionProblems(questions: readonly ContentQuestion[]): {
  counts: number[];
  problems: string[];
} {
  const counts = [0, 0, 0, 0];
  for (const q of questions) if (!isOpenQuestion(q)) counts[q.correctIndex]!++;
  const total = counts.reduce((a, b) => a + b, 0);
  if (total < POSITION_MIN_QUESTIONS) return { counts, problems: [] };
  const problems = counts.flatMap((count, position) => {
    const s = count / total;
    return s < POSITION_MIN_SHARE || s > POSITION_MAX_SHARE
      ? [`answer position ${position} holds ${count} of ${total} (${Math.round(s * 100)}%, allowed 15-35%)`]
      : [];
  });
  return { counts, problems };
}

/** The media folder of a content path: `images/flags/ae.svg` → `images/flags/`. */
function mediaFolder(path: string): string {
  return path.split('/').slice(0, 2).join('/') + '/';
}

/** Media of a question that is missing, too large, or from a folder LICENSES.md does not list. */
export function mediaProblems(q: ContentQuestion, fileSize: FileSize, licences: string): string[] {
  const problems: string[] = [];
  const media: { path: string; max: number }[] = [];
  if (q.image) media.push({ path: q.image, max: MAX_IMAGE_BYTES });
  if (q.audio && !q.audio.startsWith('https://')) media.push({ path: q.audio, max: MAX_SOUND_BYTES });
  for (const { path, max } of media) {
    const size = fileSize(path);
    if (size === null) problems.push(`${path} does not exist`);
    else if (size >= max) problems.push(`${path} is ${Math.ceil(size / 1024)} KB (limit ${max / 1024} KB)`);
    if (!licences.includes(`\`${mediaFolder(path)}\``)) {
      problems.push(`${mediaFolder(path)} is not listed in LICENSES.md`);
    }
  }
  return problems;
}

function correctAnswerEn(q: ContentQuestion): string {
  return (isOpenQuestion(q) ? q.answers.en[0]! : q.options.en[q.correctIndex]!).toLowerCase().trim();
}

function readLicences(contentDir: string): string {
  try {
    return readFileSync(join(contentDir, 'LICENSES.md'), 'utf8');
  } catch {
    return '';
  }
}

/** The reviewed pairs of the same-fact rule; none when the file is missing. */
function readReviewedPairs(contentDir: string): ReviewedPairs {
  try {
    const parsed = JSON.parse(
      readFileSync(join(contentDir, REVIEWED_FILE.replace(/^content\//, '')), 'utf8'),
    ) as Partial<ReviewedPairs>;
    return { different: parsed.different ?? [], pending: parsed.pending ?? [] };
  } catch {
    return { different: [], pending: [] };
  }
}

/** Warnings for the bank's targets not reached yet. */
function targetWarnings(files: readonly ContentFile[], totals: readonly CategoryTotals[]): string[] {
  const warnings: string[] = [];
  const full = totals.filter((t) => DIFFICULTIES.every((d) => t[d] >= TARGETS.perDifficulty)).length;
  if (full < TARGETS.fullCategories) {
    warnings.push(
      `${full} categories with ${TARGETS.perDifficulty}+ questions per difficulty, target ${TARGETS.fullCategories}`,
    );
  }
  const pictures = totals.reduce((sum, t) => sum + t.pictures, 0);
  if (pictures < TARGETS.pictureQuestions) {
    warnings.push(`${pictures} picture questions, target ${TARGETS.pictureQuestions}`);
  }
  // A sound category: most of its questions are heard.
  const soundCategories = files.filter(
    (f) => f.questions.filter((q) => q.audio).length * 2 >= f.questions.length,
  ).length;
  if (soundCategories < TARGETS.soundCategories) {
    warnings.push(`${soundCategories} sound categories, target ${TARGETS.soundCategories}`);
  }
  const open = totals.reduce((sum, t) => sum + t.open, 0);
  if (open < TARGETS.openQuestions) warnings.push(`${open} open questions, target ${TARGETS.openQuestions}`);
  return warnings;
}

export function checkContent(contentDir: string, fileSize: FileSize): ContentCheck {
  const content = loadContent(contentDir);
  const licences = readLicences(contentDir);
  const errors = [...content.problems];
  const parents = new Set(content.parents.map((p) => p.slug));
  const ids = new Map<string, string>();
  const positions = [0, 0, 0, 0];
  const totals: CategoryTotals[] = [];
  let withImages = 0;
  let withSounds = 0;
  let giveaways = 0;
  const seen: { id: string; en: Set<string>; ar: Set<string>; answer: string }[] = [];
  const longest = {
    ar: { counted: 0, correctLongest: 0, worstCategory: '', worstShare: 0 },
    en: { counted: 0, correctLongest: 0, worstCategory: '', worstShare: 0 },
  };

  for (const file of content.files) {
    const { slug, parent } = file.category;
    if (!parents.has(parent)) errors.push(`${slug}: unknown parent "${parent}"`);
    const counts = { easy: 0, medium: 0, hard: 0, open: 0, pictures: 0, sounds: 0 };
    for (const q of file.questions) {
      if (!q.id.startsWith(`${slug}-`)) errors.push(`${q.id}: id must start with "${slug}-"`);
      const other = ids.get(q.id);
      if (other) errors.push(`${q.id}: id used twice (${other})`);
      ids.set(q.id, slug);
      counts[q.difficulty]++;
      if (isOpenQuestion(q)) counts.open++;
      else positions[q.correctIndex]!++;
      if (q.image) {
        withImages++;
        counts.pictures++;
      }
      if (q.audio) {
        withSounds++;
        counts.sounds++;
      }
      for (const problem of mediaProblems(q, fileSize, licences)) errors.push(`${q.id}: ${problem}`);
      for (const problem of numberMismatches(q))
        errors.push(`${q.id}: Arabic and English differ: ${problem}`);
      for (const problem of openAnswerProblems(q)) errors.push(`${q.id}: ${problem}`);
      const giveaway = giveawayWords(q);
      if (giveaway.length > 0) {
        giveaways++;
        errors.push(
          `${q.id}: the question gives the answer away ("${giveaway.join('", "')}" only in the correct option)`,
        );
      }

      const entry = { id: q.id, en: words(q.body.en), ar: words(q.body.ar), answer: correctAnswerEn(q) };
      // Picture and sound questions share their wording ("Which country's flag is this?") but differ by media.
      const isMedia = Boolean(q.image || q.audio);
      for (const earlier of isMedia ? [] : seen) {
        const score = Math.max(similarity(entry.en, earlier.en), similarity(entry.ar, earlier.ar));
        const isSameAnswer = entry.answer === earlier.answer;
        if (score >= SIMILARITY_ANY || (isSameAnswer && score >= SIMILARITY_WITH_SAME_ANSWER)) {
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
    for (const problem of positionProblems(file.questions).problems) errors.push(`${slug}: ${problem}`);
    for (const language of LANGUAGES) {
      const stats = longestStats(file.questions, language);
      const bank = longest[language];
      bank.counted += stats.counted;
      bank.correctLongest += stats.correctLongest;
      if (share(stats) > bank.worstShare)
        Object.assign(bank, { worstShare: share(stats), worstCategory: slug });
      if (share(stats) > MAX_CORRECT_LONGEST_CATEGORY) {
        errors.push(
          `${slug}: the correct option is the strictly longest in ${stats.correctLongest} of ${stats.counted} (${language}, ${Math.round(share(stats) * 100)}%, limit ${MAX_CORRECT_LONGEST_CATEGORY * 100}%)`,
        );
      }
    }
    totals.push({ slug, parent, ...counts, total: counts.easy + counts.medium + counts.hard });
  }
  for (const language of LANGUAGES) {
    const s = share(longest[language]);
    if (s > MAX_CORRECT_LONGEST_BANK) {
      errors.push(
        `bank: the correct option is the strictly longest in ${longest[language].correctLongest} of ${longest[language].counted} (${language}, ${(s * 100).toFixed(1)}%, limit ${MAX_CORRECT_LONGEST_BANK * 100}%)`,
      );
    }
  }
  if (content.files.length < MIN_CATEGORIES) {
    errors.push(`${content.files.length} categories, needs at least ${MIN_CATEGORIES}`);
  }
  const categoriesWithImages = content.files.filter((f) => f.questions.some((q) => q.image)).length;
  if (categoriesWithImages < 3)
    errors.push(`${categoriesWithImages} categories with images, needs at least 3`);
  const warnings = targetWarnings(content.files, totals);
  const facts = sameFactPairs(
    content.files.flatMap((f) =>
      f.questions.map((q) => ({ id: q.id, category: f.category.slug, question: q })),
    ),
  );
  const factProblems = sameFactProblems(facts, readReviewedPairs(contentDir));
  const odd = oddOptions(
    content.files.flatMap((f) => f.questions.map((question) => ({ category: f.category.slug, question }))),
    countries.map((c) => ({ name: c.name.common, capitals: c.capital ?? [] })),
  );
  errors.push(...factProblems.errors);
  warnings.push(...factProblems.warnings);
  const spelled = odd.filter((flag) => flag.kind === 'spelling').map((flag) => flag.id);
  if (spelled.length > 0) {
    warnings.push(
      `${spelled.length} hard questions whose Arabic options show the answer by its first letter (not hard): ${spelled.join(', ')}`,
    );
  }
  const openQuestions = totals.reduce((sum, t) => sum + t.open, 0);
  return {
    errors,
    warnings,
    totals,
    positions,
    withImages,
    withSounds,
    openQuestions,
    longest,
    giveaways,
    sameFact: facts,
    oddOptions: odd,
  };
}
