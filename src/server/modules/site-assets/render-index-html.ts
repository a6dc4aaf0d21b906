import { DEFAULT_SITE_ASSETS, type SiteAssets } from '../../../shared/contracts/site-assets';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The app's HTML with the uploaded favicon and share image in its head, so browsers' tabs and link previews in
 * chat apps (which do not run scripts) show them. The share image's address is absolute when SITE_URL is set,
 * as link previews require.
 */
export function renderIndexHtml(
  template: string,
  assets: SiteAssets,
  siteUrl: string | undefined,
  analytics: { id: string; scriptUrl: string } | null = null,
): string {
  let html = template;
  // Umami (decision 021): cookie-less page counts, loaded only when ANALYTICS_ID is set.
  if (analytics) {
    html = html.replace(
      '</head>',
      `<script defer src="${escapeAttribute(analytics.scriptUrl)}" data-website-id="${escapeAttribute(analytics.id)}"></script></head>`,
    );
  }
  if (assets.favicon) {
    const { url, mime } = assets.favicon;
    html = html.replace(
      /<link rel="icon"[^>]*>/,
      `<link rel="icon" href="${escapeAttribute(url)}" type="${escapeAttribute(mime)}" />`,
    );
  }
  const shareImage = assets.shareImage?.url ?? DEFAULT_SITE_ASSETS.shareImage;
  const absolute = siteUrl ? `${siteUrl}${shareImage}` : shareImage;
  html = html.replace(
    /<meta property="og:image"[^>]*>/,
    `<meta property="og:image" content="${escapeAttribute(absolute)}" />`,
  );
  return html;
}
