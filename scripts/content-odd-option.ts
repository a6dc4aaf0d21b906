/**
 * The odd one out among a question's four options: three options of one kind and one of another (three forms of
 * ice and a soil, three cities and a river) give the answer away, or take a wrong option out at a glance.
 * Offline: an option's kinds come from small hand lists (countries and capitals from `world-countries`, the
 * emirates, continents, colours, planets, months, days, years, numbers) and from the bank itself — a string that
 * answers "Which river…?" somewhere is a river, one that answers "Who…?" is a person. The content check warns;
 * a person reviews the list. Pure, apart from the lists it is given.
 */
import { type ContentQuestion, isOpenQuestion } from '../src/shared/content/question-file';
import { foldText } from '../src/shared/text/normalize';
import { EMIRATES } from './content-stem';

/** Kinds by the name of each thing (folded English): built once from the hand lists and the bank. */
export type KindLexicon = Map<string, Set<string>>;

export type OddOption = {
  id: string;
  /** The index of the option that differs, and its text (English). */
  index: number;
  option: string;
  /** The kind the three others share, and what the odd one is (its kinds, or "no digits"). */
  kind: string;
  oddKinds: string[];
  /** Higher when more of the evidence agrees: hand lists weigh more than kinds learned from the bank. */
  strength: number;
  correct: boolean;
};

/** The key a string is looked up by: folded English without a leading article. */
export const optionKey = (text: string) =>
  foldText(text.replace(/\s*\([^)]*\)/g, ''))
    .replace(/^(the|a|an) /, '')
    .trim();

const HAND_LISTS: Record<string, string> = {
  continent: 'africa asia europe north america south america oceania australia antarctica',
  colour:
    'red blue green yellow white black orange purple pink brown grey gray gold silver violet maroon turquoise beige navy',
  planet: 'mercury venus earth mars jupiter saturn uranus neptune',
  month:
    'january february march april may june july august september october november december muharram safar rabi al awwal rajab shaban ramadan shawwal dhu al qadah dhu al hijjah',
  day: 'saturday sunday monday tuesday wednesday thursday friday',
  emirate: 'abu dhabi dubai sharjah ajman umm al quwain ras al khaimah fujairah',
};
const MULTI_WORD = [
  'north america',
  'south america',
  'rabi al awwal',
  'dhu al qadah',
  'dhu al hijjah',
  'abu dhabi',
  'umm al quwain',
  'ras al khaimah',
];

/** Head nouns of questions that say nothing about the kind of their answer. */
const VAGUE_HEADS = new Set(
  'is was are were does do did of kind type one word part name thing things these this best most main did has have happens happened makes made can could should would will'.split(
    ' ',
  ),
);

/** Words between "which" and the noun that say which ones, not what kind of thing. */
const QUALIFIERS = new Set(
  `of these those two three four arab arabic gulf gcc african european asian american north south east west
  eastern western northern southern omani emirati uae hijri gregorian islamic saudi qatari kuwaiti bahraini
  egyptian moroccan english national other neighbouring famous ancient old new first last big large largest
  small smallest main bright great long longest high highest tall tallest oldest modern traditional popular
  well known historic coastal desert holy`.split(/\s+/),
);
/** Kinds that are one field for this rule. */
const SAME_KIND: Record<string, string> = {
  capital: 'city',
  town: 'city',
  nation: 'country',
  team: 'country',
  colour: 'colour',
  color: 'colour',
  mountain: 'mountain',
  peak: 'mountain',
  sea: 'water',
  ocean: 'water',
  gulf: 'water',
  lake: 'water',
};

