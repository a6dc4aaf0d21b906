import { describe, expect, it } from 'vitest';
import { difficultyMix, GENERATION_COUNTS, generationInputSchema } from './ai-studio';

describe('the generator', () => {
  it('splits every count 40 / 35 / 25 so the parts add up', () => {
    expect(difficultyMix(10)).toEqual({ easy: 4, medium: 4, hard: 2 });
    expect(difficultyMix(20)).toEqual({ easy: 8, medium: 7, hard: 5 });
    expect(difficultyMix(36)).toEqual({ easy: 14, medium: 13, hard: 9 });
    expect(difficultyMix(50)).toEqual({ easy: 20, medium: 18, hard: 12 });
    for (const count of GENERATION_COUNTS) {
      const mix = difficultyMix(count);
      expect(mix.easy + mix.medium + mix.hard).toBe(count);
    }
  });

  it('refuses a short topic, no category, too many categories, no media and an odd count', () => {
    const ok = {
      topic: 'Pearl diving in the Gulf',
      categoryIds: ['6f1c1d7e-4d8a-4e55-9a7c-1b2c3d4e5f60'],
      media: ['image'],
      count: 10,
    };
    expect(generationInputSchema.safeParse(ok).success).toBe(true);
    const issue = (patch: object) =>
      generationInputSchema.safeParse({ ...ok, ...patch }).error?.issues[0]?.message;
    expect(issue({ topic: 'gulf' })).toBe('validation.topicTooShort');
    expect(issue({ categoryIds: [] })).toBe('validation.categoriesRange');
    expect(issue({ categoryIds: Array(6).fill(ok.categoryIds[0]) })).toBe('validation.categoriesRange');
    expect(issue({ media: [] })).toBe('validation.mediaRequired');
    expect(issue({ count: 12 })).toBe('validation.invalid');
  });
});
