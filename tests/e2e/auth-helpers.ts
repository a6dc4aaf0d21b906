import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mailbox';

type Language = 'ar' | 'en';
type Messages = Record<string, unknown>;

const load = (lang: Language, ns: string): Messages =>
  JSON.parse(readFileSync(`src/client/locales/${lang}/${ns}.json`, 'utf8')) as Messages;
const LOCALES = {
  ar: { auth: load('ar', 'auth'), common: load('ar', 'common') },
  en: { auth: load('en', 'auth'), common: load('en', 'common') },
};

/** A translated text from the real locale files, so the tests read what a person reads. */
export function text(lang: Language, key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':')
    ? (key.split(':') as ['auth' | 'common', string])
    : (['auth', key] as const);
  let value: unknown = LOCALES[lang][ns];
  for (const part of path.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${lang}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Each test gets its own client address (the server trusts X-Forwarded-For in e2e), so rate limits do not mix. */
export async function useOwnAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({
    'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomInt(1000)}@example.com`;
}

function origin(page: Page): string {
  return new URL(
    page.url().startsWith('http') ? page.url() : `http://localhost:${process.env.E2E_PORT ?? 3100}`,
  ).origin;
}

/** Registers and verifies through the API and the real mail, for tests about what comes after. */
export async function createVerifiedAccount(
  page: Page,
  email: string,
  password: string,
  language: Language = 'en',
): Promise<void> {
  const base = origin(page);
  const signUp = await page.request.post(`${base}/api/auth/sign-up/email?lang=${language}`, {
    headers: { origin: base },
    data: { name: email.split('@')[0], email, password, acceptTerms: true, language },
  });
  if (signUp.status() === 409) return;
  expect(signUp.status()).toBe(200);
  const { link } = await waitForMail(email, /./);
  const token = new URL(link, base).searchParams.get('token')!;
  expect(
    (await page.request.get(`${base}/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status(),
  ).toBe(200);
}

/** Signs in through the API; the page's context keeps the session cookie. */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  const base = origin(page);
  const response = await page.request.post(`${base}/api/auth/sign-in/email`, {
    headers: { origin: base },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
}
