import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerKey, editDistance, matchesAnswer, matchesAnyAnswer } from './match-answer';

/** [written, accepted]: pairs a reader takes for the same answer. */
const MUST_MATCH: Array<[string, string]> = [
  ['القاهرة', 'القاهره'],
  ['القاهرة', 'قاهرة'],
  ['قاهره', 'القاهرة'],
  ['الرياض', 'رياض'],
  ['الرياض', 'الرّياض'],
  ['دبي', 'دبى'],
  ['مصطفى', 'مصطفي'],
  ['أحمد', 'احمد'],
  ['إبراهيم', 'ابراهيم'],
  ['آدم', 'ادم'],
  ['ٱلقدس', 'القدس'],
  ['مسؤول', 'مسوول'],
  ['رئيس', 'رييس'],
  ['سماء', 'سما'],
  ['جزائر', 'الجزائر'],
  ['مُحَمَّد', 'محمد'],
  ['مـــكة', 'مكة'],
  ['مكه المكرمه', 'مكة المكرمة'],
  ['المدينة المنورة', 'مدينة منورة'],
  ['عبد الله', 'عبدالله'],
  ['١٩٧١', '1971'],
  ['عام ١٩٧١', 'عام 1971'],
  ['۱۲', '12'],
  ['الكويت', 'كويت'],
  ['البحرين', 'بحرين'],
  ['السعودية', 'السعوديه'],
  ['الامارات', 'الإمارات'],
  ['الإمارات العربية المتحدة', 'الامارات العربيه المتحده'],
  ['عمان', 'عُمان'],
  ['فلسطين', 'فلسطبن'],
  ['الاسكندرية', 'الإسكندرية'],
  ['الاسكندريه', 'اسكندرية'],
  ['الاسكندرية', 'الاسكنردية'],
  ['برج خليفة', 'برج خليفه'],
  ['النيل', 'نيل'],
  ['بغداد', 'بغدات'],
  ['Paris', 'paris'],
  ['The Nile', 'Nile'],
  ['nile', 'The Nile'],
  ['Café', 'cafe'],
  ['Burj Khalifa', 'burj khalifah'],
  ['Alexandria', 'Alexandira'],
  ['Mohammed', 'Mohamed'],
  ['Saudi Arabia', 'saudi-arabia'],
  ['  Doha ', 'Doha'],
  ['An apple', 'apple'],
  ['Jerusalem', 'Jerusalim'],
];

/** [written, accepted]: different answers that must not be taken for each other. */
const MUST_NOT_MATCH: Array<[string, string]> = [
  ['مصر', 'قطر'],
  ['قطر', 'قطري'],
  ['عمان', 'عمر'],
  ['1971', '1972'],
  ['١٩٧١', '1917'],
  ['عام 1971', 'عام 1981'],
  ['الرياض', 'الرباط'],
  ['دبي', 'ظبي'],
  ['بيروت', 'تونس'],
  ['الكويت', 'البحرين'],
  ['Paris', 'Rome'],
  ['Iran', 'Iraq'],
  ['cat', 'car'],
  ['Nile', 'Amazon'],
  ['', 'القاهرة'],
  ['   ', 'Doha'],
  ['!!', 'Doha'],
  ['the', 'Doha'],
  ['ال', 'القاهرة'],
  ['مكة', 'جدة'],
  ['Oman', 'Omar'],
  ['12', '21'],
  ['سلمان', 'سليمان الأول'],
  ['Saudi', 'Saudi Arabia'],
];

describe('the answer matcher', () => {
  it('has at least 60 pairs in its table', () => {
    expect(MUST_MATCH.length + MUST_NOT_MATCH.length).toBeGreaterThanOrEqual(60);
  });

  it.each(MUST_MATCH)('matches %s with %s', (written, accepted) => {
    expect(matchesAnswer(written, accepted)).toBe(true);
  });

  it.each(MUST_NOT_MATCH)('does not match %s with %s', (written, accepted) => {
    expect(matchesAnswer(written, accepted)).toBe(false);
  });

  it('tries every accepted answer, in both languages', () => {
    expect(matchesAnyAnswer('Cairo', ['القاهرة', 'Cairo'])).toBe(true);
    expect(matchesAnyAnswer('قاهره', ['القاهرة', 'Cairo'])).toBe(true);
    expect(matchesAnyAnswer('Giza', ['القاهرة', 'Cairo'])).toBe(false);
    expect(matchesAnyAnswer('Cairo', [])).toBe(false);
  });

  it('keys drop the article, hamza and spaces', () => {
    expect(answerKey('الإمارات العربية')).toBe('اماراتعربيه');
    expect(answerKey('The Red Sea')).toBe('redsea');
  });

  it('measures edits with transpositions as one', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('edit distance is symmetric, zero only for equal strings, and within the length bounds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const d = editDistance(a, b);
        expect(editDistance(b, a)).toBe(d);
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
        expect(d).toBeGreaterThanOrEqual(Math.abs([...a].length - [...b].length));
      }),
    );
  });

  it('an answer always matches itself and never an empty one', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (answerKey(text) !== '') expect(matchesAnswer(text, text)).toBe(true);
        expect(matchesAnswer(text, '')).toBe(false);
      }),
    );
  });
});

describe('numbers in words', () => {
  it.each([
    ['اربع وعشرين', '24'],
    ['أربعة وعشرون', 'twenty-four'],
    ['ثنتين', '2'],
    ['الاثنين', 'اثنتان'],
    ['اطنعش', '12'],
    ['مية', '100'],
    ['٥٤', 'fifty four'],
  ])('matches %s with %s', (written, accepted) => {
    expect(matchesAnswer(written, accepted)).toBe(true);
  });

  it.each([
    ['ثلاثة', '4'],
    ['اربع وعشرين', '25'],
    ['مئتين', '100'],
  ])('does not match %s with %s', (written, accepted) => {
    expect(matchesAnswer(written, accepted)).toBe(false);
  });
});
