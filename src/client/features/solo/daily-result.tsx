import { Download, Flame, Share2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { SoloReview } from '../../../shared/contracts/solo';
import { Button } from '../../components/ui/button';
import { formattingLocale } from '../../lib/i18n';
import { numberFormatter } from '../../lib/numbers';
import { notify } from '../../lib/toast';
import { RoundReviewList } from './round-review-list';
import { drawShareCard, resultSquares } from './share-card';

/** The result of the day: the score, the streak, the share card (text and picture) and every answer explained. */
export function DailyResult({ review, streak }: { review: SoloReview; streak: number }) {
  const { t, i18n } = useTranslation(['solo', 'common']);
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const locale = formattingLocale(i18n.language);
  const format = numberFormatter(i18n.language);
  const day = review.day ?? '';
  const dayText = day
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      )
    : '';
  const values = {
    correct: format.format(review.correct),
    total: format.format(review.total),
    score: format.format(review.score),
  };
  const shareText = useMemo(
    () =>
      [
        t('challenges.shareText', { ...values, day: dayText }),
        resultSquares(review),
        streak > 0 ? t('challenges.streak', { count: streak }) : '',
        window.location.origin + '/challenges',
      ]
        .filter(Boolean)
        .join('\n'),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [review, streak, dayText, i18n.language],
  );
  const [card, setCard] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let isCurrent = true;
    void drawShareCard({
      review,
      day,
      streak,
      isArabic: lang === 'ar',
      lines: {
        app: t('app.name', { ns: 'shell' }),
        headline: t('challenges.title'),
        result: t('challenges.resultLine', values),
        streak: t('challenges.streak', { count: streak, ns: 'solo' }),
      },
    }).then((blob) => {
      if (!blob || !isCurrent) return;
      url = URL.createObjectURL(blob);
      setCard({ blob, url });
    });
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [review, streak, lang]);

  async function share() {
    const file = card ? new File([card.blob], `jawib-${day}.png`, { type: 'image/png' }) : null;
    const data: ShareData = { text: shareText, ...(file ? { files: [file] } : {}) };
    if (navigator.share && (!file || navigator.canShare?.(data))) {
      await navigator.share(data).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(shareText).catch(() => undefined);
    void notify('success', t('challenges.copied'));
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5" data-testid="daily-result">
      <div className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
        <h2 className="text-2xl font-extrabold">{t('challenges.finished')}</h2>
        <p className="mt-2 text-lg font-bold" data-testid="daily-score">
          {t('challenges.resultLine', values)}
        </p>
        {streak > 0 && (
          <p
            className="mt-2 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 font-bold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
            data-testid="daily-streak"
          >
            <Flame aria-hidden="true" className="size-5" />
            {t('challenges.streak', { count: streak })}
          </p>
        )}
        <p className="mt-2 text-ink-700 dark:text-ink-300">{t('challenges.comeBack')}</p>
      </div>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700">
        {card && (
          <img
            src={card.url}
            alt={t('challenges.cardAlt', values)}
            className="mx-auto mb-4 w-full max-w-xs rounded-xl"
            data-testid="share-card-image"
          />
        )}
        <pre
          dir="auto"
          className="mb-4 whitespace-pre-wrap rounded-xl bg-ink-50 p-3 font-sans text-sm dark:bg-ink-800"
          data-testid="share-card-text"
        >
          {shareText}
        </pre>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void share()} data-testid="share-result">
            <Share2 aria-hidden="true" className="size-5" />
            {t('challenges.share')}
          </Button>
          {card && (
            <a
              href={card.url}
              download={`jawib-${day}.png`}
              className="inline-flex items-center gap-2 rounded-xl px-4 py-2 font-bold ring-1 ring-ink-300 ring-inset hover:bg-ink-100 dark:ring-ink-600 dark:hover:bg-ink-800"
            >
              <Download aria-hidden="true" className="size-5" />
              {t('challenges.shareImage')}
            </a>
          )}
        </div>
      </div>
      <div>
        <h2 className="mb-3 text-xl font-extrabold">{t('challenges.review')}</h2>
        <RoundReviewList review={review} testId="daily-review" />
      </div>
    </section>
  );
}
