import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '../../shared/constants';
import {
  LANGUAGE_COOKIE,
  PRERENDERED_PAGES,
  prerenderedFile,
  prerenderedPageAt,
} from '../../shared/prerendered-pages';

/** The built HTML of every prerendered page and language found in the client's directory, by file. */
export function readPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const language of LANGUAGES) {
    for (const page of PRERENDERED_PAGES) {
      const file = prerenderedFile(page, language);
      const path = join(clientDir, file);
      if (existsSync(path)) pages.set(file, readFileSync(path, 'utf8'));
    }
  }
  return pages;
}

/** The language the visitor chose (its cookie), else the default. */
export function languageOfCookie(cookieHeader: string | undefined): Language {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(cookieHeader ?? '');
  const value = match?.[1] as Language | undefined;
  return value && LANGUAGES.includes(value) ? value : DEFAULT_LANGUAGE;
}

/** The prerendered HTML for `url` in the visitor's language, or undefined when the page is not prerendered. */
export function prerenderedTemplate(
  pages: Map<string, string>,
  url: string,
  cookieHeader: string | undefined,
): string | undefined {
  const page = prerenderedPageAt(url.split('?')[0] ?? '/');
  return page && pages.get(prerenderedFile(page, languageOfCookie(cookieHeader)));
}
