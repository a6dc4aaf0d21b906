/**
 * The translations (decision 025): the locale files of `src/client/locales/<language>/<namespace>.json`, read per
 * language and namespace when first needed (SPEC.md section 9: up to 5 retries from a 350 ms first delay, doubling;
 * at most 10 reads at once), with the subset of i18next's format the files use: `{{name}}` placeholders (not
 * escaped: React escapes), plural forms by `count` with the suffixes `_zero`, `_one`, `_two`, `_few`, `_many`,
 * `_other` chosen by `Intl.PluralRules` (`_zero` is also tried first for a count of 0 in any language), nested keys
 * with dots, `namespace:key`, `defaultValue` and `returnObjects`.
 */
import {
  type Language,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_DELAY_MS,
} from '../../shared/constants';

export type Translations = Record<string, unknown>;
export type LoadTranslations = (language: string, namespace: string) => Promise<Translations>;

/** Options of `t`: the namespace(s) to look in, plural count, fallback text, whole objects; the rest are values. */
export type TranslateOptions = {
  ns?: string | readonly string[];
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
};

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export const DEFAULT_NAMESPACE = 'common';
/** The header, footer and home page's texts: the only file the home page reads (decision 025). */
export const SHELL_NAMESPACE = 'shell';

/** The loading settings of SPEC.md section 9. */
export const TRANSLATION_LOADING = {
  maxRetries: TRANSLATION_MAX_RETRIES,
  retryTimeout: TRANSLATION_RETRY_DELAY_MS,
  maxParallelReads: TRANSLATION_PARALLEL_READS,
} as const;

