import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender } from './scripts/vite-prerender';
import { loadModernEntry, readLegacyFiles, withLegacyBuild } from './scripts/vite-legacy';

/** Icons the home page shows that no part of the shell does (see `codeSplitting` below). */
const HOME_ICONS =
  /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](door-open|gamepad-2|life-buoy|trophy|users|wifi-off)\.mjs$/;

const LEGACY_DIR = resolve(import.meta.dirname, 'dist/client-legacy');
const LOCALES_DIR = resolve(import.meta.dirname, 'src/client/locales');

/** A value written into the boot script as a JavaScript literal (JSON, with nothing that could end the script). */
const scriptLiteral = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The too-old page's texts in both languages, from the locale files: boot.js fetches them only below the floor. */
const tooOldScript: Plugin = {
  name: 'jawib-browser-too-old',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'browser-too-old.js',
      source: `window.__jawibTooOld = ${scriptLiteral(tooOldTexts())};\n`,
    });
  },
};

/** The too-old page's texts in both languages, from the locale files. */
const tooOldTexts = () =>
  Object.fromEntries(
    ['ar', 'en'].map((language) => [
      language,
      JSON.parse(readFileSync(resolve(LOCALES_DIR, language, 'browser.json'), 'utf8')).tooOld,
    ]),
  );

/**
 * The boot script (language, direction and theme before the first paint, and the choice of build) is written into
 * the page's head rather than fetched: a script file there would hold the first paint for a round trip. The server
 * allows it in its Content-Security-Policy by its hash (src/server/http/inline-scripts.ts). It is given the legacy
 * build's files (none on the dev server, where every engine gets the modern code) and the too-old page's texts.
 */
const inlineBootScript: Plugin = {
  name: 'jawib-inline-boot-script',
  transformIndexHtml: {
    order: 'pre',
    handler: (html, context) => {
      const boot = readFileSync(resolve(import.meta.dirname, 'src/client/boot.js'), 'utf8')
        .trim()
        .replace('= __JAWIB_LEGACY__;', () => {
          const legacy = context.server ? null : readLegacyFiles(LEGACY_DIR);
          if (!context.server && !legacy)
            throw new Error('The legacy build is missing: npm run build:client');
          return `= ${scriptLiteral(legacy)};`;
        });
      if (boot.includes('= __JAWIB_')) throw new Error('boot.js: a placeholder was not filled');
      // Minified (still ES5): every page carries it, and the page's first round trip should hold the whole head.
      const minified = context.server
        ? boot
        : transformSync(boot, { minify: true, target: 'es5' }).code.trim();
      // `<!--` and `<script` inside a page's script change where the page's parser ends it: spelt `\x3C` there (the
      // boot script writes them into the page, as strings).
      const code = minified.replace(/<(!--|script)/g, '\\x3C$1');
      return html.replace('<script src="/boot.js"></script>', () => `<script>${code}</script>`);
    },
  },
};

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // A lazy route names only its stylesheets for the preload helper, not every script it imports: the browser finds
    // those in the route's chunk (and the service worker has them all after the first visit), and the home page does
    // not carry the whole list (decision 023).
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    // Translation files stay files (lib/i18n.ts fetches them, with retries), never inlined into a script.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        // The home page's icons travel in one chunk rather than one each: six files of a few hundred bytes cost
        // more in headers and imports than their drawings (the 125 KB budget of bench/bundle-size.mjs).
        // React keeps its own chunk (every page needs it), ahead of the icons' group that would take it along.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 2 },
            { name: 'home-icons', test: HOME_ICONS, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/content': 'http://localhost:3000',
      '/emoji': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    inlineBootScript,
    tooOldScript,
    loadModernEntry,
    withLegacyBuild(LEGACY_DIR),
    prerender(resolve(import.meta.dirname, 'src/client')),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      manifest: {
        name: 'جاوب | Jawib',
        short_name: 'جاوب',
        description: 'لعبة أسئلة جماعية للعائلة والأصدقاء — The family party quiz game',
        lang: 'ar',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0b1f2a',
        theme_color: '#0f766e',
        categories: ['games', 'entertainment', 'education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,json,svg,png,woff2,webmanifest}'],
        // The legacy build is for older engines only: they cache its files as they load them (below).
        globIgnores: ['legacy/**'],
        // The prerendered public pages in the stored language come first (scripts/vite-prerender.ts).
        importScripts: ['/sw-pages.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/content\//, /^\/emoji\//, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        runtimeCaching: [
          {
            // Category art (src/shared/emoji-art.ts): the pictures a page shows, kept once seen.
            urlPattern: ({ url }) => url.pathname.startsWith('/emoji/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'category-art',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86400 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/legacy/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'legacy-build',
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 86400 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/content/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'content-images',
              expiration: { maxEntries: 500, maxAgeSeconds: 30 * 86400 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname === '/api/categories',
            handler: 'NetworkFirst',
            options: { cacheName: 'api-categories', networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
  ],
});
