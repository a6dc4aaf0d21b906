/**
 * A Vite plugin that prerenders the public pages (src/shared/prerendered-pages.ts) into the client build, in each
 * language, from the built index.html: it builds src/client/prerender.tsx for Node, renders every page and emits
 * `prerendered/<language>/<page>.html` beside the other files, so the service worker precaches them too.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';
import { LANGUAGES, type Language } from '../src/shared/constants';
import {
  LANGUAGE_CACHE,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFile,
} from '../src/shared/prerendered-pages';

type Rendered = { html: string; title: string; description: string };

/** Runs the built module's renderAll (its path is the argument) and prints the pages as JSON. */
const RENDER_ALL = `
import { pathToFileURL } from 'node:url';
const { renderAll } = await import(pathToFileURL(process.argv[1]).href);
process.stdout.write(JSON.stringify(await renderAll()), () => process.exit(0));
`;

/**
 * Imported by the service worker before its own routes (vite.config.ts, importScripts): a visit to a prerendered
 * page gets the page in the language the app stored (features/preferences), from the precache, also offline.
 */
export function serviceWorkerPages(): string {
  const files = Object.fromEntries(
    PRERENDERED_PAGES.map((page) => [page.path, LANGUAGES.map((l) => [l, prerenderedFile(page, l)])]),
  );
  return `// Built by scripts/vite-prerender.ts.
const PRERENDERED = ${JSON.stringify(Object.fromEntries(Object.entries(files).map(([p, l]) => [p, Object.fromEntries(l)])))};
async function storedLanguage() {
  const stored = await caches.match(${JSON.stringify(LANGUAGE_CACHE.key)}, { cacheName: ${JSON.stringify(LANGUAGE_CACHE.name)} }).catch(() => null);
  const language = stored ? await stored.text() : '';
  return ${JSON.stringify(LANGUAGES)}.includes(language) ? language : ${JSON.stringify(LANGUAGES[0])};
}
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  const url = new URL(event.request.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\\/+$/, '') : url.pathname;
  const files = PRERENDERED[path];
  if (!files || url.origin !== self.location.origin) return;
  event.respondWith(
    storedLanguage()
      .then((language) => caches.match('/' + files[language], { ignoreSearch: true }))
      .then((cached) => cached || fetch(event.request)),
  );
});
`;
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The font files a language's text needs first (Arabic pages show Western digits and some Latin too). */
const FONT_SUBSETS: Record<Language, string[]> = { ar: ['arabic', 'latin'], en: ['latin'] };

/** Preload links for the language's font files, so the text is not drawn twice (with a fallback font first). */
export function fontPreloads(fileNames: string[], language: Language): string {
  return FONT_SUBSETS[language]
    .map((subset) => fileNames.find((name) => name.includes(`cairo-${subset}-wght-normal`)))
    .filter((name): name is string => Boolean(name))
    .map((name) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${name}">`)
    .join('');
}

/** The built index.html with the page's language, direction, title, fonts and markup. */
export function fillTemplate(
  template: string,
  page: PrerenderedPage,
  language: Language,
  rendered: Rendered,
  fonts: string,
): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return template
    .replace('</head>', `${fonts}</head>`)
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeText(rendered.description).replace(/"/g, '&quot;')}">`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-language="${language}" data-namespaces="${page.namespaces.join(',')}">${rendered.html}</div>`,
    );
}

/** Where beasties thinks the built files are; `readFile` takes them from the bundle being written instead. */
const BUNDLE_ROOT = '/bundle';

/**
 * The page with the style rules its markup uses written into its head, and the whole stylesheet moved to the end of
 * its body, so the first paint waits for no stylesheet (beasties). Rules for the dark theme are always kept: the
 * theme is chosen by the boot script in the browser, after the page was built.
 */
export async function inlineCriticalCss(
  html: string,
  builtFile: (fileName: string) => string | undefined,
): Promise<string> {
  class FromBundle extends Beasties {
    override readFile(filename: string): string {
      const css = builtFile(filename.slice(BUNDLE_ROOT.length + 1));
      if (css === undefined) throw new Error(`${filename} is not in the build`);
      return css;
    }
  }
  const beasties = new FromBundle({
    path: BUNDLE_ROOT,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    fonts: false,
    allowRules: [/\.dark\b/],
    logLevel: 'warn',
  });
  // The fonts are named through CSS variables, which beasties cannot follow: their @font-face rules are written in
  // too (each with its unicode-range, so a page still downloads only the subsets its text needs).
  const fontFaces = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)]
    .flatMap(([, href]) => builtFile(href ?? '')?.match(/@font-face\{[^}]*\}/g) ?? [])
    .join('');
  return (await beasties.process(html)).replace('<style>', `<style>${fontFaces}`);
}

/** Styles do not take part in the markup: the Node build leaves them out (the client build has them). */
const withoutStyles: Plugin = {
  name: 'jawib-prerender-without-styles',
  enforce: 'pre',
  resolveId: (id) => (/\.css(\?|$)/.test(id) ? '\0jawib-no-style' : null),
  load: (id) => (id === '\0jawib-no-style' ? 'export default {};' : null),
};

export function prerender(clientRoot: string): Plugin {
  return {
    name: 'jawib-prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const template = String(index.source);
      const fileNames = Object.keys(bundle);
      const builtFile = (fileName: string) => {
        const file = bundle[fileName];
        return file?.type === 'asset' ? String(file.source) : undefined;
      };
      // The app's own index.html opens in the default language, Arabic.
      index.source = template.replace('</head>', `${fontPreloads(fileNames, LANGUAGES[0])}</head>`);
      // Inside the project, so the built module finds its packages in node_modules.
      const cacheDir = join(clientRoot, '..', '..', 'node_modules', '.cache');
      mkdirSync(cacheDir, { recursive: true });
      const outDir = mkdtempSync(join(cacheDir, 'jawib-prerender-'));
      try {
        await build({
          configFile: false,
          root: clientRoot,
          logLevel: 'warn',
          plugins: [withoutStyles, react()],
          build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, target: 'node20', sourcemap: false },
        });
        // Rendered in a child process: the app's modules may leave timers behind, which must not hold the build.
        const rendered = JSON.parse(
          execFileSync(
            process.execPath,
            ['--input-type=module', '-e', RENDER_ALL, join(outDir, 'prerender.js')],
            {
              encoding: 'utf8',
              maxBuffer: 64 * 1024 * 1024,
            },
          ),
        ) as Record<string, Rendered>;
        for (const language of LANGUAGES) {
          for (const page of PRERENDERED_PAGES) {
            const file = prerenderedFile(page, language);
            const result = rendered[file];
            if (!result) throw new Error(`${file} was not rendered`);
            const html = fillTemplate(template, page, language, result, fontPreloads(fileNames, language));
            this.emitFile({
              type: 'asset',
              fileName: file,
              source: await inlineCriticalCss(html, builtFile),
            });
          }
        }
        this.emitFile({ type: 'asset', fileName: 'sw-pages.js', source: serviceWorkerPages() });
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
  };
}
