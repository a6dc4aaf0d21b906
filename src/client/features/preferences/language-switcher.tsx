import { Languages } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { Language } from '../../../shared/constants';
import { applyLanguage } from './preferences';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const next: Language = i18n.language === 'ar' ? 'en' : 'ar';
  const switchLanguage = async () => {
    await i18n.changeLanguage(next);
    applyLanguage(next);
  };
  return (
    <button
      type="button"
      onClick={() => void switchLanguage()}
      lang={next}
      aria-label={t('nav.switchLanguageLabel')}
      data-testid="language-switcher"
      className="inline-flex items-center gap-1.5 rounded-xl px-3 py-2 font-bold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100 dark:text-ink-100 dark:ring-ink-600 dark:hover:bg-ink-800"
    >
      <Languages aria-hidden="true" className="size-5" />
      {t('nav.switchLanguage')}
    </button>
  );
}