/** The address of each language's namespace file: `../locales/ar/common.json` -> `/assets/common-<hash>.json`. */
const LOCALE_URLS = import.meta.glob<string>('../locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

async function fetchLocale(language: string, namespace: string): Promise<Translations> {
  const url = LOCALE_URLS[`../locales/${language}/${namespace}.json`];
  if (!url) throw new Error(`no translations for ${language}/${namespace}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`translations ${language}/${namespace}: HTTP ${response.status}`);
  return (await response.json()) as Translations;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Replaces each `{{name}}` with its value (`undefined` and `null` as nothing); one not given stays as it is. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    !Object.hasOwn(values, name)
      ? whole
      : values[name] === undefined || values[name] === null
        ? ''
        : String(values[name]),
  );
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language`: `zero`, `one`, `two`, `few`, `many` or `other`. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(data: Translations | undefined, key: string): unknown {
  let value: unknown = data;
  for (const part of key.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Translations)[part];
  }
  return value;
}

type LoadState = 'loading' | 'loaded' | 'failed';

type Read = { language: string; namespace: string; tried: number; wait: number; done: () => void };

export type I18nOptions = {
  language: Language;
  /** Reads one language's namespace (the locale file by default). */
  load?: LoadTranslations;
  /** Translations already at hand, by language and namespace (build time, tests): never read. */
  resources?: Partial<Record<Language, Record<string, Translations>>>;
};

/**
 * One set of translations and the current language. Components read it through `useTranslation`
 * (lib/use-translation.tsx), which re-renders them when `subscribe`'s listeners are told of a change.
 */
export class I18n {
  language: Language;
  /** Grows with each change (language, files read): what `useTranslation` compares. */
  version = 0;
  private readonly data = new Map<string, Translations>();
  private readonly state = new Map<string, LoadState>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly namespaces = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly load: LoadTranslations | undefined;
  private reading = 0;
  private readonly waiting: Read[] = [];
  private switchingTo: Language | undefined;

  constructor({ language, load, resources }: I18nOptions) {
    this.language = language;
    this.load = load;
    for (const [lng, byNamespace] of Object.entries(resources ?? {})) {
      for (const [namespace, translations] of Object.entries(byNamespace)) {
        this.data.set(`${lng}/${namespace}`, translations);
        this.state.set(`${lng}/${namespace}`, 'loaded');
        this.namespaces.add(namespace);
      }
    }
  }

  /** The translation of `key` (`key`, or `namespace:key`), or `defaultValue`, or the key itself. */
  t: TFunction = ((key: string, options: TranslateOptions = {}) => {
    const found = this.resolve(key, options);
    if (found === undefined) {
      const fallback = options.defaultValue ?? key.slice(key.indexOf(':') + 1);
      return interpolate(fallback, options);
    }
    if (typeof found === 'string') return interpolate(found, options);
    return options.returnObjects ? found : key;
  }) as TFunction;

  /** Whether `key` has a translation in the current language. */
  exists(key: string, options: TranslateOptions = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  /** The writing direction of a language (the current one by default). */
  dir(language: string = this.language): 'rtl' | 'ltr' {
    return language === 'ar' ? 'rtl' : 'ltr';
  }

  /** Whether the namespace is read (or given up on) in the current language. */
  hasLoadedNamespace(namespace: string, language: string = this.language): boolean {
    const state = this.state.get(`${language}/${namespace}`);
    return state === 'loaded' || state === 'failed';
  }

  /** Reads the namespaces in the current language; resolves once each is read or given up on. */
  loadNamespaces(namespaces: string | readonly string[], language: string = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of list) this.namespaces.add(namespace);
    return Promise.all(list.map((namespace) => this.loadOne(language, namespace))).then(() => undefined);
  }

  /**
   * Reads every namespace used so far in `language`, then switches to it: until the files are in, the current text
   * stays (nothing waits on it); the last switch asked for wins.
   */
  async changeLanguage(language: Language): Promise<void> {
    this.switchingTo = language;
    await this.loadNamespaces([...this.namespaces], language);
    if (this.switchingTo !== language) return;
    this.switchingTo = undefined;
    if (this.language === language) return;
    this.language = language;
    this.changed();
  }

  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  private resolve(key: string, options: TranslateOptions): unknown {
    let namespaces: readonly string[] =
      options.ns === undefined
        ? [DEFAULT_NAMESPACE]
        : typeof options.ns === 'string'
          ? [options.ns]
          : options.ns;
    const colon = key.indexOf(':');
    if (colon > 0) {
      namespaces = [key.slice(0, colon)];
      key = key.slice(colon + 1);
    }
    const candidates = [key];
    if (typeof options.count === 'number') {
      candidates.unshift(`${key}_${pluralCategory(this.language, options.count)}`);
      if (options.count === 0) candidates.unshift(`${key}_zero`);
    }
    for (const namespace of namespaces) {
      const data = this.data.get(`${this.language}/${namespace}`);
      for (const candidate of candidates) {
        const value = lookup(data, candidate);
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const name = `${language}/${namespace}`;
    if (this.state.has(name) && this.state.get(name) !== 'loading') return Promise.resolve();
    const pending = this.pending.get(name);
    if (pending) return pending;
    if (!this.load) {
      this.state.set(name, 'failed');
      return Promise.resolve();
    }
    this.state.set(name, 'loading');
    const reading = new Promise<void>((done) =>
      this.read({ language, namespace, tried: 0, wait: TRANSLATION_RETRY_DELAY_MS, done }),
    ).then(() => {
      this.pending.delete(name);
      this.changed();
    });
    this.pending.set(name, reading);
    return reading;
  }

  /** One read, queued when TRANSLATION_PARALLEL_READS are under way; a failure is tried again later. */
  private read(read: Read): void {
    if (this.reading >= TRANSLATION_PARALLEL_READS) {
      this.waiting.push(read);
      return;
    }
    this.reading += 1;
    const { language, namespace, tried, wait, done } = read;
    const name = `${language}/${namespace}`;
    const settle = () => {
      this.reading -= 1;
      const next = this.waiting.shift();
      if (next) this.read(next);
    };
    this.load!(language, namespace).then(
      (translations) => {
        settle();
        this.data.set(name, translations);
        this.state.set(name, 'loaded');
        done();
      },
      () => {
        settle();
        if (tried < TRANSLATION_MAX_RETRIES) {
          setTimeout(() => this.read({ ...read, tried: tried + 1, wait: wait * 2 }), wait);
          return;
        }
        // Given up: the keys show until the next page load.
        this.state.set(name, 'failed');
        done();
      },
    );
  }
}

/** Translations read from the locale files (unless `load` or `resources` are given). */
export function createI18n(options: I18nOptions): I18n {
  return new I18n({ load: fetchLocale, ...options });
}

let current: I18n | undefined;

/** The translations of the page (what `useTranslation` uses outside an `I18nProvider`). */
export function getI18n(): I18n {
  current ??= new I18n({ language: 'ar' });
  return current;
}

export function setI18n(i18n: I18n): I18n {
  current = i18n;
  return i18n;
}

/**
 * Starts the translations in the stored language; each language and namespace is its own file, read when first
 * needed. The shell's and `namespaces` are read before it resolves (those of a prerendered page, so it hydrates
 * without waiting).
 */
export async function initI18n(language: Language, namespaces: readonly string[] = []): Promise<I18n> {
  const i18n = setI18n(createI18n({ language }));
  await i18n.loadNamespaces([...new Set([SHELL_NAMESPACE, ...namespaces.filter(Boolean)])]);
  return i18n;
}

/** The BCP 47 locale used to format numbers and dates: Gulf Arabic with Western digits, as used in the UAE. */
export function formattingLocale(language: string): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
}
