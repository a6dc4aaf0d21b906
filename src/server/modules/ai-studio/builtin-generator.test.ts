import { join } from 'node:path';
import worldCountries from 'world-countries';
import { describe, expect, it } from 'vitest';
import { currencyKind, generateBuiltin } from './builtin-generator';

const CONTENT_DIR = join(import.meta.dirname, '../../../../content');
const CATEGORY_ID = '00000000-0000-4000-8000-000000000000';

/** A seeded random source, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const byEnglishName = new Map(worldCountries.map((c) => [c.name.common, c]));
const arabicCurrency = new Intl.DisplayNames(['ar'], { type: 'currency' });
const englishCurrency = new Intl.DisplayNames(['en'], { type: 'currency' });

describe('the built-in generator', () => {
  it('names a currency by its kind, without the country that would give the answer away', () => {
    expect(currencyKind({ ar: 'بيزو فلبيني', en: 'Philippine Peso' })).toEqual({ ar: 'بيزو', en: 'peso' });
    expect(currencyKind({ ar: 'الجنيه الإسترليني', en: 'British Pound' })).toEqual({
      ar: 'جنيه',
      en: 'pound',
    });
    expect(
      currencyKind({ ar: 'ليون سيراليوني (1964—2022)', en: 'Sierra Leonean Leone (1964—2022)' }),
    ).toBeNull();
  });

  it('asks currency and border questions that have exactly one right option, by the package data', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const questions = generateBuiltin(
        CONTENT_DIR,
        { categoryId: CATEGORY_ID, count: 50 },
        () => false,
        seeded(seed),
      );
      expect(questions).toHaveLength(50);
      for (const { kind, input } of questions) {
        const options = input.optionsEn.map((name) => byEnglishName.get(name));
        if (kind === 'currency') {
          const asked = input.bodyEn.match(/called the (\S+)\?$/)![1]!;
          const askedAr = input.bodyAr.match(/عملتُها ال(\S+)؟$/)![1]!;
          const matches = options.map((country) => {
            const code = Object.keys(country!.currencies ?? {})[0]!;
            const kind = currencyKind({ ar: arabicCurrency.of(code)!, en: englishCurrency.of(code)! });
            return kind?.en === asked || kind?.ar === askedAr || (code === 'LBP' && askedAr === 'ليرة');
          });
          expect(matches.filter(Boolean), input.bodyEn).toHaveLength(1);
          expect(matches[input.correctIndex], input.bodyEn).toBe(true);
          // The country is never named in the question.
          for (const name of input.optionsEn) expect(input.bodyEn).not.toContain(name);
        }
        if (kind === 'border') {
          const askedName = input.bodyEn.match(/border with (?:the )?(.+)\?$/)![1]!;
          const asked = byEnglishName.get(askedName)!;
          const sharing = options.map((country) => asked.borders.includes(country!.cca3));
          expect(sharing.filter(Boolean), input.bodyEn).toHaveLength(1);
          expect(sharing[input.correctIndex], input.bodyEn).toBe(true);
        }
        expect(new Set(input.optionsAr).size).toBe(4);
      }
    }
  });

  it('writes the Arabic names of countries as they are usually spelt', () => {
    const questions = generateBuiltin(
      CONTENT_DIR,
      { categoryId: CATEGORY_ID, count: 50 },
      () => false,
      seeded(9),
    );
    const arabic = questions.flatMap(({ input }) => [input.bodyAr, ...input.optionsAr]).join(' ');
    for (const misspelt of ['المسكيك', 'صيربيا', 'أوزباكستان', 'مولدوڤا'])
      expect(arabic).not.toContain(misspelt);
  });
});
