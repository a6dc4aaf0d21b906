/**
 * The legacy build (docs/decisions/026): the same app for the engines between the support floor (package.json's
 * browserslist) and the modern build's (scripts/browsers.ts), made by vite.legacy.config.ts before the modern build.
 *
 * - `lowerLegacyCss` rewrites its stylesheets for the floor where Lightning CSS (Vite's minifier, with the floor as
 *   its targets) cannot: cascade layers, `:where()`, `:has(:focus-visible)`, the individual transform properties,
 *   dynamic viewport units and Tailwind's fallback for `@property`.
 * - `writeLegacyManifest` names the files a page loads: the polyfills, the entry and its stylesheets.
 * - In the modern build, `withLegacyBuild` copies those files under /legacy/ and hands their addresses to boot.js,
 *   and `loadModernEntry` loads the modern entry only where boot.js chose it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import postcssCascadeLayers from '@csstools/postcss-cascade-layers';
import postcssIsPseudoClass from '@csstools/postcss-is-pseudo-class';
import postcss, { type Plugin as PostcssPlugin } from 'postcss';
import type { Plugin } from 'vite';

/** What boot.js loads on an engine below the modern build: `/legacy/...` addresses. */
export type LegacyFiles = { polyfills: string | null; entry: string; css: string[] };

export const LEGACY_MANIFEST = 'legacy.json';

/** Tailwind's `@supports` that gives its registered properties their initial values where `@property` is missing. */
const PROPERTY_FALLBACK = /-webkit-hyphens|-moz-orient/;

/**
 * The dark variant (theme.css) is `:where(.dark, .dark *)` on the element itself; the class sits on <html>, so on
 * the floor it reads as a descendant of `.dark`.
 */
const DARK_VARIANT = /:where\(\.dark, ?\.dark \*\)/g;

/** Values of Tailwind's scale variables are percentages; `scale()` in `transform` takes numbers on the floor. */
const percentToNumber = (value: string) =>
  value.replace(/(-?\d*\.?\d+)%/g, (_match, number: string) => String(Number(number) / 100));

/** `:where(A > B)` standing alone (after an optional `.dark ` prefix) as `A > B`; anything else as it is. */
function unwrapWholeWhere(selector: string): string {
  const match = /^((?:\.dark )?):where\(/.exec(selector);
  if (!match || !selector.endsWith(')')) return selector;
  const inner = selector.slice(match[0].length, -1);
  let depth = 0;
  for (const char of inner) {
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (depth < 0 || (depth === 0 && char === ',')) return selector;
  }
  return depth === 0 ? match[1] + inner : selector;
}

const legacySelectors: PostcssPlugin = {
  postcssPlugin: 'jawib-legacy-selectors',
  Rule(rule) {
    let selectors = rule.selectors.map((selector) =>
      DARK_VARIANT.test(selector) ? `.dark ${selector.replace(DARK_VARIANT, '')}` : selector,
    );
    // A label that shows the focus of the control inside it: the nearest the floor has is :focus-within.
    selectors = selectors.map((selector) => selector.replace(/:has\(:focus-visible\)/g, ':focus-within'));
    // A whole selector in :where() (Tailwind's space-* and divide-* utilities) is that selector.
    selectors = selectors.map(unwrapWholeWhere);
    // :where() is :is() without specificity; the floor's engines before Chromium 88 know neither, so the next
    // plugin writes both out (and the cascade layers' order is kept by specificity after it).
    selectors = selectors.map((selector) => selector.replace(/:where\(/g, ':is('));
    if (selectors.join() !== rule.selectors.join()) rule.selectors = selectors;
    // :focus-visible (Chromium 86, Safari 15.4): a twin with :focus for the engines without it, where boot.js sets
    // .no-focus-visible on <html>, so a keyboard (or a TV remote) still shows where it is.
    const focusVisible = selectors.filter((selector) => selector.includes(':focus-visible'));
    if (focusVisible.length > 0) {
      rule.cloneAfter({
        selectors: focusVisible.map((selector) => {
          const focus = selector.replace(/:focus-visible/g, ':focus');
          return selector.startsWith('.dark ') ? `.no-focus-visible${focus}` : `.no-focus-visible ${focus}`;
        }),
      });
    }
  },
};

const legacyDeclarations: PostcssPlugin = {
  postcssPlugin: 'jawib-legacy-declarations',
  AtRule: {
    supports(atRule) {
      if (PROPERTY_FALLBACK.test(atRule.params)) atRule.replaceWith(atRule.nodes ?? []);
    },
  },
  Declaration(decl) {
    // Gradients interpolated in a colour space (Chromium 111): the floor interpolates in sRGB.
    if (decl.prop === '--tw-gradient-position' && / in [a-z]/.test(decl.value)) {
      const position = decl.value.replace(
        /\s*\bin [a-z-]+(\s+(shorter|longer|increasing|decreasing) hue)?/,
        '',
      );
      decl.value = position.trim() || 'to bottom';
    } else if (
      /^(justify|align|place)-(content|items|self)$/.test(decl.prop) &&
      /\b(un)?safe\b/.test(decl.value)
    ) {
      // Overflow positions (`safe center`: Chromium 115) read as the plain position.
      decl.value = decl.value.replace(/\b(un)?safe\s+/, '');
    } else if (/^--tw-scale-[xyz]$/.test(decl.prop) && decl.value.includes('%')) {
      decl.value = percentToNumber(decl.value);
    } else if (decl.prop === 'translate' && decl.value !== 'none') {
      const [x = '0', y = '0'] = decl.value.split(/\s+(?![^(]*\))/);
      decl.replaceWith(decl.clone({ prop: 'transform', value: `translate(${x}, ${y})` }));
    } else if (decl.prop === 'scale' && decl.value !== 'none') {
      const [x = '1', y = x] = decl.value.split(/\s+(?![^(]*\))/);
      decl.replaceWith(decl.clone({ prop: 'transform', value: `scale(${x}, ${y})` }));
    } else if (decl.prop === 'rotate' && decl.value !== 'none') {
      decl.replaceWith(decl.clone({ prop: 'transform', value: `rotate(${decl.value})` }));
    } else if (/\d[dsl]v(h|w|min|max)\b/.test(decl.value) && !decl.prop.startsWith('--')) {
      decl.cloneBefore({ value: decl.value.replace(/(\d)[dsl]v(h|w|min|max)\b/g, '$1v$2') });
    }
  },
};

/** The stylesheet rewritten for the floor (after Vite's minifier has lowered colours and nesting). */
export async function lowerCssForFloor(css: string): Promise<string> {
  const result = await postcss([
    legacySelectors,
    postcssIsPseudoClass({ preserve: false, onComplexSelector: 'warning' }),
    postcssCascadeLayers(),
    legacyDeclarations,
  ]).process(css, { from: undefined });
  return result.css;
}

export function lowerLegacyCss(): Plugin {
  return {
    name: 'jawib-legacy-css',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) {
          file.source = await lowerCssForFloor(String(file.source));
        }
      }
    },
  };
}

