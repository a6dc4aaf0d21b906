import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources that allow exactly the inline scripts (`<script>` without attributes, or an
 * inline module script) the built pages carry, by their SHA-256 hashes: the boot script that sets the language,
 * direction and theme before the first paint and chooses the build (vite.config.ts). Any other inline script, such
 * as one injected into a page, stays blocked.
 */
export function inlineScriptSources(pages: Iterable<string>): string[] {
  const sources = new Set<string>();
  for (const html of pages) {
    for (const match of html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)) {
      sources.add(
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return [...sources];
}
