// Helpers of the solo specs: the solo screens' texts as a person reads them, and playing a round to its end.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type Language = 'ar' | 'en';
type Messages = Record<string, unknown>;
const SOLO = {
  ar: JSON.parse(readFileSync('src/client/locales/ar/solo.json', 'utf8')) as Messages,
  en: JSON.parse(readFileSync('src/client/locales/en/solo.json', 'utf8')) as Messages,
};

/** A text of the solo screens as a person reads it, with `values` filled in (others left out: a prefix). */
export function say(lang: Language, key: string, values: Record<string, string> = {}): string {
  let value: unknown = SOLO[lang];
  for (const part of key.split('.')) value = (value as Messages | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`no text for ${lang}:${key}`);
  const filled = value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return filled.split('{{')[0]!.trim();
}

/** Answers every question left in the round (the first option, or a written answer) until the result shows. */
export async function answerAll(page: Page) {
  const round = page.getByTestId('daily-round');
  for (;;) {
    if (await page.getByTestId('daily-result').isVisible()) return;
    const option = round.getByTestId('round-option').first();
    const text = round.getByTestId('round-text');
    await expect(option.or(text).or(page.getByTestId('daily-result'))).toBeVisible();
    if (await option.isVisible()) await option.click();
    else if (await text.isVisible()) {
      await text.fill('القاهرة');
      await text.press('Enter');
    }
  }
}
