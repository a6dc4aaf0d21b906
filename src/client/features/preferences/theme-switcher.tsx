import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { DEFAULT_THEME, type Theme, THEMES } from '../../../shared/constants';
import { applyTheme, followSystemTheme, readTheme } from './preferences';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;
const LABEL_KEYS = { light: 'nav.themeLight', dark: 'nav.themeDark', system: 'nav.themeSystem' } as const;

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Light, dark or system; a radio group of three icon buttons. */
export function ThemeSwitcher() {
  const { t } = useTranslation('shell');
  // Prerendered pages are rendered in the default theme; the stored one shows right after hydration.
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME);
  useEffect(() => followSystemTheme(readTheme), []);
  const choose = (next: Theme) => {
    applyTheme(next);
    for (const listener of listeners) listener();
  };
  return (
    <div
      role="radiogroup"
      aria-label={t('nav.theme')}
      className="inline-flex rounded-xl p-0.5 ring-1 ring-ink-300 dark:ring-ink-600"
      data-testid="theme-switcher"
    >
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        const isChecked = option === theme;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={isChecked}
            aria-label={t(LABEL_KEYS[option])}
            title={t(LABEL_KEYS[option])}
            data-theme-option={option}
            onClick={() => choose(option)}
            className={`rounded-lg p-1.5 ${
              isChecked
                ? 'bg-brand-700 text-white dark:bg-brand-400 dark:text-ink-950'
                : 'text-ink-700 hover:bg-ink-100 dark:text-ink-200 dark:hover:bg-ink-800'
            }`}
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        );
      })}
    </div>
  );
}
