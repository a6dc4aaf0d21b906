import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { type Language, LANGUAGES } from '../../shared/constants';

export const NAMESPACES = ['common', 'pages'] as const;

/** Starts i18next with the stored language; each language and namespace is its own lazily loaded chunk. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, ns: string) => import(`../locales/${lng}/${ns}.json`)))
    .init({
      lng: language,
      // Both languages have every key (locales.test.ts), so no fallback file is downloaded beside the current one.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}

/** The BCP 47 locale used to format numbers and dates: Gulf Arabic with Western digits, as used in the UAE. */
export function formattingLocale(language: string): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
}
