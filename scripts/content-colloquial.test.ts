import { describe, expect, it } from 'vitest';
import type { ContentQuestion } from '../src/shared/content/question-file';
import {
  arabicNumberWords,
  colloquialMisses,
  colloquialVariants,
  englishNumberWords,
} from './content-colloquial';

function open(ar: string[], en: string[]): ContentQuestion {
  return {
    id: 'test-001',
    type: 'open',
    difficulty: 'easy',
    points: 200,
    body: { ar: 'كم؟', en: 'How many?' },
    answers: { ar, en },
    tags: ['test'],
    keywords: ['test'],
  };
}

describe('colloquial forms of open answers', () => {
  it('writes a number the ways a Gulf player does', () => {
    expect(arabicNumberWords(2)).toEqual(expect.arrayContaining(['اثنين', 'ثنتين', 'اثنتان']));
    expect(arabicNumberWords(3)).toEqual(['ثلاثة', 'ثلاث']);
    expect(arabicNumberWords(12)).toEqual(expect.arrayContaining(['اثنا عشر', 'اثنتي عشرة', 'اطنعش']));
    expect(arabicNumberWords(24)).toEqual(expect.arrayContaining(['أربعة وعشرون', 'أربع وعشرين']));
    expect(arabicNumberWords(100)).toEqual(['مئة', 'مائة', 'مية']);
    expect(arabicNumberWords(300)).toEqual(expect.arrayContaining(['ثلاثمئة', 'ثلاثمية']));
    expect(arabicNumberWords(3000)).toEqual(expect.arrayContaining(['ثلاثة آلاف', 'ثلاث آلاف']));
    expect(arabicNumberWords(1789)).toEqual([]);
    expect(englishNumberWords(54)).toEqual(['fifty-four', 'fifty four']);
    expect(englishNumberWords(100)).toEqual(['one hundred', 'a hundred', 'hundred']);
  });

  it('makes the variants of an answer with a number, in its language', () => {
    expect(colloquialVariants('4', 'ar')).toEqual(expect.arrayContaining(['٤', 'أربعة', 'أربع', 'الأربعة']));
    expect(colloquialVariants('4', 'en')).toEqual(['four']);
    expect(colloquialVariants('خمسة وعشرون', 'ar')).toEqual(expect.arrayContaining(['25', 'خمس وعشرين']));
    expect(colloquialVariants('29 يومًا', 'ar')).toEqual(expect.arrayContaining(['تسعة وعشرون يوما']));
  });

  it('makes the Gulf word for a common word said alone', () => {
    expect(colloquialVariants('الماء', 'ar')).toEqual(expect.arrayContaining(['ماي', 'الماي']));
    expect(colloquialVariants('القاهرة', 'ar')).toEqual([]);
  });

  it('reports the forms the matcher refuses, and none once they are listed or folded', () => {
    expect(colloquialMisses(open(['54'], ['54']))).toEqual([]);
    expect(colloquialMisses(open(['الصيف'], ['summer']))).toEqual(['قيظ', 'القيظ']);
    expect(colloquialMisses(open(['الصيف', 'القيظ'], ['summer']))).toEqual([]);
  });
});
