/**
 * The favicon, logo and social share image (SPEC.md section 3, site assets) without their zod schemas
 * (contracts/site-assets.ts), so the header of every page reads them without loading zod.
 */
export const SITE_ASSET_KINDS = ['favicon', 'logo', 'shareImage'] as const;
export type SiteAssetKind = (typeof SITE_ASSET_KINDS)[number];

/** The built-in files that stand in until an admin uploads their own. */
export const DEFAULT_SITE_ASSETS: Record<SiteAssetKind, string> = {
  favicon: '/icons/icon.svg',
  logo: '/icons/icon.svg',
  shareImage: '/icons/icon-512.png',
};
