import type { Language } from '../../shared/constants';
import { I18n, setI18n, type Translations } from '../lib/i18n';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';
import arShell from '../locales/ar/shell.json';
import enShell from '../locales/en/shell.json';

/**
 * The page's translations from the real locale files, at hand at once, for component tests: `common`, `shell` and the
 * namespaces given (`{ game: { ar: arGame, en: enGame } }`).
 */
export function setupTestI18n(
  language: Language = 'ar',
  namespaces: Record<string, Record<Language, Translations>> = {},
): I18n {
  const resources: Record<Language, Record<string, Translations>> = {
    ar: { common: arCommon, shell: arShell },
    en: { common: enCommon, shell: enShell },
  };
  for (const [namespace, byLanguage] of Object.entries(namespaces)) {
    resources.ar[namespace] = byLanguage.ar;
    resources.en[namespace] = byLanguage.en;
  }
  return setI18n(new I18n({ language, resources }));
}
