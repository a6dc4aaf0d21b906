import sanitizeHtml from 'sanitize-html';
import type { ImageResult } from '../../../shared/contracts/ai-studio';
import { UPLOAD_MAX_BYTES } from '../../../shared/contracts/admin-questions';
import { AppError } from '../../http/app-error';

/** Wikimedia Commons' public API (MediaWiki action API); a loopback server in tests. */
export const COMMONS_API_URL = 'https://commons.wikimedia.org/w/api.php';
/** Wikimedia asks every client to name itself and give a way to reach its operator. */
const USER_AGENT = 'Jawib-quiz/1.0 (question studio; https://github.com/)';
const THUMB_WIDTH = 640;
const TIMEOUT_MS = 15_000;

type ImageInfo = {
  thumburl?: string;
  thumbwidth?: number;
  thumbheight?: number;
  url?: string;
  descriptionurl?: string;
  mime?: string;
  extmetadata?: Record<string, { value?: unknown } | undefined>;
};
type SearchResponse = { query?: { pages?: { title?: string; index?: number; imageinfo?: ImageInfo[] }[] } };

const searchFailed = () => new AppError('UNAVAILABLE', 'admin.ai.errors.searchFailed');
const plain = (value: unknown) =>
  typeof value === 'string'
    ? sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() || null
    : null;

/** Licences that let a picture be shown in the game with credit (public domain and Creative Commons, not NC/ND). */
export function isUsableLicense(license: string | null): boolean {
  if (!license) return false;
  const name = license.toLowerCase();
  if (/\bnc\b|non-?commercial|\bnd\b|no-?deriv/.test(name)) return false;
  return /public domain|^pd\b|cc0|cc[ -]by|gfdl|attribution/.test(name);
}

/**
 * Searches Commons for pictures (files in namespace 6, bitmaps) and answers those whose licence allows use, each
 * with a 640-pixel thumbnail and its credit (title, licence, author, page).
 */
export async function searchCommonsImages(query: string, apiUrl = COMMONS_API_URL): Promise<ImageResult[]> {
  const url = new URL(apiUrl);
  url.search = new URLSearchParams({
    action: 'query',
    format: 'json',
    formatversion: '2',
    generator: 'search',
    gsrsearch: `${query} filetype:bitmap`,
    gsrnamespace: '6',
    gsrlimit: '12',
    prop: 'imageinfo',
    iiprop: 'url|mime|extmetadata',
    iiurlwidth: String(THUMB_WIDTH),
    origin: '*',
  }).toString();
  let data: SearchResponse;
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': USER_AGENT, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 429) throw new AppError('RATE_LIMITED', 'errors.rateLimited');
    if (!response.ok) throw searchFailed();
    data = (await response.json()) as SearchResponse;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw searchFailed();
  }
  const pages = [...(data.query?.pages ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const results: ImageResult[] = [];
  for (const page of pages) {
    const info = page.imageinfo?.[0];
    if (!info?.thumburl || !info.url || !/^image\/(jpeg|png|webp|gif)$/.test(info.mime ?? '')) continue;
    const meta = info.extmetadata ?? {};
    const license = plain(meta.LicenseShortName?.value);
    if (!isUsableLicense(license)) continue;
    results.push({
      thumbUrl: info.thumburl,
      url: info.thumburl,
      width: info.thumbwidth ?? null,
      height: info.thumbheight ?? null,
      credit: {
        source: 'commons',
        title: plain(meta.ObjectName?.value) ?? (page.title ?? '').replace(/^File:/, ''),
        license,
        licenseUrl: plain(meta.LicenseUrl?.value),
        author: plain(meta.Artist?.value),
        pageUrl: info.descriptionurl ?? null,
      },
    });
  }
  return results;
}

/**
 * Downloads a picture found on Commons, only from Commons' own file host (or the configured API's host, in tests),
 * never following a redirect elsewhere; the caller checks its type by its bytes when storing it.
 */
export async function downloadCommonsImage(imageUrl: string, apiUrl = COMMONS_API_URL): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(imageUrl);
  } catch {
    throw new AppError('VALIDATION', 'admin.ai.errors.uploadFailed');
  }
  const allowed = ['upload.wikimedia.org', new URL(apiUrl).host];
  if (!allowed.includes(url.host)) throw new AppError('VALIDATION', 'admin.ai.errors.uploadFailed');
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': USER_AGENT },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES) throw new Error('size');
    return bytes;
  } catch {
    throw new AppError('UNAVAILABLE', 'admin.ai.errors.uploadFailed');
  }
}
