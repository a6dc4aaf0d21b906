/**
 * The same fact asked in two categories: each question's fact is its answer (the correct option or the first
 * accepted answers, both languages) and its keywords, folded and stemmed; the question's words give the context.
 * Two questions of different categories that share a rare part of their fact and much of their context ask the
 * same thing. Pure: the content check feeds it the bank and a reviewed list of pairs that differ.
 */
import { type ContentQuestion, isOpenQuestion } from '../src/shared/content/question-file';
import { foldText } from '../src/shared/text/normalize';
import { EMIRATES, stem } from './content-stem';

/**
 * Pairs scoring this or more are reported. Tuned on the bank of November 2026 (3,039 questions): of the 80 pairs
 * then scoring highest, those at 0.4 and above were 37 real repeats and 16 different facts about one answer.
 */
export const SAME_FACT_THRESHOLD = 0.4;
/** A pair naming different places or years (and none in common) asks about different things: score × this. */
export const DIFFERENT_SPECIFICS_PENALTY = 0.6;

/** A reviewed pair: both ids (either order) and a one-line reason. */
export type ReviewedPair = { ids: [string, string]; reason: string };
/**
 * The reviewed list (content/same-fact-reviewed.json): `different` pairs ask different facts and pass;
 * `pending` pairs are real repeats being replaced elsewhere, reported as warnings until one of them changes.
 */
export type ReviewedPairs = { different: ReviewedPair[]; pending: ReviewedPair[] };

export type FactQuestion = { id: string; category: string; question: ContentQuestion };

export type SameFactPair = { a: string; b: string; score: number; shared: string[] };

/** Words that say nothing about which fact is asked, in both languages (folded). */
const GENERIC = new Set(
  [
    'the a an of in on at to for from by with and or is are was were be been its it this that these those which',
    'what who whom whose where when why how many much does did do has have had not as into than then there his',
    'her their they he she one called name named known word most first also about only used use uses can could',
    'which pbuh prophet people year years country countries city famous world called after before during under',
    'over animal colour color shape map shown shaded this these picture part kind type main',
    'في من علي الي عن ما ماذا هي هو هذا هذه ذلك تلك التي الذي الذين كم اي اين متي كيف لماذا مع او ثم هل كان',
    'كانت لا لم لن قد اسم يسمي تسمي يعرف تعرف باسم اول اكثر عدد ولا وما فلا صلي الله عليه وسلم ﷺ النبي عام سنه',
    'دوله دول بلد مدينه حيوان لون شكل خريطه الخريطه الشكل الصوره صوره هذه هذا نوع جزء',
    'مدين حيو خريط صور countr colour',
  ]
    .join(' ')
    .split(' '),
);

/** The stems of a text that can name a fact: folded, no generic words, no one- or two-letter words. */
export function factStems(text: string): string[] {
  const stems: string[] = [];
  for (const word of foldText(text).split(' ')) {
    if (word.length < 3 && !/^\d+$/.test(word)) continue;
    if (GENERIC.has(word)) continue;
    const s = stem(word);
    if (!GENERIC.has(s)) stems.push(s);
  }
  return stems;
}

type Signature = {
  id: string;
  category: string;
  answer: Set<string>;
  context: Set<string>;
  /** The places and years the question names besides its answer (English). */
  places: Set<string>;
  years: Set<string>;
};

const REGION_CODES = (() => {
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) codes.push(String.fromCharCode(a) + String.fromCharCode(b));
  return codes;
})();

