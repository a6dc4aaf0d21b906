import { describe, expect, it } from 'vitest';
import { similarity, words } from './content-rules';

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
