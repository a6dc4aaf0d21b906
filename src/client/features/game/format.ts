import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Localized } from '../../../shared/contracts/categories';
import { formattingLocale } from '../../lib/i18n';
import { numberFormatter } from '../../lib/numbers';

export type Lang = 'ar' | 'en';

/** Runs `create` once, on first use: creating an Intl format is slow (the first in Arabic loads its locale data). */
function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

type GameFormat = {
  lang: Lang;
  number: (value: number) => string;
  signed: (value: number) => string;
  time: (epochMs: number) => string;
  text: (value: Localized | null | undefined) => string;
};

/** One set of formats per language, shared by every component, each format made when first used. */
const FORMATS = new Map<Lang, GameFormat>();

function gameFormat(lang: Lang): GameFormat {
  let format = FORMATS.get(lang);
  if (!format) {
    const locale = formattingLocale(lang);
    const numbers = numberFormatter(lang);
    const signed = lazily(() => new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }));
    const time = lazily(
      () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
    );
    format = {
      lang,
      number: numbers.format,
      signed: (value) => signed().format(value),
      time: (epochMs) => time().format(epochMs),
      text: (value) => (value ? value[lang] : ''),
    };
    FORMATS.set(lang, format);
  }
  return format;
}

/** The current language as a key of bilingual content, and number and time formatting in it. */
export function useGameFormat(): GameFormat {
  const { i18n } = useTranslation();
  return gameFormat(i18n.language === 'en' ? 'en' : 'ar');
}

/** m:ss for a countdown, digits formatted for the language. */
export function clockText(seconds: number, format: (value: number) => string): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${format(minutes)}:${rest < 10 ? format(0) : ''}${format(rest)}`;
}

/** A category's name in the current language, from the category list (empty until it has loaded). */
export function useCategoryNamer(
  categories: readonly { id: string; name: Localized }[] | undefined,
): (categoryId: string) => string {
  const { lang } = useGameFormat();
  return useMemo(() => {
    const names = new Map((categories ?? []).map((category) => [category.id, category.name[lang]]));
    return (categoryId: string) => names.get(categoryId) ?? '';
  }, [categories, lang]);
}

/** A header's icon when neither the category nor its parent group has one. */
export const DEFAULT_CATEGORY_ICON = '🎯';

/**
 * A category's icon for the board: its own (set by an admin in the back-office), else its parent group's, else a
 * default, so every header has one and the board is recognisable without reading.
 */
export function categoryIcons(
  categories: readonly { id: string; parentId: string | null; icon: string | null }[] | undefined,
): (categoryId: string) => string {
  const byId = new Map((categories ?? []).map((category) => [category.id, category]));
  return (categoryId: string) => {
    const category = byId.get(categoryId);
    const parent = category?.parentId ? byId.get(category.parentId) : undefined;
    return category?.icon?.trim() || parent?.icon?.trim() || DEFAULT_CATEGORY_ICON;
  };
}

/** The icon namer of the loaded category list, kept while the list stays the same. */
export function useCategoryIcons(
  categories: readonly { id: string; parentId: string | null; icon: string | null }[] | undefined,
): (categoryId: string) => string {
  return useMemo(() => categoryIcons(categories), [categories]);
}

/**
 * A name typed by a player (a team or a nickname) isolated from the sentence around it, so an Arabic name in an
 * English sentence (or a name ending in digits in an Arabic one) keeps its own direction and word order.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
