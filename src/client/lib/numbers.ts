import { formattingLocale } from './i18n';

/**
 * A whole number of zero or more as both formatting locales write it (Western digits, a comma between each group of
 * three), or null for any other number. A page whose numbers are all such never creates a number format: the first
 * one in Arabic loads the locale's data, one of the longest tasks of a first visit on a phone.
 */
export function plainNumber(value: number): string | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Numbers written in the language's formatting locale: whole numbers of zero or more as they are (plainNumber),
 * others with one format per language, made when first needed.
 */
export function numberFormatter(language: string): { format: (value: number) => string } {
  return {
    format: (value) => {
      const plain = plainNumber(value);
      if (plain !== null) return plain;
      let format = numberFormats.get(language);
      if (!format) {
        format = new Intl.NumberFormat(formattingLocale(language));
        numberFormats.set(language, format);
      }
      return format.format(value);
    },
  };
}
