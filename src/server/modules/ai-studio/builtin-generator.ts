import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import worldCountries from 'world-countries';
import { type Difficulty, POINTS_BY_DIFFICULTY } from '../../../shared/constants';
import { type QuestionInput, questionInputSchema } from '../../../shared/contracts/admin-questions';
import { difficultyMix } from '../../../shared/contracts/ai-studio';

/**
 * The built-in generator: questions made from country data that ships in npm packages (world-countries for names
 * in Arabic and English, continents and borders; Node's CLDR data for currency names) and the flag pictures the
 * bank already has. Each question is true by construction; its note says which data makes it so.
 */

type Text = { ar: string; en: string };
type GeneratorContent = {
  templates: Record<'flag' | 'flagAlt' | 'currency' | 'continent' | 'border', Text>;
  continents: Record<string, Text>;
  transcontinental: string[];
  wellKnown: string[];
  /** Countries whose English name takes "the" inside a sentence. */
  englishThe: string[];
  /** Corrections to the package's Arabic names, by ISO code ("_comment" aside). */
  arabicNames: Record<string, string>;
  /** A currency's kind where the CLDR name is not the one in common use, by currency code. */
  currencyKinds: Record<string, Text | string>;
};

type Country = {
  cca2: string;
  /** The English name as it reads inside a sentence ("the United Arab Emirates"). */
  inSentenceEn: string;
  cca3: string;
  name: Text;
  region: string;
  continent: string | null;
  /** The one currency and its kind's name without the country ("peso" / «بيزو»), which the question asks by. */
  currency: { code: string; name: Text; kind: Text } | null;
  borders: string[];
  /** Latitude and longitude of the country's centre, to offer near countries as the wrong borders. */
  latlng: [number, number];
  area: number;
  isWellKnown: boolean;
  hasFlag: boolean;
};

export const BUILTIN_KINDS = ['flag', 'continent', 'currency', 'border'] as const;
export type BuiltinKind = (typeof BUILTIN_KINDS)[number];

export type BuiltinQuestion = { kind: BuiltinKind; input: QuestionInput };

const currencyAr = new Intl.DisplayNames(['ar'], { type: 'currency' });
const currencyEn = new Intl.DisplayNames(['en'], { type: 'currency' });

/**
 * The kind of a currency without its country: the last English word ("Philippine Peso" → "peso") and the first
 * Arabic one («بيزو فلبيني» → «بيزو»). Null for a name that does not read as one (dates, codes).
 */
export function currencyKind(name: Text): Text | null {
  const en = name.en.split(' ').at(-1)!.toLowerCase();
  const ar = name.ar.split(' ')[0]!.replace(/^ال/, '');
  return /^\p{L}+$/u.test(en) && /^\p{Script=Arabic}+$/u.test(ar) ? { ar, en } : null;
}

function continentOf(country: (typeof worldCountries)[number]): string | null {
  if (country.region === 'Americas')
    return country.subregion === 'South America' ? 'South America' : 'North America';
  return ['Africa', 'Asia', 'Europe', 'Oceania'].includes(country.region) ? country.region : null;
}

function loadCountries(content: GeneratorContent, flagsDir: string): Country[] {
  const excluded = new Set(content.transcontinental);
  return worldCountries
    .filter((c) => c.unMember && c.translations.ara?.common)
    .map((c) => {
      const codes = Object.keys(c.currencies ?? {});
      const code = codes.length === 1 ? codes[0]! : null;
      const name = code ? { ar: currencyAr.of(code) ?? code, en: currencyEn.of(code) ?? code } : null;
      const override = code ? content.currencyKinds[code] : undefined;
      const kind = typeof override === 'object' ? override : name ? currencyKind(name) : null;
      return {
        cca2: c.cca2,
        inSentenceEn: content.englishThe.includes(c.cca2) ? `the ${c.name.common}` : c.name.common,
        cca3: c.cca3,
        name: { ar: content.arabicNames[c.cca2] ?? c.translations.ara!.common, en: c.name.common },
        region: c.region,
        continent: excluded.has(c.cca2) ? null : continentOf(c),
        // A name CLDR lacks comes back as its code: such a currency is left out.
        currency: code && name && kind && name.ar !== code && name.en !== code ? { code, name, kind } : null,
        borders: c.borders,
        latlng: [c.latlng[0] ?? 0, c.latlng[1] ?? 0] as [number, number],
        area: c.area,
        isWellKnown: content.wellKnown.includes(c.cca2),
        hasFlag: existsSync(join(flagsDir, `${c.cca2.toLowerCase()}.svg`)),
      };
    });
}

