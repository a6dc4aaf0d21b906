import { createInstance } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_PARALLEL_READS,
  TRANSLATION_RETRY_DELAY_MS,
} from '../../shared/constants';
import { createLocaleBackend, TRANSLATION_LOADING } from './i18n';

type Load = (language: string, namespace: string) => Promise<Record<string, unknown>>;

async function start(load: Load, ns: string[] = ['common']) {
  const i18n = createInstance();
  await i18n.use(createLocaleBackend(load)).init({
    lng: 'ar',
    fallbackLng: false,
    ns,
    defaultNS: 'common',
    ...TRANSLATION_LOADING,
  });
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
