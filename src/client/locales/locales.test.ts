import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = import.meta.dirname;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value))
    value.forEach((item, i) => flatten(item, `${prefix}[${i}]`).forEach((v, k) => out.set(k, v)));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key).forEach((v, k) => out.set(k, v));
    }
  }
  return out;
}

const read = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')));

describe('the locale files', () => {
  const namespaces = readdirSync(join(LOCALES_DIR, 'ar')).filter((f) => f.endsWith('.json'));

  it('have the same namespaces in Arabic and English', () => {
    expect(
      readdirSync(join(LOCALES_DIR, 'en'))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(namespaces.sort());
  });

  for (const file of namespaces) {
    it(`${file}: every key exists in both languages (plural forms aside) and no text is empty`, () => {
      const ar = read('ar', file);
      const en = read('en', file);
      const base = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL_SUFFIX, '')));
      expect([...base(ar.keys())].sort()).toEqual([...base(en.keys())].sort());
      for (const [key, text] of [...ar, ...en]) expect(text.trim(), key).not.toBe('');
    });

    it(`${file}: a plural has Arabic's six forms and English's two (lib/i18n.ts picks them by count)`, () => {
      const forms = (keys: Iterable<string>) => {
        const byBase = new Map<string, Set<string>>();
        for (const key of keys) {
          const match = PLURAL_SUFFIX.exec(key);
          if (!match) continue;
          const base = key.slice(0, match.index);
          byBase.set(base, (byBase.get(base) ?? new Set()).add(match[1]!));
        }
        return byBase;
      };
      for (const [base, found] of forms(read('ar', file).keys()))
        expect([...found].sort(), `ar ${base}`).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
      for (const [base, found] of forms(read('en', file).keys())) {
        expect(found.has('one') && found.has('other'), `en ${base}`).toBe(true);
      }
    });

    it(`${file}: Arabic text is written in Arabic and uses the same placeholders as English`, () => {
      const ar = read('ar', file);
      const en = read('en', file);
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const [key, text] of ar) {
        // The language switch names the other language in that language.
        if (/switchLanguage/.test(key)) continue;
        expect(/[\u0600-\u06FF]/.test(text) || !/[A-Za-z]/.test(text), `ar ${key}: ${text}`).toBe(true);
        const english = en.get(key) ?? en.get(key.replace(PLURAL_SUFFIX, '_other'));
        if (english !== undefined && !/_(zero|one|two)$/.test(key)) {
          expect(placeholders(text), key).toEqual(placeholders(english));
        }
      }
    });
  }
});
