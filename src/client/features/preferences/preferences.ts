import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  type Language,
  LANGUAGES,
  STORAGE_KEYS,
  type Theme,
  THEMES,
} from '../../../shared/constants';
import { LANGUAGE_CACHE, LANGUAGE_COOKIE } from '../../../shared/prerendered-pages';
import { readStorage, writeStorage } from '../../lib/storage';

export function readLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return LANGUAGES.includes(stored as Language) ? (stored as Language) : DEFAULT_LANGUAGE;
}

/** Arabic reads right-to-left; any other language left-to-right. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function applyLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // The server and the service worker send the public pages prerendered in this language.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  if ('caches' in window) {
    void caches
      .open(LANGUAGE_CACHE.name)
      .then((cache) => cache.put(LANGUAGE_CACHE.key, new Response(language)))
      .catch(() => undefined);
  }
}

export function readTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  return THEMES.includes(stored as Theme) ? (stored as Theme) : DEFAULT_THEME;
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function isDarkTheme(theme: Theme): boolean {
  return theme === 'dark' || (theme === 'system' && darkQuery().matches);
}

export function applyTheme(theme: Theme): void {
  writeStorage(STORAGE_KEYS.theme, theme);
  document.documentElement.classList.toggle('dark', isDarkTheme(theme));
}

/** Keeps the page in step with the device when the theme follows the system. */
export function followSystemTheme(getTheme: () => Theme): () => void {
  const query = darkQuery();
  const onChange = () => {
    if (getTheme() === 'system') document.documentElement.classList.toggle('dark', query.matches);
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
