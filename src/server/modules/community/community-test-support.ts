/** Test helpers for community sets: a set's form, a question of a column, filling columns over HTTP. */
import { expect } from 'vitest';
import { emptyQuestionExtras, type QuestionInput } from '../../../shared/contracts/admin-questions';
import type { QuestionSetDetail, QuestionSetInput } from '../../../shared/contracts/community';
import { DIFFICULTIES, POINTS_BY_DIFFICULTY } from '../../../shared/constants';
import type { TestBrowser } from '../../testing/auth-test-app';

export const COLUMNS = ['الصقور', 'الخيل', 'البحر', 'الصحراء', 'النخيل', 'اللؤلؤ'];

export const setInput = (overrides: Partial<QuestionSetInput> = {}): QuestionSetInput => ({
  name: 'Our family board',
  description: 'Questions about the Emirates for the weekend',
  difficulty: 'medium',
  isPublic: true,
  categories: COLUMNS.map((nameAr, i) => ({ nameAr, nameEn: `Column ${i + 1}` })),
  ...overrides,
});

export const setQuestion = (
  categoryId: string,
  n: number,
  difficulty: QuestionInput['difficulty'],
): QuestionInput => ({
  categoryId,
  type: 'multiple_choice',
  bodyAr: `سؤال العائلة رقم ${n}؟`,
  bodyEn: `Family question number ${n}?`,
  optionsAr: ['أ', 'ب', 'ج', 'د'],
  optionsEn: ['A', 'B', 'C', 'D'],
  correctIndex: n % 4,
  difficulty,
  points: POINTS_BY_DIFFICULTY[difficulty],
  ...emptyQuestionExtras(),
});

export async function getSet(browser: TestBrowser, setId: string): Promise<QuestionSetDetail> {
  const response = await browser.request('GET', `/api/community/sets/${setId}`);
  expect(response.statusCode).toBe(200);
  return response.json<QuestionSetDetail>();
}

/** Adds `perDifficulty` questions of each difficulty to a column of the author's set. */
export async function fillColumn(
  author: TestBrowser,
  setId: string,
  categoryId: string,
  perDifficulty: number,
): Promise<void> {
  let n = 0;
  for (const difficulty of DIFFICULTIES) {
    for (let i = 0; i < perDifficulty; i += 1) {
      const added = await author.request(
        'POST',
        `/api/community/sets/${setId}/questions`,
        setQuestion(categoryId, (n += 1), difficulty),
      );
      expect(added.statusCode, added.body).toBe(201);
    }
  }
}

/** A full 6 x 6 set of exactly 2 questions per difficulty and column: every game of it draws all 36. */
export async function createFullSet(author: TestBrowser): Promise<QuestionSetDetail> {
  const created = await author.request('POST', '/api/community/sets', setInput());
  expect(created.statusCode).toBe(201);
  const empty = await getSet(author, created.json().id);
  for (const column of empty.categories) await fillColumn(author, empty.id, column.id, 2);
  return getSet(author, empty.id);
}
