import { describe, expect, it } from 'vitest';
import { inlineCriticalCss } from './vite-prerender';

const CSS =
  '@font-face{font-family:Cairo Variable;src:url(/assets/cairo.woff2)}' +
  '.title{font-weight:900}.unused-banner{color:red}.card:where(.dark,.dark *){background:#000}';
const PAGE =
  '<!doctype html><html lang="ar" dir="rtl"><head><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '</head><body><div id="root"><h1 class="title">جاوب</h1><p class="card">نص</p></div></body></html>';

describe('the critical styles of a prerendered page', () => {
  it('are written into its head with the fonts and the dark theme, and the stylesheet moves to the end', async () => {
    const html = await inlineCriticalCss(PAGE, (file) => (file === 'assets/index-1.css' ? CSS : undefined));
    const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(style).toContain('.title{font-weight:900}');
    expect(style).toContain('@font-face{font-family:Cairo Variable');
    expect(style).toContain(':where(.dark,.dark *)');
    expect(style).not.toContain('unused-banner');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-1.css"[^>]*><\/body>/);
    expect(html).toContain('<h1 class="title">جاوب</h1>');
  });
});
