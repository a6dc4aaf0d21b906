import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languageOfCookie, prerenderedTemplate, readPrerenderedPages } from './prerendered-pages';

describe('prerendered public pages', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'jawib-prerendered-'));
  for (const language of ['ar', 'en']) {
    mkdirSync(join(clientDir, 'prerendered', language), { recursive: true });
    for (const name of ['home', 'categories'])
      writeFileSync(join(clientDir, 'prerendered', language, `${name}.html`), `${language}:${name}`);
  }
  const pages = readPrerenderedPages(clientDir);
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it('reads the built pages that exist and skips the others', () => {
    expect([...pages.keys()].sort()).toEqual([
      'prerendered/ar/categories.html',
      'prerendered/ar/home.html',
      'prerendered/en/categories.html',
      'prerendered/en/home.html',
    ]);
  });

  it('answers in the language of the cookie, Arabic without one or with an unknown one', () => {
    expect(languageOfCookie(undefined)).toBe('ar');
    expect(languageOfCookie('theme=dark; lang=en')).toBe('en');
    expect(languageOfCookie('lang=fr')).toBe('ar');
    expect(languageOfCookie('xlang=en')).toBe('ar');
    expect(prerenderedTemplate(pages, '/', 'lang=en')).toBe('en:home');
    expect(prerenderedTemplate(pages, '/categories/?from=home', undefined)).toBe('ar:categories');
  });

  it('has nothing for the other routes, nor for a page whose file is missing', () => {
    expect(prerenderedTemplate(pages, '/room/create', 'lang=en')).toBeUndefined();
    expect(prerenderedTemplate(pages, '/about', 'lang=en')).toBeUndefined();
  });
});