/** Places a question may name, each as the stems that name it (all must appear): countries, emirates, aliases. */
const PLACES: { place: string; stems: string[] }[] = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const places: { place: string; stems: string[] }[] = [];
  const add = (place: string, name: string) => {
    const stems = factStems(name);
    if (stems.length > 0) places.push({ place, stems });
  };
  for (const code of REGION_CODES) {
    const name = names.of(code);
    if (name && !/\d|Unknown|World|Union|Outlying|Islands$/.test(name)) add(code, name);
  }
  const aliases: [string, string][] = [
    ['AE', 'UAE'],
    ['AE', 'Emirati'],
    ['AE', 'Emirates'],
    ['SA', 'Saudi'],
    ['US', 'USA'],
    ['US', 'America'],
    ['GB', 'UK'],
    ['GB', 'Britain'],
    ['GB', 'England'],
    ['BH', 'Bahraini'],
    ['KW', 'Kuwaiti'],
    ['QA', 'Qatari'],
    ['OM', 'Omani'],
    ['EG', 'Egyptian'],
    ['IQ', 'Iraqi'],
    ['MA', 'Moroccan'],
    ['JO', 'Jordanian'],
  ];
  for (const [code, alias] of aliases) add(code, alias);
  for (const emirate of EMIRATES) add(emirate, emirate);
  return places;
})();

function signature({ id, category, question: q }: FactQuestion): Signature {
  const answers = isOpenQuestion(q)
    ? [q.answers.ar[0]!, q.answers.en[0]!]
    : [q.options.ar[q.correctIndex]!, q.options.en[q.correctIndex]!];
  const answer = new Set(answers.flatMap(factStems));
  const context = new Set([q.body.ar, q.body.en, ...q.keywords].flatMap(factStems));
  const english = new Set([q.body.en, ...q.keywords].flatMap(factStems).filter((x) => !answer.has(x)));
  const places = new Set(PLACES.filter((p) => p.stems.every((x) => english.has(x))).map((p) => p.place));
  const years = new Set([...english].filter((x) => /^1\d{3}$|^20\d{2}$/.test(x)));
  return { id, category, answer, context, places, years };
}

/** Inverse document frequency of each stem over the given sets, squared so that rare words weigh most. */
function idfOf(sets: readonly Set<string>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const set of sets) for (const s of set) counts.set(s, (counts.get(s) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [s, n] of counts) idf.set(s, Math.log((sets.length + 1) / n) ** 2);
  return idf;
}

/** The idf weight of `a` found in `b`, and of all of `a`. */
function weightsOf(
  a: Set<string>,
  b: Set<string>,
  idf: Map<string, number>,
): { shared: number; all: number } {
  let shared = 0;
  let all = 0;
  for (const s of a) {
    const w = idf.get(s) ?? 0;
    all += w;
    if (b.has(s)) shared += w;
  }
  return { shared, all };
}

/** The weighted share of `a` found in `b`. */
function coverage(a: Set<string>, b: Set<string>, idf: Map<string, number>): number {
  const { shared, all } = weightsOf(a, b, idf);
  return all === 0 ? 0 : shared / all;
}

