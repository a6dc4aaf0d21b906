import { z } from 'zod';
import { SLUG_PATTERN } from './pages';

/** Content pages at `/{slug}` as the back-office writes them (SPEC.md section 3, web page content). */

export const PAGE_TITLE_MAX = 120;
/** Stored HTML per language, after sanitizing. */
export const PAGE_HTML_MAX = 100_000;
export const PAGE_SLUG_MAX = 60;

/**
 * First path segments that belong to the app's own screens, its API or its static files: a page there would
 * never be reached (or would hide a screen), so those slugs are refused. A unit test keeps this list in step
 * with the route table.
 */
export const RESERVED_SLUGS: readonly string[] = [
  '403',
  'about',
  'achievements',
  'admin',
  'analytics',
  'api',
  'assets',
  'auth',
  'boot',
  'categories',
  'challenges',
  'change-password',
  'community',
  'contact',
  'content',
  'docs',
  'game',
  'how-to-play',
  'icons',
  'index',
  'leaderboard',
  'manifest',
  'moderator',
  'monetization',
  'offline',
  'play',
  'play-now',
  'pre-game',
  'privacy',
  'profile',
  'robots',
  'room',
  'security',
  'sw',
  'terms',
  'tournaments',
  'uploads',
  'verify',
];

const title = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(PAGE_TITLE_MAX, 'validation.tooLong');
const html = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(PAGE_HTML_MAX, 'validation.tooLong');

export const pageSlugSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(2, 'validation.required')
  .max(PAGE_SLUG_MAX, 'validation.tooLong')
  .regex(SLUG_PATTERN, 'validation.slug')
  .refine((slug) => !RESERVED_SLUGS.includes(slug), 'validation.slugReserved');

export const pageInputSchema = z.object({
  slug: pageSlugSchema,
  titleAr: title,
  titleEn: title,
  htmlAr: html,
  htmlEn: html,
  isPublished: z.boolean(),
});
export type PageInput = z.infer<typeof pageInputSchema>;

export const adminPageSchema = pageInputSchema.extend({
  slug: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

export const adminPageListSchema = z.object({
  pages: z.array(adminPageSchema.omit({ htmlAr: true, htmlEn: true })),
});
export type AdminPageList = z.infer<typeof adminPageListSchema>;

/** Slugs in a URL: looser than the input rule so an old page with a now-reserved slug can still be removed. */
export const pageSlugParamsSchema = z.object({ slug: z.string().max(PAGE_SLUG_MAX).regex(SLUG_PATTERN) });
