import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  type Language,
  LANGUAGES,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_DELAY_MS,
} from '../../shared/constants';

export const NAMESPACES = ['common', 'pages'] as const;

/** The address of each language's namespace file: `../locales/ar/common.json` -> `/assets/common-<hash>.json`. */
const LOCALE_URLS = import.meta.glob<string>('../locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

async function fetchLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const url = LOCALE_URLS[`../locales/${language}/${namespace}.json`];
  if (!url) throw new Error(`no translations for ${language}/${namespace}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`translations ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Reads one language's namespace with `load`. A failed read is retried by i18next (it retries when the callback
 * gets an error and a truthy value), up to TRANSLATION_MAX_RETRIES times from TRANSLATION_RETRY_DELAY_MS.
 */
export function createLocaleBackend(
  load: (language: string, namespace: string) => Promise<Record<string, unknown>> = fetchLocale,
): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language: string, namespace: string, callback: ReadCallback) => {
      load(language, namespace).then(
        (data) => callback(null, data),
        (error: unknown) => callback(error as Error, true),
      );
    },
  };
}

/** The loading settings of SPEC.md section 9. */
export const TRANSLATION_LOADING = {
  maxRetries: TRANSLATION_MAX_RETRIES,
  retryTimeout: TRANSLATION_RETRY_DELAY_MS,
  maxParallelReads: TRANSLATION_PARALLEL_READS,
} as const;

/**
 * Starts i18next with the stored language; each language and namespace is its own file, read when first needed.
 * `namespaces` are read before it resolves (those of a prerendered page, so it hydrates without waiting).
 */
export async function initI18n(
  language: Language,
  namespaces: readonly string[] = ['common'],
): Promise<typeof i18next> {
  await i18next
    .use(initReactI18next)
    .use(createLocaleBackend())
    .init({
      lng: language,
      // Both languages have every key (locales.test.ts), so no fallback file is downloaded beside the current one.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: [...new Set(['common', ...namespaces])],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      ...TRANSLATION_LOADING,
    });
  return i18next;
}

/** The BCP 47 locale used to format numbers and dates: Gulf Arabic with Western digits, as used in the UAE. */
export function formattingLocale(language: string): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
}
