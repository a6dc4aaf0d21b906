import { describe, expect, it } from 'vitest';
import { formattingLocale } from './i18n';
import { numberFormatter, plainNumber } from './numbers';

describe('plain numbers', () => {
  it('are written as each formatting locale writes whole numbers of zero or more', () => {
    const values = [
      ...Array.from({ length: 1000 }, (_, index) => index),
      1000,
      1500,
      99_999,
      1_234_567,
      2 ** 53 - 1,
    ];
    for (const language of ['ar', 'en']) {
      const format = new Intl.NumberFormat(formattingLocale(language));
      for (const value of values) expect(plainNumber(value)).toBe(format.format(value));
    }
  });

  it('leave every other number to the format', () => {
    expect([-1, 2.5, 2 ** 53, Number.NaN].map(plainNumber)).toEqual([null, null, null, null]);
    for (const language of ['ar', 'en']) {
      const format = new Intl.NumberFormat(formattingLocale(language));
      for (const value of [-1, -1500, 2.5, 1234.75]) {
        expect(numberFormatter(language).format(value)).toBe(format.format(value));
      }
    }
  });
});
