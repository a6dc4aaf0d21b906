import { describe, expect, it } from 'vitest';
import type { ContentQuestion } from '../src/shared/content/question-file';
import { factStems, type FactQuestion, sameFactPairs, sameFactProblems } from './content-facts';

function q(
  id: string,
  body: { ar: string; en: string },
  answer: { ar: string; en: string },
  keywords: string[],
): FactQuestion {
  const question: ContentQuestion = {
    id,
    difficulty: 'easy',
    points: 200,
    body,
    options: {
      ar: [answer.ar, 'خيار ب', 'خيار ج', 'خيار د'],
      en: [answer.en, 'Option b', 'Option c', 'Option d'],
    },
    correctIndex: 0,
    tags: ['test'],
    keywords,
  };
  return { id, category: id.replace(/-\d+$/, ''), question };
}

/** Filler questions so that the rarity weights look like a bank's. */
const filler: FactQuestion[] = Array.from({ length: 60 }, (_, i) =>
  q(
    `filler-${String(i).padStart(3, '0')}`,
    { ar: `ما عاصمة البلد رقم ${i}؟`, en: `What is the capital of country number ${i}?` },
    { ar: `مدينة ${i}`, en: `City ${i}` },
    [`city ${i}`],
  ),
);

const thawr1 = q(
  'history-001',
  {
    ar: 'في أي غار اختبأ النبي ﷺ وأبو بكر أثناء الهجرة؟',
    en: 'In which cave did the Prophet and Abu Bakr hide during the Hijra?',
  },
  { ar: 'غار ثور', en: 'The Cave of Thawr' },
  ['Cave of Thawr'],
);
const thawr2 = q(
  'seerah-001',
  {
    ar: 'في أي غار اختبأ النبي ﷺ وصاحبه في طريق الهجرة؟',
    en: 'In which cave did the Prophet and his companion hide on the Hijra?',
  },
  { ar: 'غار ثور', en: 'The Cave of Thawr' },
  ['Thawr'],
);
const dinarJordan = q(
  'arab-001',
  { ar: 'ما عملة الأردن؟', en: 'What is the currency of Jordan?' },
  { ar: 'الدينار', en: 'The dinar' },
  ['Jordanian dinar'],
);
const dinarBahrain = q(
  'gulf-001',
  { ar: 'ما عملة البحرين؟', en: 'What is the currency of Bahrain?' },
  { ar: 'الدينار', en: 'The dinar' },
  ['Bahraini dinar'],
);
const alcohol = q(
  'science-001',
  {
    ar: 'من أي كلمة عربية جاءت الكلمة الإنجليزية alcohol؟',
    en: "Which Arabic word does the English word 'alcohol' come from?",
  },
  { ar: 'الكحل', en: 'Al-kuhl' },
  ['alcohol', 'kohl'],
);
const kuhl = q(
  'scholars-001',
  {
    ar: 'أي كلمة علمية إنجليزية جاءت من كلمة «الكحل» العربية؟',
    en: 'Which English science word comes from the Arabic word al-kuhl?',
  },
  { ar: 'ألكحول', en: 'Alcohol' },
  ['al-kuhl'],
);

describe('the same fact in two categories', () => {
  it('stems the words that can name a fact, without generic ones', () => {
    expect(factStems('In which cave did the Prophet hide?')).toEqual(['cave', 'hide']);
  });

  it('finds two questions asking the same fact in two categories', () => {
    const pairs = sameFactPairs([...filler, thawr1, thawr2]);
    expect(pairs.map((p) => [p.a, p.b])).toEqual([['history-001', 'seerah-001']]);
    expect(pairs[0]!.shared).toContain('thawr');
  });

  it('finds a fact asked the other way round (the answer of one is named in the other)', () => {
    expect(sameFactPairs([...filler, alcohol, kuhl])).toHaveLength(1);
  });

  it('does not pair questions of the same category', () => {
    const sameCategory = { ...thawr2, category: thawr1.category };
    expect(sameFactPairs([...filler, thawr1, sameCategory])).toEqual([]);
  });

  it('does not pair the same answer about different places', () => {
    expect(sameFactPairs([...filler, dinarJordan, dinarBahrain])).toEqual([]);
  });

  it('leaves out picture questions', () => {
    const picture = { ...thawr2, question: { ...thawr2.question, image: 'images/x/pic-01.svg' } };
    expect(sameFactPairs([...filler, thawr1, picture])).toEqual([]);
  });

  it('fails on a pair not reviewed, passes a different one, warns on a pending one', () => {
    const pairs = sameFactPairs([...filler, thawr1, thawr2]);
    expect(sameFactProblems(pairs, { different: [], pending: [] }).errors).toHaveLength(1);
    const different = {
      ids: ['seerah-001', 'history-001'] as [string, string],
      reason: 'two different facts here',
    };
    expect(sameFactProblems(pairs, { different: [different], pending: [] })).toEqual({
      errors: [],
      warnings: [],
    });
    const pending = sameFactProblems(pairs, { different: [], pending: [different] });
    expect(pending.errors).toEqual([]);
    expect(pending.warnings).toHaveLength(1);
    expect(
      sameFactProblems([], { different: [{ ...different, reason: '' }], pending: [] }).errors,
    ).toHaveLength(1);
  });
});
