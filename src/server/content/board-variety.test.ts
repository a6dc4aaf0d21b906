import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../shared/game/board';
import { createRandom } from '../../shared/game/random';
import { CONTENT_DIR } from '../paths';
import { loadContent } from './load-content';

describe('the question bank gives a host variety', () => {
  const content = loadContent(CONTENT_DIR);

  it('draws 4 boards in a row over the same 6 categories without repeating a question', () => {
    // Six categories from six different parents, as a family might pick them.
    const slugs = ['uae-history', 'capitals', 'animals', 'football', 'gulf-cuisine', 'cartoons'];
    const categories = slugs.map((slug) => {
      const file = content.files.find((f) => f.category.slug === slug);
      if (!file) throw new Error(`missing category ${slug}`);
      return { id: slug, questions: file.questions.map((q) => ({ id: q.id, difficulty: q.difficulty })) };
    });

    const seen: string[] = [];
    for (let game = 0; game < 4; game++) {
      const result = drawBoard({ categories, seenQuestionIds: seen, rng: createRandom(1000 + game) });
      if (!result.ok) throw new Error(result.rejection.code);
      const ids = result.board.categories.flatMap((c) => c.questions.map((q) => q.questionId));
      expect(ids).toHaveLength(36);
      expect(ids.filter((id) => seen.includes(id))).toEqual([]);
      seen.push(...ids);
    }
    expect(new Set(seen).size).toBe(144);
  });

  it('can do the same for every category in the bank', () => {
    for (const file of content.files) {
      const pool = { id: file.category.slug, questions: file.questions.map((q) => ({ id: q.id, difficulty: q.difficulty })) };
      const others = content.files
        .filter((f) => f !== file)
        .slice(0, 5)
        .map((f) => ({ id: f.category.slug, questions: f.questions.map((q) => ({ id: q.id, difficulty: q.difficulty })) }));
      const seen: string[] = [];
      for (let game = 0; game < 4; game++) {
        const result = drawBoard({ categories: [pool, ...others], seenQuestionIds: seen, rng: createRandom(game) });
        if (!result.ok) throw new Error(`${file.category.slug}: ${result.rejection.code}`);
        const ids = result.board.categories[0]!.questions.map((q) => q.questionId);
        expect(ids.filter((id) => seen.includes(id)), file.category.slug).toEqual([]);
        seen.push(...ids);
      }
    }
  });

  it('puts the open questions on a team board as written-answer tiles beside four-option ones', () => {
    const toCandidates = (slug: string) => {
      const file = content.files.find((f) => f.category.slug === slug);
      if (!file) throw new Error(`missing category ${slug}`);
      return {
        id: slug,
        questions: file.questions.map((q) => ({
          id: q.id,
          difficulty: q.difficulty,
          answerType: q.type === 'open' ? ('text' as const) : ('choice' as const),
        })),
      };
    };
    const slugs = ['open-answers', 'capitals', 'animals', 'football', 'gulf-cuisine', 'cartoons'];
    const result = drawBoard({ categories: slugs.map(toCandidates), seenQuestionIds: [], rng: createRandom(7) });
    if (!result.ok) throw new Error(result.rejection.code);
    const [open, ...rest] = result.board.categories;
    expect(open!.questions.map((q) => q.answerType)).toEqual(Array(6).fill('text'));
    expect(rest.flatMap((c) => c.questions.map((q) => q.answerType))).toEqual(Array(30).fill('choice'));
  });
});