/** Weighted Jaccard of two sets, each element weighing its idf. */
function weightedOverlap(a: Set<string>, b: Set<string>, idf: Map<string, number>): number {
  const { shared, all } = weightsOf(a, b, idf);
  let union = all;
  for (const s of b) if (!a.has(s)) union += idf.get(s) ?? 0;
  return union === 0 ? 0 : shared / union;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Pairs of questions of different categories that seem to ask the same fact, best first. Candidates share a
 * rare stem; the score is the geometric mean of how much their answers agree (the same answer, or each answer
 * named in the other question) and how much of the rest of their wording and keywords they share, every stem
 * weighing its squared idf; naming different places or years lowers it.
 */
export function sameFactPairs(
  questions: readonly FactQuestion[],
  threshold = SAME_FACT_THRESHOLD,
): SameFactPair[] {
  // Picture and sound questions ask about their media, which words do not capture; they are left out.
  const signatures = questions.filter((q) => !q.question.image && !q.question.audio).map(signature);
  const idf = idfOf(signatures.map((s) => new Set([...s.answer, ...s.context])));
  // Candidates share a stem of an answer that is not common (held by fewer than 1 in 100 questions).
  const rareLimit = Math.max(8, signatures.length / 100);
  const byStem = new Map<string, number[]>();
  signatures.forEach((s, index) => {
    for (const f of new Set([...s.answer, ...s.context])) {
      const holders = byStem.get(f);
      if (holders) holders.push(index);
      else byStem.set(f, [index]);
    }
  });
  const seen = new Set<string>();
  const pairs: SameFactPair[] = [];
  for (const holders of byStem.values()) {
    if (holders.length < 2 || holders.length > rareLimit) continue;
    for (let i = 0; i < holders.length; i++) {
      for (let j = i + 1; j < holders.length; j++) {
        const a = signatures[holders[i]!]!;
        const b = signatures[holders[j]!]!;
        if (a.category === b.category) continue;
        if (!a.answer.size || !b.answer.size) continue;
        const key = pairKey(a.id, b.id);
        if (seen.has(key)) continue;
        seen.add(key);
        // The same answer, or each answer named in the other question (one asks what the other gives).
        const sameAnswer = weightedOverlap(a.answer, b.answer, idf);
        const crossed = Math.min(coverage(a.answer, b.context, idf), coverage(b.answer, a.context, idf));
        const answer = Math.max(sameAnswer, crossed);
        if (answer === 0) continue;
        const answers = new Set([...a.answer, ...b.answer]);
        const strip = (set: Set<string>) => new Set([...set].filter((x) => !answers.has(x)));
        const context = weightedOverlap(strip(a.context), strip(b.context), idf);
        // Two questions naming different places or years (and none in common) ask about different things.
        const conflict = (x: Set<string>, y: Set<string>) =>
          x.size > 0 && y.size > 0 && ![...x].some((v) => y.has(v));
        const penalty =
          conflict(a.places, b.places) || conflict(a.years, b.years) ? DIFFERENT_SPECIFICS_PENALTY : 1;
        const score = Math.sqrt(answer * context) * penalty;
        if (score >= threshold) {
          const all = new Set([...b.answer, ...b.context]);
          const shared = [...new Set([...a.answer, ...a.context])].filter((s) => all.has(s));
          pairs.push({ a: a.id, b: b.id, score, shared });
        }
      }
    }
  }
  return pairs.sort((x, y) => y.score - x.score);
}

/** Errors for pairs found and not reviewed, warnings for pending ones, and errors for entries without a reason. */
export function sameFactProblems(
  pairs: readonly SameFactPair[],
  reviewed: ReviewedPairs,
): { errors: string[]; warnings: string[] } {
  const different = new Set(reviewed.different.map((r) => pairKey(r.ids[0], r.ids[1])));
  const pending = new Map(reviewed.pending.map((r) => [pairKey(r.ids[0], r.ids[1]), r.reason]));
  const errors = [...reviewed.different, ...reviewed.pending]
    .filter((r) => r.reason.trim().length < 10)
    .map((r) => `${REVIEWED_FILE}: ${r.ids.join(' and ')} needs a reason`);
  const warnings: string[] = [];
  const found = new Set(pairs.map((pair) => pairKey(pair.a, pair.b)));
  for (const r of [...reviewed.different, ...reviewed.pending]) {
    if (!found.has(pairKey(r.ids[0], r.ids[1]))) {
      warnings.push(`${REVIEWED_FILE}: ${r.ids.join(' and ')} no longer pair up; drop the entry`);
    }
  }
  for (const pair of pairs) {
    const key = pairKey(pair.a, pair.b);
    if (different.has(key)) continue;
    const what = `${pair.a} and ${pair.b} ask the same fact (score ${pair.score.toFixed(2)}, sharing "${pair.shared.slice(0, 8).join('", "')}")`;
    if (pending.has(key)) warnings.push(`${what}: pending, ${pending.get(key)}`);
    else errors.push(`${what}: replace one, or record why they differ in ${REVIEWED_FILE}`);
  }
  return { errors, warnings };
}

export const REVIEWED_FILE = 'content/same-fact-reviewed.json';
