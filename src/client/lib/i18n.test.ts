import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_DELAY_MS,
} from '../../shared/constants';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';
import { createI18n, I18n, interpolate, type LoadTranslations, pluralCategory } from './i18n';

type Load = LoadTranslations;

async function start(load: Load, ns: string[] = ['common']) {
  const i18n = createI18n({ language: 'ar', load });
  await i18n.loadNamespaces(ns);
  return i18n;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('translation loading (SPEC.md section 9)', () => {
  it('retries a failed read after 350 ms, then twice as long, and uses the file once it comes', async () => {
    const calls: number[] = [];
    const load: Load = async () => {
      calls.push(performance.now());
      if (calls.length < 3) throw new Error('network');
      return { app: { name: 'جاوب' } };
    };
    const i18n = await start(load);
    expect(i18n.t('app.name')).toBe('جاوب');
    expect(calls).toHaveLength(3);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(TRANSLATION_RETRY_DELAY_MS - 5);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(2 * TRANSLATION_RETRY_DELAY_MS - 5);
  });

  it('gives up after 5 retries without throwing (the keys show until the next page load)', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const starting = start(async () => {
      calls += 1;
      throw new Error('network');
    });
    // 350 + 700 + 1400 + 2800 + 5600 ms of waiting between the six reads.
    await vi.advanceTimersByTimeAsync(TRANSLATION_RETRY_DELAY_MS * (2 ** TRANSLATION_MAX_RETRIES - 1) + 10);
    const i18n = await starting;
    expect(calls).toBe(1 + TRANSLATION_MAX_RETRIES);
    expect(i18n.t('app.name')).toBe('app.name');
  });

  it('reads at most 10 files at once', async () => {
    let reading = 0;
    let most = 0;
    const load: Load = async (_language, namespace) => {
      reading += 1;
      most = Math.max(most, reading);
      await new Promise((resolve) => setTimeout(resolve, 20));
      reading -= 1;
      return { name: namespace };
    };
    const namespaces = Array.from({ length: 25 }, (_, i) => `ns${i}`);
    const i18n = await start(load, namespaces);
    expect(most).toBe(TRANSLATION_PARALLEL_READS);
    expect(i18n.t('name', { ns: 'ns24' })).toBe('ns24');
  });

  it('switches the language once the new files are in, keeping the current text meanwhile', async () => {
    let release: () => void = () => undefined;
    const load: Load = async (language) => {
      if (language === 'en') await new Promise<void>((resolve) => (release = resolve));
      return { greeting: language === 'en' ? 'Hello' : 'أهلا' };
    };
    const i18n = await start(load);
    const switching = i18n.changeLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.t('greeting')).toBe('أهلا');
    release();
    await switching;
    expect(i18n.t('greeting')).toBe('Hello');
  });
});

describe('translating', () => {
  const i18n = new I18n({
    language: 'ar',
    resources: {
      ar: {
        common: {
          hello: 'أهلا {{name}}',
          nested: { deeper: { text: 'عميق' } },
          empty: '',
          seconds_zero: 'الآن',
          seconds_one: 'ثانية',
          seconds_two: 'ثانيتان',
          seconds_few: '{{count}} ثوانٍ',
          seconds_many: '{{count}} ثانية',
          seconds_other: '{{count}} ثانية.',
          article: { title: 'العنوان', sections: [{ title: 'أ' }] },
        },
        game: { only: 'في اللعبة', hello: 'أهلا من اللعبة' },
      },
      en: {
        common: {
          hello: 'Hello {{name}}',
          seconds_one: '{{count}} second',
          seconds_other: '{{count}} seconds',
        },
        game: { only: 'In the game', hello: 'Hello from the game' },
      },
    },
  });

  afterEach(async () => {
    await i18n.changeLanguage('ar');
  });

  it('puts values into their placeholders and leaves one without a value as it is', () => {
    expect(i18n.t('hello', { name: 'مريم' })).toBe('أهلا مريم');
    expect(i18n.t('hello')).toBe('أهلا {{name}}');
    expect(i18n.t('hello', { name: undefined })).toBe('أهلا ');
    expect(interpolate('{{a}} + {{ b }} = {{c}}', { a: 1, b: 2, c: 3 })).toBe('1 + 2 = 3');
    // Not escaped: React escapes what it renders.
    expect(i18n.t('hello', { name: '<b>&' })).toBe('أهلا <b>&');
  });

  it('chooses each of the six Arabic plural forms by count', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 101, 102].map((count) => i18n.t('seconds', { count }))).toEqual([
      'الآن',
      'ثانية',
      'ثانيتان',
      '3 ثوانٍ',
      '10 ثوانٍ',
      '11 ثانية',
      '99 ثانية',
      '100 ثانية.',
      '101 ثانية.',
      '102 ثانية.',
    ]);
    expect(pluralCategory('ar', 0)).toBe('zero');
    expect(pluralCategory('ar', 3)).toBe('few');
    expect(pluralCategory('ar', 11)).toBe('many');
  });

  it('uses _one and _other in English, and _zero for 0 when there is one', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('seconds', { count: 1 })).toBe('1 second');
    expect(i18n.t('seconds', { count: 2 })).toBe('2 seconds');
    expect(i18n.t('seconds', { count: 0 })).toBe('0 seconds');
  });

  it('reads nested keys, namespaces, fallbacks, defaults and whole objects', () => {
    expect(i18n.t('nested.deeper.text')).toBe('عميق');
    expect(i18n.t('only', { ns: 'game' })).toBe('في اللعبة');
    expect(i18n.t('game:only')).toBe('في اللعبة');
    expect(i18n.t('only', { ns: ['common', 'game'] })).toBe('في اللعبة');
    expect(i18n.t('hello', { ns: ['game', 'common'], name: 'x' })).toBe('أهلا من اللعبة');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(i18n.t('game:missing')).toBe('missing');
    expect(i18n.t('missing', { defaultValue: 'لا {{x}}', x: 1 })).toBe('لا 1');
    expect(i18n.t('empty')).toBe('');
    expect(i18n.t('article', { returnObjects: true })).toEqual({
      title: 'العنوان',
      sections: [{ title: 'أ' }],
    });
    expect(i18n.exists('only', { ns: 'game' })).toBe(true);
    expect(i18n.exists('only')).toBe(false);
    expect(i18n.dir()).toBe('rtl');
    expect(i18n.dir('en')).toBe('ltr');
  });

  it('reads the real locale files: plural forms with the count in them', () => {
    const real = new I18n({
      language: 'ar',
      resources: { ar: { common: arCommon }, en: { common: enCommon } },
    });
    expect([0, 1, 2, 3, 11, 100].map((count) => real.t('categories.questions', { count }))).toEqual([
      'لا توجد أسئلة',
      'سؤال واحد',
      'سؤالان',
      '3 أسئلة',
      '11 سؤالًا',
      '100 سؤال',
    ]);
  });
});
