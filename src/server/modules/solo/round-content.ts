import type { SoloQuestion } from '../../../shared/contracts/solo';
import type { SoloQuestionKey } from '../../../shared/solo/engine';
import type { RoundQuestionRow } from './draw-daily-questions';

/** The engine's key of a question: its correct option, or every accepted written answer of both languages. */
export function questionKey({ question }: RoundQuestionRow): SoloQuestionKey {
  return question.type === 'open'
    ? { questionId: question.id, type: 'open', accepted: [...question.optionsAr, ...question.optionsEn] }
    : { questionId: question.id, type: 'multiple_choice', correctIndex: question.correctIndex };
}

/** The question as the player sees it: no key. */
export function playerQuestion(row: RoundQuestionRow, index: number): SoloQuestion {
  const { question } = row;
  const isOpen = question.type === 'open';
  return {
    index,
    type: question.type,
    difficulty: question.difficulty,
    category: { ar: row.categoryAr, en: row.categoryEn },
    body: { ar: question.bodyAr, en: question.bodyEn },
    options: isOpen ? { ar: [], en: [] } : { ar: question.optionsAr, en: question.optionsEn },
    imageUrl: question.imageUrl,
  };
}

/** The right answer in both languages (the first accepted answer of an open question). */
export function correctAnswer({ question }: RoundQuestionRow): { ar: string; en: string } {
  const index = question.type === 'open' ? 0 : question.correctIndex;
  return { ar: question.optionsAr[index] ?? '', en: question.optionsEn[index] ?? '' };
}
