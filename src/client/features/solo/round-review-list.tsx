import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { SoloReview } from '../../../shared/contracts/solo';

/**
 * Every question of a finished round with the right answer, the answer given and the explanation: the daily
 * challenge's result and a closed tournament round show the same list.
 */
export function RoundReviewList({ review, testId }: { review: SoloReview; testId: string }) {
  const { t, i18n } = useTranslation('solo');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return (
    <ol className="flex flex-col gap-3" data-testid={testId}>
      {review.items.map((item) => {
        const given =
          item.given === null
            ? t('challenges.reviewNone')
            : item.given.kind === 'option'
              ? (item.question.options[lang][item.given.index] ?? '')
              : item.given.text;
        return (
          <li
            key={item.question.index}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
            data-correct={item.isCorrect}
          >
            <p className="flex items-start gap-2 font-bold">
              {item.isCorrect ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
              ) : (
                <XCircle aria-hidden="true" className="size-5 shrink-0 text-red-700" />
              )}
              {item.question.body[lang]}
            </p>
            <p className="mt-1 text-emerald-900 dark:text-emerald-200">
              {t('challenges.reviewCorrect', { answer: item.correctAnswer[lang] })}
            </p>
            <p className="text-ink-700 dark:text-ink-300">{t('challenges.reviewGiven', { answer: given })}</p>
            {item.explanation && (
              <p className="mt-1 text-sm text-ink-700 dark:text-ink-300" dir="auto">
                {item.explanation}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
