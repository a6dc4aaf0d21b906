import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';

/** i18next with the real locale files, synchronously, for component tests. */
export async function setupTestI18n(language: 'ar' | 'en' = 'ar') {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'ar',
    resources: { ar: { common: arCommon }, en: { common: enCommon } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18next;
}
