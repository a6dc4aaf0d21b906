/**
 * The browsers the product supports (docs/decisions/026). The floor is package.json's `browserslist`, which the
 * legacy build, eslint-plugin-compat and the CSS check all read; the modern build is what engines at or above
 * MODERN_QUERY get as it is, and src/client/boot.js decides between the two in the browser.
 */
import { resolve } from 'node:path';
import browserslist from 'browserslist';
import browserslistToEsbuild from 'browserslist-to-esbuild';

const ROOT = resolve(import.meta.dirname, '..');

/** The support floor as browserslist queries. */
export function floorQuery(): string[] {
  const query = browserslist.loadConfig({ path: ROOT });
  if (!query) throw new Error('package.json has no browserslist: the support floor is undefined');
  return Array.isArray(query) ? query : [query];
}

/**
 * The engines the modern build is written for: Tailwind CSS 4's own floor (oklch, color-mix, @property, cascade
 * layers, nesting) and ES2022 with the APIs the app calls as they are. boot.js tests for the same features.
 */
export const MODERN_QUERY = [
  'chrome >= 111',
  'edge >= 111',
  'safari >= 16.4',
  'ios_saf >= 16.4',
  'firefox >= 128',
  'samsung >= 22',
];

/** The floor as build targets (esbuild's form, which Vite's `build.target` and `build.cssTarget` take). */
export const floorBuildTargets = (): string[] => browserslistToEsbuild(floorQuery());
