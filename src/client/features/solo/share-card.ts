/** The daily result as text and as a picture to share: score, right answers and streak, never the questions. */
import type { SoloReview } from '../../../shared/contracts/solo';

export type ShareFacts = {
  review: Pick<SoloReview, 'score' | 'correct' | 'total' | 'items'>;
  day: string;
  streak: number;
  isArabic: boolean;
  /** Translated lines: the headline, the result line, the streak line and the app name. */
  lines: { headline: string; result: string; streak: string; app: string };
};

/** One square per question: right or not (no spoilers). */
export const resultSquares = (review: ShareFacts['review']) =>
  review.items.map((item) => (item.isCorrect ? '🟩' : '🟥')).join('');

const SIZE = 1080;

/** Draws the result card (1080x1080 PNG) in the page's font and language direction. */
export async function drawShareCard(facts: ShareFacts): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) return null;
  await document.fonts?.ready;
  const gradient = context.createLinearGradient(0, 0, SIZE, SIZE);
  gradient.addColorStop(0, '#0f5132');
  gradient.addColorStop(1, '#14213d');
  context.fillStyle = gradient;
  context.fillRect(0, 0, SIZE, SIZE);
  context.direction = facts.isArabic ? 'rtl' : 'ltr';
  context.textAlign = 'center';
  context.fillStyle = '#ffffff';
  const font = (size: number) => `800 ${size}px "Cairo Variable", Cairo, system-ui, sans-serif`;
  context.font = font(64);
  context.fillText(facts.lines.app, SIZE / 2, 150);
  context.font = font(52);
  context.fillText(facts.lines.headline, SIZE / 2, 250);
  context.font = font(180);
  context.fillStyle = '#fcd34d';
  context.fillText(`${facts.review.correct}/${facts.review.total}`, SIZE / 2, 500);
  context.fillStyle = '#ffffff';
  context.font = font(56);
  context.fillText(facts.lines.result, SIZE / 2, 620);
  const cell = 72;
  const gap = 14;
  const count = facts.review.items.length;
  const width = count * cell + (count - 1) * gap;
  facts.review.items.forEach((item, index) => {
    const position = facts.isArabic ? count - 1 - index : index;
    context.fillStyle = item.isCorrect ? '#22c55e' : '#ef4444';
    context.fillRect((SIZE - width) / 2 + position * (cell + gap), 700, cell, cell);
  });
  if (facts.streak > 0) {
    context.fillStyle = '#ffffff';
    context.font = font(52);
    context.fillText(facts.lines.streak, SIZE / 2, 900);
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