type Random = () => number;

function shuffle<T>(items: T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const fill = (template: Text, country: Country): Text => ({
  ar: template.ar.replace('{country}', country.name.ar),
  en: template.en.replace('{country}', country.inSentenceEn),
});

type Candidate = {
  kind: BuiltinKind;
  difficulty: Difficulty;
  body: Text;
  correct: Text;
  wrong: Text[];
  note: string;
  imageUrl?: string;
  imageAlt?: Text;
};

function candidatesFor(countries: Country[], content: GeneratorContent, random: Random): Candidate[] {
  const byCode = new Map(countries.map((c) => [c.cca3, c]));
  const others = (country: Country, pick: (c: Country) => boolean) =>
    shuffle(
      countries.filter((c) => c.cca3 !== country.cca3 && pick(c)),
      random,
    );
  const out: Candidate[] = [];
  for (const country of countries) {
    const sameRegion = (c: Country) => c.region === country.region;
    if (country.hasFlag) {
      const wrong = others(country, (c) => c.hasFlag).slice(0, 3);
      out.push({
        kind: 'flag',
        difficulty: country.isWellKnown ? 'easy' : 'medium',
        body: content.templates.flag,
        correct: country.name,
        wrong: wrong.map((c) => c.name),
        note: `The flag is ${country.name.en}'s (flag-icons, ${country.cca2.toLowerCase()}.svg).`,
        imageUrl: `/content/images/flags/${country.cca2.toLowerCase()}.svg`,
        imageAlt: content.templates.flagAlt,
      });
    }
    if (country.continent) {
      const wrong = shuffle(
        Object.keys(content.continents).filter((name) => name !== country.continent),
        random,
      ).slice(0, 3);
      out.push({
        kind: 'continent',
        difficulty: country.isWellKnown ? 'easy' : country.area > 500_000 ? 'medium' : 'hard',
        body: fill(content.templates.continent, country),
        correct: content.continents[country.continent]!,
        wrong: wrong.map((name) => content.continents[name]!),
        note: `world-countries places ${country.name.en} in ${country.region} (${country.continent}).`,
      });
    }
    if (country.currency) {
      // Asked by the kind of currency, not its full name, which would name the country: "Which of these
      // countries has a currency called the peso?" The other options are countries, of the same region first,
      // whose currency is called something else in both languages, so exactly one option is right.
      const kind = country.currency.kind;
      const wrong = others(
        country,
        (c) => Boolean(c.currency) && c.currency!.kind.en !== kind.en && c.currency!.kind.ar !== kind.ar,
      )
        .sort((a, b) => Number(sameRegion(b)) - Number(sameRegion(a)))
        .slice(0, 3);
      out.push({
        kind: 'currency',
        difficulty: country.isWellKnown ? 'medium' : 'hard',
        body: {
          ar: content.templates.currency.ar.replace('{currency}', `ال${kind.ar}`),
          en: content.templates.currency.en.replace('{currency}', kind.en),
        },
        correct: country.name,
        wrong: wrong.map((c) => c.name),
        note: `world-countries lists ${country.name.en}'s only currency as ${country.currency.code} (${country.currency.name.en}); the other options' currencies are ${wrong.map((c) => c.currency!.code).join(', ')}.`,
      });
    }
    const neighbours = country.borders.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
    if (neighbours.length > 0) {
      const neighbour = neighbours[Math.floor(random() * neighbours.length)]!;
      // The wrong options are near countries that share no land border with it, so the map has to be known.
      const distance = (c: Country) =>
        Math.hypot(c.latlng[0] - country.latlng[0], c.latlng[1] - country.latlng[1]);
      const wrong = shuffle(
        others(country, (c) => !country.borders.includes(c.cca3) && c.cca3 !== neighbour.cca3)
          .sort((a, b) => distance(a) - distance(b))
          .slice(0, 6),
        random,
      ).slice(0, 3);
      if (wrong.length === 3) {
        out.push({
          kind: 'border',
          difficulty: country.isWellKnown ? 'medium' : 'hard',
          body: fill(content.templates.border, country),
          correct: neighbour.name,
          wrong: wrong.map((c) => c.name),
          note: `world-countries lists ${neighbour.name.en} (${neighbour.cca3}) among ${country.name.en}'s land borders; the other options are not.`,
        });
      }
    }
  }
  return out.filter((c) => c.wrong.length === 3);
}

function toInput(candidate: Candidate, categoryId: string, random: Random): QuestionInput {
  const correctIndex = Math.floor(random() * 4);
  const options = [...candidate.wrong];
  options.splice(correctIndex, 0, candidate.correct);
  return {
    categoryId,
    type: 'multiple_choice',
    bodyAr: candidate.body.ar,
    bodyEn: candidate.body.en,
    optionsAr: options.map((o) => o.ar),
    optionsEn: options.map((o) => o.en),
    correctIndex,
    difficulty: candidate.difficulty,
    points: POINTS_BY_DIFFICULTY[candidate.difficulty],
    tags: ['geography', candidate.kind],
    keywords: [candidate.correct.en],
    imageUrl: candidate.imageUrl ?? null,
    imageAltAr: candidate.imageAlt?.ar ?? null,
    imageAltEn: candidate.imageAlt?.en ?? null,
    video: '',
    videoStart: null,
    videoEnd: null,
    audioUrl: null,
    imageCredit: candidate.imageUrl
      ? {
          source: 'builtin',
          title: 'flag-icons',
          license: 'MIT',
          licenseUrl: 'https://github.com/lipis/flag-icons/blob/main/LICENSE',
          author: 'flag-icons contributors',
          pageUrl: 'https://www.npmjs.com/package/flag-icons',
        }
      : null,
    note: candidate.note,
    isActive: true,
  };
}

/**
 * `count` questions in the exact difficulty mix, of mixed kinds, none whose body is in `isTaken` (the bank, by
 * folded body: a flag question repeats its body, so flags are told apart by their picture).
 */
export function generateBuiltin(
  contentDir: string,
  request: { categoryId: string; count: number },
  isTaken: (input: QuestionInput) => boolean,
  random: Random = Math.random,
): BuiltinQuestion[] {
  const content = JSON.parse(
    readFileSync(join(contentDir, 'generator', 'countries.json'), 'utf8'),
  ) as GeneratorContent;
  const countries = loadCountries(content, join(contentDir, 'images', 'flags'));
  const pool = shuffle(candidatesFor(countries, content, random), random);
  const mix = difficultyMix(request.count);
  const result: BuiltinQuestion[] = [];
  const kindsUsed = new Map<BuiltinKind, number>();
  for (const difficulty of ['easy', 'medium', 'hard'] as const) {
    // Kinds in turn, the least used first, so a set mixes pictures and text.
    const available = pool.filter((c) => c.difficulty === difficulty);
    let wanted = mix[difficulty];
    while (wanted > 0 && available.length > 0) {
      available.sort((a, b) => (kindsUsed.get(a.kind) ?? 0) - (kindsUsed.get(b.kind) ?? 0));
      const candidate = available.shift()!;
      const input = toInput(candidate, request.categoryId, random);
      if (!questionInputSchema.safeParse(input).success || isTaken(input)) continue;
      kindsUsed.set(candidate.kind, (kindsUsed.get(candidate.kind) ?? 0) + 1);
      result.push({ kind: candidate.kind, input });
      wanted -= 1;
    }
  }
  return result;
}
