import { useTranslation } from '../../lib/use-translation';
import type { QuestionInput } from '../../../shared/contracts/admin-questions';
import { youtubeIdFrom } from '../../../shared/contracts/admin-questions';

type Props = { value: QuestionInput; categoryName: { ar: string; en: string } };

/** How the question shows: its tile on the board and the question on a phone, in both languages. */
export function QuestionPreview({ value, categoryName }: Props) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB');
  const videoId = value.video ? youtubeIdFrom(value.video) : null;
  return (
    <section
      aria-label={t('form.preview')}
      className="grid gap-4 md:grid-cols-2"
      data-testid="question-preview"
    >
      {(['ar', 'en'] as const).map((lang) => {
        const body = lang === 'ar' ? value.bodyAr : value.bodyEn;
        const options = lang === 'ar' ? value.optionsAr : value.optionsEn;
        const alt = lang === 'ar' ? value.imageAltAr : value.imageAltEn;
        return (
          <div key={lang} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="flex flex-col gap-3">
            <p className="text-sm font-bold text-ink-600 dark:text-ink-400">{t(`form.previewIn.${lang}`)}</p>
            <div className="flex items-center gap-3">
              <div className="rounded-xl bg-brand-800 px-3 py-2 text-center text-white">
                <p className="text-xs font-semibold">{categoryName[lang] || '—'}</p>
                <p className="text-2xl font-black">{number.format(value.points)}</p>
              </div>
              <p className="text-sm text-ink-600 dark:text-ink-400">{t('form.previewTile')}</p>
            </div>
            <div className="rounded-2xl bg-ink-900 p-4 text-white shadow-inner">
              {value.imageUrl && (
                <img
                  src={value.imageUrl}
                  alt={alt ?? ''}
                  className="mx-auto mb-3 max-h-40 rounded-lg bg-white object-contain"
                />
              )}
              {videoId && (
                <p className="mb-2 rounded bg-red-700 px-2 py-1 text-xs font-bold">
                  {t('form.previewVideo', { id: videoId })}
                </p>
              )}
              {value.audioUrl && <p className="mb-2 text-xs">🔊 {t('form.previewAudio')}</p>}
              <p className="text-lg leading-relaxed font-bold">{body || t('form.previewEmpty')}</p>
              {value.type === 'multiple_choice' ? (
                <ol className="mt-3 grid grid-cols-2 gap-2">
                  {options.slice(0, 4).map((option, index) => (
                    <li
                      key={`${lang}-${index}`}
                      className={`rounded-lg px-3 py-2 text-sm font-semibold ${
                        index === value.correctIndex
                          ? 'bg-emerald-700 text-white ring-2 ring-emerald-300'
                          : 'bg-white/10'
                      }`}
                    >
                      {option || '—'}
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="mt-3 rounded-lg bg-white/10 px-3 py-2 text-sm">
                  {t('form.previewAnswers', {
                    answers: options.filter(Boolean).join(lang === 'ar' ? '، ' : ', '),
                  })}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </section>
  );
}
