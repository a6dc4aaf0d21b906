import { describe, expect, it } from 'vitest';
import type { ContentQuestion } from '../src/shared/content/question-file';
import {
  giveawayWords,
  longestStats,
  matchesAccepted,
  mediaProblems,
  numberMismatches,
  numbersIn,
  openAnswerProblems,
  positionProblems,
  similarity,
  strictlyLongestIndex,
  words,
} from './content-rules';

function choice(overrides: Partial<Extract<ContentQuestion, { options: unknown }>> = {}): ContentQuestion {
  return {
    id: 'test-001',
    difficulty: 'easy',
    points: 200,
    body: { ar: 'ما عاصمة فرنسا؟', en: 'What is the capital of France?' },
    options: { ar: ['باريس', 'روما', 'مدريد', 'برلين'], en: ['Paris', 'Rome', 'Madrid', 'Berlin'] },
    correctIndex: 0,
    tags: ['test'],
    keywords: ['test'],
    ...overrides,
  };
}

function open(
  answers: { ar: string[]; en: string[] },
  body = { ar: 'ما عاصمة قطر؟', en: 'What is the capital of Qatar?' },
): ContentQuestion {
  return {
    id: 'test-002',
    type: 'open',
    difficulty: 'easy',
    points: 200,
    body,
    answers,
    tags: ['t'],
    keywords: ['t'],
  };
}

describe('the longest-option rule', () => {
  it('finds the one strictly longest option, or none on a tie', () => {
    expect(strictlyLongestIndex(['ab', 'abcd', 'abc', 'a'])).toBe(1);
    expect(strictlyLongestIndex(['abcd', 'abcd', 'a', 'b'])).toBeNull();
    // Diacritics do not make an option longer.
    expect(strictlyLongestIndex(['بَيْتٌ', 'بيوت', 'دار', 'منزل'])).toBeNull();
  });

  it('counts only questions with one strictly longest option, per language', () => {
    const questions = [
      choice({
        options: { ar: ['أطول خيار هنا', 'ب', 'ج', 'د'], en: ['A', 'B', 'C', 'D'] },
        correctIndex: 0,
      }),
      choice({
        options: { ar: ['أ', 'خيار طويل جدًا', 'ج', 'د'], en: ['Aa', 'B', 'C', 'D'] },
        correctIndex: 0,
      }),
      open({ ar: ['الدوحة'], en: ['Doha'] }),
    ];
    expect(longestStats(questions, 'ar')).toEqual({ counted: 2, correctLongest: 1 });
    expect(longestStats(questions, 'en')).toEqual({ counted: 1, correctLongest: 1 });
  });
});

describe('the giveaway rule', () => {
  it('flags a name of the question found only in the correct option', () => {
    const q = choice({
      body: { ar: 'سُمّي برج خليفة باسم أي قائد؟', en: 'Burj Khalifa was named after which leader?' },
      options: {
        ar: ['الشيخ زايد', 'الشيخ راشد', 'الشيخ مكتوم', 'الشيخ خليفة'],
        en: ['Sheikh Zayed', 'Sheikh Rashid', 'Sheikh Maktoum', 'Sheikh Khalifa'],
      },
      correctIndex: 3,
    });
    expect(giveawayWords(q)).toEqual(['خليف', 'khalifa']);
  });

  it('flags a shared root behind Arabic clitics and endings', () => {
    const q = choice({
      body: { ar: 'ما الأداة التي نقيس بها درجة الحرارة؟', en: 'Which instrument measures temperature?' },
      options: {
        ar: ['ميزان الحراري', 'البارومتر', 'عداد السرعة', 'المسطرة'],
        en: ['Thermometer', 'Barometer', 'Speedometer', 'Ruler'],
      },
    });
    expect(giveawayWords(q)).toEqual(['حرار']);
  });

  it('lets a word pass when a wrong option shares it, and ignores stop words', () => {
    const q = choice({
      body: { ar: 'ما أكبر جزيرة في العالم؟', en: 'Which is the largest island in the world?' },
      options: {
        ar: ['جزيرة غرينلاند', 'جزيرة بورنيو', 'جزيرة مدغشقر', 'جزيرة سومطرة'],
        en: ['Greenland island', 'Borneo island', 'Madagascar island', 'Sumatra island'],
      },
    });
    expect(giveawayWords(q)).toEqual([]);
    expect(giveawayWords(choice())).toEqual([]);
  });
});