export function writeLegacyManifest(entryName: string): Plugin {
  return {
    name: 'jawib-legacy-manifest',
    apply: 'build',
    enforce: 'post',
    generateBundle(options, bundle) {
      const base = '/legacy/';
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName);
      if (!entry) throw new Error(`The legacy build has no entry named ${entryName}`);
      const polyfills = chunks.find((chunk) => chunk.isEntry && chunk.name === 'polyfills');
      const files: LegacyFiles = {
        polyfills: polyfills ? base + polyfills.fileName : null,
        entry: base + entry.fileName,
        css: [...(entry.viteMetadata?.importedCss ?? [])].map((name) => base + name),
      };
      void options;
      this.emitFile({ type: 'asset', fileName: LEGACY_MANIFEST, source: JSON.stringify(files) });
    },
  };
}

/** The legacy build's manifest, or null when it was not built (the dev server, or a modern build on its own). */
export function readLegacyFiles(legacyDir: string): LegacyFiles | null {
  const manifest = join(legacyDir, LEGACY_MANIFEST);
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as LegacyFiles) : null;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** Copies the legacy build into the modern one, under legacy/ (the addresses its files were built for). */
export function withLegacyBuild(legacyDir: string): Plugin {
  return {
    name: 'jawib-with-legacy-build',
    apply: 'build',
    generateBundle() {
      if (!readLegacyFiles(legacyDir)) {
        throw new Error(`The legacy build is missing (${legacyDir}): npm run build:client makes it first`);
      }
      for (const file of walk(legacyDir)) {
        const name = relative(legacyDir, file);
        if (name === LEGACY_MANIFEST) continue;
        this.emitFile({ type: 'asset', fileName: `legacy/${name}`, source: readFileSync(file) });
      }
    },
  };
}

/**
 * The modern entry stays the page's own module script, followed by an empty comment: on an engine below the modern
 * build, boot.js writes the legacy files and then `<!--` into the page, so the parser reads the modern script as
 * part of that comment, which the empty comment's `-->` ends. Modern engines parse the page exactly as before.
 */
export const ENTRY_END = '<!-- -->';

export const loadModernEntry: Plugin = {
  name: 'jawib-load-modern-entry',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, (tag) => `${tag}${ENTRY_END}`),
  },
};
