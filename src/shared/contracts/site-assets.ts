import { z } from 'zod';

/** The favicon, logo and social share image (SPEC.md section 3, site assets); null means the built-in one. */
export const SITE_ASSET_KINDS = ['favicon', 'logo', 'shareImage'] as const;
export type SiteAssetKind = (typeof SITE_ASSET_KINDS)[number];

/** The built-in files that stand in until an admin uploads their own. */
export const DEFAULT_SITE_ASSETS: Record<SiteAssetKind, string> = {
  favicon: '/icons/icon.svg',
  logo: '/icons/icon.svg',
  shareImage: '/icons/icon-512.png',
};

export const siteAssetSchema = z.object({ url: z.string(), mime: z.string(), updatedAt: z.string() });

export const siteAssetsSchema = z.object({
  favicon: siteAssetSchema.nullable(),
  logo: siteAssetSchema.nullable(),
  shareImage: siteAssetSchema.nullable(),
});
export type SiteAssets = z.infer<typeof siteAssetsSchema>;

export const siteAssetParamsSchema = z.object({ kind: z.enum(SITE_ASSET_KINDS) });
