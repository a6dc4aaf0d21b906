import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The HTML of an admin-managed page, as /{slug} shows it and the editor previews it. The server sanitized it
 * when it was saved; it is sanitized again here, so a preview of unsaved text is just as safe.
 */
export function PageBody({ html, dir }: { html: string; dir?: 'rtl' | 'ltr' }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      dir={dir}
      className="prose-content text-lg leading-relaxed [&_a]:text-brand-800 [&_a]:underline dark:[&_a]:text-brand-300 [&_blockquote]:border-s-4 [&_blockquote]:border-ink-300 [&_blockquote]:ps-4 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-xl [&_li]:ms-6 [&_li]:list-disc [&_ol_li]:list-decimal [&_p]:mb-3 [&_td]:border [&_td]:border-ink-300 [&_td]:p-2 [&_th]:border [&_th]:border-ink-300 [&_th]:p-2"
      // Admin-written HTML, sanitized above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