describe('the same-numbers rule', () => {
  it('reads digits, separators and multipliers in both scripts', () => {
    expect(numbersIn('عام ١٩٧١ و1,000 و300 ألف')).toEqual(['1000', '1971', '300000']);
    expect(numbersIn('2 and 3.5 million')).toEqual(['2', '3500000']);
  });

  it('accepts a number written in words in the other language', () => {
    const q = choice({
      body: { ar: 'في أي قرن عاش؟ القرن التاسع عشر أم غيره؟', en: 'Did he live in the 19th century?' },
      options: { ar: ['أربعون', 'ستة وثلاثون', 'سنتان', '8 أيام'], en: ['40', '36', '2 years', '8 days'] },
    });
    expect(numberMismatches(q)).toEqual([]);
  });

  it('reports a number that only one language has', () => {
    const q = choice({
      body: { ar: 'ماذا حدث عام 1971؟', en: 'What happened in 1972?' },
      options: { ar: ['7 أيام', 'ب', 'ج', 'د'], en: ['8 days', 'B', 'C', 'D'] },
    });
    expect(numberMismatches(q)).toEqual([
      'body: 1971 only in Arabic; 1972 only in English',
      'option 0: 7 only in Arabic; 8 only in English',
    ]);
  });
});

describe('open answers', () => {
  it('matches a written answer by folded equality', () => {
    expect(matchesAccepted('ابو ظبي', ['أبوظبي', 'أبو ظبي'])).toBe(true);
    expect(matchesAccepted('  ABU-DHABI ', ['Abu Dhabi'])).toBe(true);
    expect(matchesAccepted('دبي', ['أبوظبي'])).toBe(false);
  });

  it('accepts distinct variants and refuses ones the matcher already folds together or cannot read', () => {
    expect(openAnswerProblems(open({ ar: ['الدوحة', 'دوحة'], en: ['Doha', 'Al Doha'] }))).toEqual([]);
    expect(openAnswerProblems(open({ ar: ['الدوحة', 'الدوحه'], en: ['Doha', '...'] }))).toEqual([
      'ar answer "الدوحه" folds like "الدوحة" (the matcher already accepts it)',
      'en answer "..." is not accepted by the matcher',
    ]);
  });
});

describe('answer positions', () => {
  const withPositions = (positions: number[]) => positions.map((correctIndex) => choice({ correctIndex }));

  it('allows 15-35% per position from 24 questions on', () => {
    const balanced = withPositions([...Array(24).keys()].map((i) => i % 4));
    expect(positionProblems(balanced).problems).toEqual([]);
    const skewed = withPositions([...Array(24).keys()].map((i) => (i < 12 ? 0 : (i % 3) + 1)));
    expect(positionProblems(skewed).problems).toEqual([
      'answer position 0 holds 12 of 24 (50%, allowed 15-35%)',
    ]);
  });

  it('leaves small categories alone', () => {
    expect(positionProblems(withPositions(Array(23).fill(0))).problems).toEqual([]);
  });
});

describe('media', () => {
  const licences = 'Pictures in `images/flags/` are MIT.';
  const sizes: Record<string, number> = { 'images/flags/ae.svg': 2000, 'images/big/x.png': 200_000 };
  const size = (path: string) => sizes[path] ?? null;

  it('passes a small listed image and reports missing, large or unlisted files', () => {
    expect(mediaProblems(choice({ image: 'images/flags/ae.svg' }), size, licences)).toEqual([]);
    expect(mediaProblems(choice({ image: 'images/flags/zz.svg' }), size, licences)).toEqual([
      'images/flags/zz.svg does not exist',
    ]);
    expect(mediaProblems(choice({ image: 'images/big/x.png' }), size, licences)).toEqual([
      'images/big/x.png is 196 KB (limit 100 KB)',
      'images/big/ is not listed in LICENSES.md',
    ]);
    expect(mediaProblems(choice({ audio: 'sounds/voices/a.mp3' }), size, licences)).toEqual([
      'sounds/voices/a.mp3 does not exist',
      'sounds/voices/ is not listed in LICENSES.md',
    ]);
  });
});

describe('the words two questions are compared by', () => {
  it('counts each emoji as a word, so emoji riddles that share their wording still differ', () => {
    const lionKing = words('🦁👑🌅 — Which film do these emoji describe?');
    const toyStory = words('🤠🚀🧸 — Which film do these emoji describe?');
    expect(lionKing.has('🦁')).toBe(true);
    expect(lionKing.has('film')).toBe(true);
    expect(similarity(lionKing, toyStory)).toBeLessThan(0.6);
  });

  it('ignores punctuation, Arabic diacritics and the forms of alif', () => {
    expect([...words('أيُّ فيلمٍ هذا؟')]).toEqual(['اي', 'فيلم', 'هذا']);
  });
});
