import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

const SOURCE = readFileSync(join(import.meta.dirname, 'boot.js'), 'utf8');
const LEGACY = {
  polyfills: '/legacy/assets/polyfills-a.js',
  entry: '/legacy/assets/main-b.js',
  css: ['/legacy/assets/main-c.css'],
};
const TOO_OLD = {
  ar: { title: 'قديم', body: 'ب', cast: 'ج', update: 'د', minimum: 'ه' },
  en: { title: 'Too old', body: 'b', cast: 'c', update: 'd', minimum: 'e' },
};

/** boot.js as the build writes it into the page (vite.config.ts fills the placeholder). */
const built = (legacy: unknown = LEGACY) =>
  SOURCE.replace('= __JAWIB_LEGACY__;', `= ${JSON.stringify(legacy)};`);

type Engine = {
  colorMix: boolean;
  modernApis: boolean;
  floor: boolean;
  focusVisible: boolean;
  language?: string;
};

/** Runs the boot script in a bare engine with the features asked for; returns what it did to the page. */
function boot(engine: Engine, legacy: unknown = LEGACY) {
  const written: string[] = [];
  const attributes = new Set<string>();
  const html = {
    lang: '',
    dir: '',
    className: '',
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string) => attributes.add(name),
  };
  const listeners = new Map<string, (event: { preventDefault: () => void }) => void>();
  const body = { innerHTML: '<div id="root"></div>', style: { cssText: '' } };
  const document = {
    documentElement: html,
    body,
    readyState: 'interactive',
    createElement: () => (engine.floor ? { noModule: false } : {}),
    write: (markup: string) => written.push(markup),
    querySelector: (selector: string) => {
      if (selector === ':focus-visible' && !engine.focusVisible)
        throw new SyntaxError('not a valid selector');
      return null;
    },
    addEventListener: (type: string, listener: (event: { preventDefault: () => void }) => void) =>
      listeners.set(type, listener),
  };
  const window: Record<string, unknown> = {
    CSS: {
      supports: (property: string, value: string) =>
        property === 'display' || (engine.colorMix && value.startsWith('color-mix')),
    },
    matchMedia: () => ({ matches: false }),
    // What /browser-too-old.js sets, which the script writes into the page below the floor.
    __jawibTooOld: TOO_OLD,
  };
  const context = createContext({
    document,
    window,
    localStorage: {
      getItem: (key: string) => (key === 'preferred-language' ? (engine.language ?? null) : null),
    },
  });
  runInContext(
    `
    window.Promise = Promise; window.fetch = function () {}; window.IntersectionObserver = function () {};
    window.Proxy = Proxy; window.structuredClone = function () {};
    if (${engine.modernApis}) window.CSSPropertyRule = function () {};
    else { delete Object.hasOwn; delete Array.prototype.findLast; }
    if (!${engine.floor}) delete Promise.allSettled;
    `,
    context,
  );
  runInContext(built(legacy), context);
  return { build: window.__jawibBuild, written: written.join(''), html, body, listeners };
}

describe('boot.js', () => {
  it('is plain ES5, so that it runs on any browser', () => {
    expect(() => parse(built(), { ecmaVersion: 5 })).not.toThrow();
  });

  it('starts the modern build on an engine that has what it is written for', () => {
    const page = boot({ colorMix: true, modernApis: true, floor: true, focusVisible: true });
    expect(page.build).toBe('modern');
    expect(page.written).toBe('');
  });

  it('writes the legacy build into the head between the floor and the modern build', () => {
    const page = boot({ colorMix: false, modernApis: false, floor: true, focusVisible: true });
    expect(page.build).toBe('legacy');
    expect(page.written).toBe(
      '<link rel="stylesheet" href="/legacy/assets/main-c.css">' +
        '<script type="module" src="/legacy/assets/polyfills-a.js"></script>' +
        '<script type="module" src="/legacy/assets/main-b.js"></script>' +
        // The page's own modern entry, which follows, becomes a comment.
        '<!--',
    );
    expect(page.html.className).not.toContain('no-focus-visible');
    // Without :focus-visible (Chromium before 86, Safari 14), the stylesheet's :focus twins apply.
    expect(
      boot({ colorMix: false, modernApis: false, floor: true, focusVisible: false }).html.className,
    ).toContain('no-focus-visible');
  });

  it('keeps a prerendered form from submitting itself until the app has hydrated the page', () => {
    const page = boot({ colorMix: true, modernApis: true, floor: true, focusVisible: true });
    const submit = () => {
      let isPrevented = false;
      page.listeners.get('submit')!({ preventDefault: () => (isPrevented = true) });
      return isPrevented;
    };
    expect(submit()).toBe(true);
    page.html.setAttribute('data-hydrated');
    expect(submit()).toBe(false);
  });

  it('gives every engine on the floor the modern build where there is no legacy build (the dev server)', () => {
    expect(boot({ colorMix: false, modernApis: false, floor: true, focusVisible: true }, null).build).toBe(
      'modern',
    );
  });

  it('shows the too-old page below the floor, in the stored language first and the other after it', () => {
    const english = boot({
      colorMix: false,
      modernApis: false,
      floor: false,
      focusVisible: false,
      language: 'en',
    });
    expect(english.build).toBe('none');
    expect(english.written).toBe('<script src="/browser-too-old.js"></script><!--');
    expect(english.html).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(english.html.className).toContain('browser-too-old');
    expect(english.body.innerHTML).toMatch(/lang="en" dir="ltr".*Too old.*lang="ar" dir="rtl".*قديم/);
    const arabic = boot({ colorMix: false, modernApis: false, floor: false, focusVisible: false });
    expect(arabic.html).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(arabic.body.innerHTML).toMatch(/lang="ar" dir="rtl".*قديم.*lang="en" dir="ltr".*Too old/);
  });
});
