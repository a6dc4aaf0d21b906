// Helpers of the back-office specs: its texts as a person reads them, screenshots, signing in.
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, signInByApi, useOwnAddress } from './auth-helpers';

export type Language = 'ar' | 'en';
type Messages = Record<string, unknown>;

/** Set SCREENSHOTS=<folder> to keep a picture of each screen for looking at them. */
export const SHOTS = process.env.SCREENSHOTS;

const LOCALES = Object.fromEntries(
  (['ar', 'en'] as const).map((lang) => [
    lang,
    {
      admin: JSON.parse(readFileSync(`src/client/locales/${lang}/admin.json`, 'utf8')) as Messages,
      common: JSON.parse(readFileSync(`src/client/locales/${lang}/common.json`, 'utf8')) as Messages,
    },
  ]),
) as Record<Language, { admin: Messages; common: Messages }>;

/** A text of the admin screens (or `common:` ones) as a person reads it. */
export function say(lang: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.startsWith('common:')
    ? (['common', key.slice(7)] as const)
    : (['admin', key] as const);
  let value: unknown = LOCALES[lang][ns];
  for (const part of path.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${lang}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * A page of a signed-in session on a phone and a laptop, in both languages and both themes (only when screenshots are
 * asked for). It opens a page of the same session without the spec's language init script; `ready` is awaited
 * before each shot.
 */
export async function shootVariants(
  signedIn: Page,
  path: string,
  name: string,
  ready: (page: Page) => Promise<void> = (page) => page.waitForLoadState('networkidle'),
): Promise<void> {
  if (!SHOTS) return;
  const page = await signedIn.context().newPage();
  await page.goto(path);
  for (const lang of ['ar', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        ({ language, mode }) => {
          localStorage.setItem('preferred-language', language);
          localStorage.setItem('theme', mode);
        },
        { language: lang, mode: theme },
      );
      for (const [width, height] of [
        [390, 844],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(path);
        await ready(page);
        await shoot(page, `${name}-${lang}-${theme}-${width}`);
      }
    }
  }
  await page.close();
}

export const PASSWORD = 'editor2024';

export async function signInAs(page: Page, lang: Language, email: string): Promise<void> {
  await page.addInitScript((language) => localStorage.setItem('preferred-language', language), lang);
  await useOwnAddress(page);
  await page.goto('/');
  await createVerifiedAccount(page, email, PASSWORD, lang);
  await signInByApi(page, email, PASSWORD);
}