/** The kind of thing a question asks for, from its English wording ("Which river…" → river), or null. */
export function askedKind(body: string): string | null {
  const text = body.toLowerCase();
  if (
    /^(who|whom)\b|\bwho (is|was|were|became|wrote|sang|invented|discovered|founded|built|led|won|played)\b/.test(
      text,
    )
  )
    return 'person';
  if (/\b(in )?what year\b|\bin which year\b|\bwhen\b/.test(text)) return 'year';
  const after = /\b(?:which|what)\b((?: [a-z0-9'-]+){1,4})/.exec(text)?.[1]?.trim().split(' ') ?? [];
  // "Which Arab country", "which of these Gulf cities": the noun after the words that qualify it.
  const head = after.find((word) => !QUALIFIERS.has(word) && !/\d/.test(word));
  if (!head || VAGUE_HEADS.has(head) || head.length < 3) return null;
  const singular = head.replace(/(ies)$/, 'y').replace(/([^s])s$/, '$1');
  return SAME_KIND[singular] ?? singular;
}

/**
 * Learns kinds from the bank: the correct option of a question asking "Which river…?" is a river. Strings that
 * answer several kinds of question keep them all.
 */
export function learnKinds(
  questions: readonly ContentQuestion[],
  lexicon: KindLexicon = new Map(),
): KindLexicon {
  for (const q of questions) {
    if (isOpenQuestion(q) || q.image || q.audio) continue;
    const kind = askedKind(q.body.en);
    if (!kind) continue;
    const key = optionKey(q.options.en[q.correctIndex]!);
    if (!key) continue;
    const kinds = lexicon.get(key) ?? new Set<string>();
    kinds.add(kind);
    lexicon.set(key, kinds);
  }
  return lexicon;
}

/** The hand lists: countries and capitals (names as `world-countries` gives them), and the lists above. */
export function handLexicon(countries: readonly { name: string; capitals: string[] }[]): KindLexicon {
  const lexicon: KindLexicon = new Map();
  const add = (name: string, kind: string) => {
    const key = optionKey(name);
    if (!key) return;
    const kinds = lexicon.get(key) ?? new Set<string>();
    kinds.add(kind);
    lexicon.set(key, kinds);
  };
  for (const country of countries) {
    add(country.name, 'country');
    for (const capital of country.capitals) add(capital, 'city');
  }
  for (const alias of [
    'UAE',
    'United Arab Emirates',
    'USA',
    'United States',
    'UK',
    'Britain',
    'Saudi Arabia',
  ])
    add(alias, 'country');
  for (const [kind, words] of Object.entries(HAND_LISTS)) {
    let rest = ` ${words} `;
    for (const multi of MULTI_WORD) {
      if (rest.includes(` ${multi} `)) {
        add(multi, kind);
        rest = rest.replace(` ${multi} `, ' ');
      }
    }
    for (const word of rest.trim().split(' ')) add(word, kind);
  }
  for (const emirate of EMIRATES) add(emirate, 'city');
  return lexicon;
}

/** The kinds an option is known to be, with how sure: 2 from the shape or the hand lists, 1 learned. */
function kindsOf(option: string, hand: KindLexicon, learned: KindLexicon): Map<string, number> {
  const kinds = new Map<string, number>();
  const key = optionKey(option);
  if (
    /^\d{3,4}( ?(ad|ah|bc|ce))?$/.test(key) &&
    Number(key.slice(0, 4)) >= 500 &&
    Number(key.slice(0, 4)) <= 2100
  )
    kinds.set('year', 2);
  if (/\d/.test(key)) kinds.set('number', 2);
  for (const kind of hand.get(key) ?? []) kinds.set(kind, 2);
  for (const kind of learned.get(key) ?? []) if (!kinds.has(kind)) kinds.set(kind, 1);
  return kinds;
}

/**
 * The option of a four-option question whose kind differs from the kind the other three share, or null. An
 * option whose kind is unknown is not taken for odd, except against three numbers (it has no digits).
 */
export function oddOption(
  q: ContentQuestion,
  hand: KindLexicon,
  learned: KindLexicon,
  related: Set<string> = relatedKinds(hand, learned),
): OddOption | null {
  if (isOpenQuestion(q) || q.options.en.length !== 4) return null;
  const kinds = q.options.en.map((option) => kindsOf(option, hand, learned));
  // An option of the kind the question asks for is never the odd one.
  const asked = askedKind(q.body.en);
  let best: OddOption | null = null;
  for (let odd = 0; odd < 4; odd++) {
    const others = kinds.filter((_, i) => i !== odd);
    const mine = kinds[odd]!;
    for (const [kind, weight] of others[0]!) {
      if (!others.every((k) => k.has(kind)) || mine.has(kind) || (asked && mine.has(asked))) continue;
      // Kinds one string holds together (a city that is a port, an Arab country) are one field.
      if ([...mine.keys()].some((k) => related.has(`${k}|${kind}`))) continue;
      // What sets the odd one apart: its kinds that none of the others has; at least one side must be sure.
      const own = [...mine].filter(([k]) => !others.some((o) => o.has(k)));
      const sureShared = others.every((k) => k.get(kind) === 2);
      const sureOwn = own.some(([, w]) => w === 2);
      if (kind !== 'number' && (own.length === 0 || (!sureShared && !sureOwn))) continue;
      // A number among numbers in words ("Three") is not odd; nor is a year among numbers.
      if (
        kind === 'number' &&
        /^(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred)\b/i.test(
          q.options.en[odd]!,
        )
      )
        continue;
      if (kind === 'number' && mine.size === 0 && /\d/.test(q.options.en[odd]!)) continue;
      const known = mine.size > 0 || kind === 'number';
      if (!known) continue;
      const strength =
        Math.min(...others.map((k) => k.get(kind)!)) + weight + Math.max(0, ...own.map(([, w]) => w));
      if (!best || strength > best.strength) {
        best = {
          id: q.id,
          index: odd,
          option: q.options.en[odd]!,
          kind,
          oddKinds: own.length > 0 ? own.map(([k]) => k) : ['no digits'],
          strength,
          correct: odd === q.correctIndex,
        };
      }
    }
  }
  return best;
}

/** Pairs of kinds ("a|b", both orders) that some string holds both of: sub-kinds and overlapping fields. */
export function relatedKinds(...lexicons: KindLexicon[]): Set<string> {
  const merged = new Map<string, Set<string>>();
  for (const lexicon of lexicons)
    for (const [key, kinds] of lexicon) merged.set(key, new Set([...(merged.get(key) ?? []), ...kinds]));
  const related = new Set<string>();
  for (const kinds of merged.values())
    for (const a of kinds) for (const b of kinds) if (a !== b) related.add(`${a}|${b}`);
  return related;
}

/** Arabic letter names as a question writes them («بحرف الضاد»), folded, with their letters. */
const LETTER_NAMES = new Map<string, string>(
  (
    'الألف ا،الباء ب،التاء ت،الثاء ث،الجيم ج،الحاء ح،الخاء خ،الدال د،الذال ذ،الراء ر،الزاي ز،السين س،الشين ش،' +
    'الصاد ص،الضاد ض،الطاء ط،الظاء ظ،العين ع،الغين غ،الفاء ف،القاف ق،الكاف ك،اللام ل،الميم م،النون ن،الهاء ه،الواو و،الياء ي'
  )
    .split('،')
    .map((pair) => {
      const [name, letter] = pair.split(' ');
      return [foldText(name!), foldText(letter!)] as const;
    }),
);

/**
 * A hard question asking for the word that starts with a named Arabic letter («يبدأ اسمه بحرف الضاد»), where the
 * correct option is the only one whose Arabic starts with it: the Arabic spelling shows the answer, so the
 * question is not hard.
 */
export function spellingGiveaway(q: ContentQuestion): boolean {
  if (isOpenQuestion(q) || q.difficulty !== 'hard') return false;
  const name = /بحرف (\S+)/.exec(foldText(q.body.ar))?.[1];
  const letter = name ? LETTER_NAMES.get(name) : undefined;
  if (!letter) return false;
  const first = (option: string) => foldText(option).replace(/^ال(?=...)/, '')[0];
  const starting = q.options.ar.flatMap((option, index) => (first(option) === letter ? [index] : []));
  return starting.length === 1 && starting[0] === q.correctIndex;
}

/** Words three options may share without saying what kind of thing they are. */
const SHAPE_STOP = new Set(
  `the a an of in on at to for from by and or with its his her their is are was al ibn bin abu bint about
  over under nearly almost that one more less than very only من في على عن الى او بن ابن ابو بنت نحو حوالي اكثر اقل`.split(
    /\s+/,
  ),
);

/**
 * The word three options share and the correct one lacks ("The Whirlpool Galaxy", "The Sombrero Galaxy", "The
 * Pinwheel Galaxy" and "Andromeda"), per language, or null: the correct option stands apart by its shape.
 */
export function shapeOddWord(q: ContentQuestion): { language: 'ar' | 'en'; word: string } | null {
  if (isOpenQuestion(q) || q.options.en.length !== 4) return null;
  for (const language of ['en', 'ar'] as const) {
    const words = q.options[language].map(
      (option) =>
        new Set(
          foldText(option)
            .split(' ')
            .filter((w) => w.length > 2 && !SHAPE_STOP.has(w) && !/\d/.test(w)),
        ),
    );
    const others = words.filter((_, i) => i !== q.correctIndex);
    const mine = words[q.correctIndex]!;
    const word = [...others[0]!].find((w) => others.every((o) => o.has(w)) && !mine.has(w));
    if (word) return { language, word };
  }
  return null;
}

/** A flagged question: the odd option and why (a kind the three others share, or the fields of its words). */
export type OddFlag = OddOption & { reason: string };

/**
 * Every flagged question of the bank: those whose odd option is the correct one first (they give the answer
 * away), then by strength.
 */
export function oddOptions(
  questions: readonly { category: string; question: ContentQuestion }[],
  countries: readonly { name: string; capitals: string[] }[],
): OddFlag[] {
  const hand = handLexicon(countries);
  const learned = learnKinds(questions.map((q) => q.question));
  const related = relatedKinds(hand, learned);
  const fields = fieldIndex(questions);
  const flags: OddFlag[] = [];
  for (const { category, question: q } of questions) {
    if (isOpenQuestion(q)) continue;
    if (spellingGiveaway(q)) {
      flags.push({
        id: q.id,
        index: q.correctIndex,
        option: q.options.en[q.correctIndex]!,
        kind: 'spelling',
        oddKinds: [],
        strength: 10,
        correct: true,
        reason: 'the only option whose Arabic starts with the letter the question names: not hard',
      });
      continue;
    }
    const byKind = oddOption(q, hand, learned, related);
    if (byKind) {
      flags.push({ ...byKind, reason: `three are ${byKind.kind}, it is ${byKind.oddKinds.join('/')}` });
      continue;
    }
    const shape = shapeOddWord(q);
    if (shape) {
      flags.push({
        id: q.id,
        index: q.correctIndex,
        option: q.options[shape.language][q.correctIndex]!,
        kind: 'shape',
        oddKinds: [],
        strength: 3,
        correct: true,
        reason: `the three others share the word "${shape.word}" (${shape.language}), it does not`,
      });
      continue;
    }
    const byField = fieldOddOption(q, category, fields);
    if (byField) {
      flags.push({
        id: q.id,
        index: byField.index,
        option: q.options.en[byField.index]!,
        kind: 'field',
        oddKinds: [],
        strength: 2 + byField.together - byField.apart,
        correct: byField.index === q.correctIndex,
        reason: `its words belong to other fields (the three share ${byField.together.toFixed(2)}, it shares ${byField.apart.toFixed(2)})`,
      });
    }
  }
  return flags.sort(
    (a, b) => Number(b.correct) - Number(a.correct) || b.strength - a.strength || a.id.localeCompare(b.id),
  );
}

/** The fields (tags and category) each English option word occurs under across the bank, with counts. */
export type FieldIndex = Map<string, Map<string, number>>;

const FIELD_STOP = new Set(
  'the a an of in on at to for from by and or with its his her their is are was one two three four five six seven eight nine ten'.split(
    ' ',
  ),
);

function fieldWords(text: string): string[] {
  return [...new Set(foldText(text).split(' '))].filter(
    (w) => w.length > 2 && !FIELD_STOP.has(w) && !/\d/.test(w),
  );
}

/** Where each option word occurs: in options and keywords of every question, under its tags and category. */
export function fieldIndex(
  questions: readonly { category: string; question: ContentQuestion }[],
): FieldIndex {
  const index: FieldIndex = new Map();
  for (const { category, question: q } of questions) {
    if (isOpenQuestion(q)) continue;
    const fields = [...new Set([...q.tags.map((t) => `tag:${t.toLowerCase()}`), `category:${category}`])];
    for (const word of fieldWords([...q.options.en, ...q.keywords].join(' '))) {
      const counts = index.get(word) ?? new Map<string, number>();
      for (const field of fields) counts.set(field, (counts.get(field) ?? 0) + 1);
      index.set(word, counts);
    }
  }
  return index;
}

/** An option's fields, without the question's own contribution (its fields and words). */
function fieldVector(
  option: string,
  own: { fields: Set<string>; words: Set<string> },
  index: FieldIndex,
): Map<string, number> {
  const vector = new Map<string, number>();
  for (const word of fieldWords(option)) {
    for (const [field, count] of index.get(word) ?? []) {
      const n = count - (own.words.has(word) && own.fields.has(field) ? 1 : 0);
      if (n > 0) vector.set(field, (vector.get(field) ?? 0) + n);
    }
  }
  return vector;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    dot += v * (b.get(k) ?? 0);
  }
  for (const v of b.values()) nb += v * v;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * The option whose fields (where its words occur across the bank) share least with the other three while those
 * three share much with each other, or null. Options with words seen nowhere else are not judged.
 */
export function fieldOddOption(
  q: ContentQuestion,
  category: string,
  index: FieldIndex,
): { index: number; apart: number; together: number } | null {
  if (isOpenQuestion(q) || q.options.en.length !== 4) return null;
  const own = {
    fields: new Set([...q.tags.map((t) => `tag:${t.toLowerCase()}`), `category:${category}`]),
    words: new Set(fieldWords([...q.options.en, ...q.keywords].join(' '))),
  };
  const vectors = q.options.en.map((o) => fieldVector(o, own, index));
  // Fields are judged only for words seen often enough elsewhere in the bank.
  const mass = (v: Map<string, number>) => [...v.values()].reduce((a, b) => a + b, 0);
  if (vectors.some((v) => mass(v) < FIELD_MIN_SEEN)) return null;
  const sim = (i: number, j: number) => cosine(vectors[i]!, vectors[j]!);
  let best: { index: number; apart: number; together: number } | null = null;
  for (let odd = 0; odd < 4; odd++) {
    const others = [0, 1, 2, 3].filter((i) => i !== odd);
    const apart = Math.max(...others.map((j) => sim(odd, j)));
    const together = Math.min(
      sim(others[0]!, others[1]!),
      sim(others[0]!, others[2]!),
      sim(others[1]!, others[2]!),
    );
    if (
      together >= FIELD_TOGETHER &&
      apart <= FIELD_APART &&
      (!best || together - apart > best.together - best.apart)
    )
      best = { index: odd, apart, together };
  }
  return best;
}

/** Tuned on the bank: the three share this much (cosine of their fields) and the odd one at most this much. */
export const FIELD_TOGETHER = 0.5;
export const FIELD_APART = 0.1;
/** Occurrences (field counts) an option's words need elsewhere in the bank before their field is trusted. */
export const FIELD_MIN_SEEN = 6;
