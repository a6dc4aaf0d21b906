import { z } from 'zod';
import { SITE_ASSET_KINDS } from '../site-assets';

/** The favicon, logo and social share image as the API sends them; null means the built-in one. */
export { DEFAULT_SITE_ASSETS, SITE_ASSET_KINDS, type SiteAssetKind } from '../site-assets';

export const siteAssetSchema = z.object({ url: z.string(), mime: z.string(), updatedAt: z.string() });

export const siteAssetsSchema = z.object({
  favicon: siteAssetSchema.nullable(),
  logo: siteAssetSchema.nullable(),
  shareImage: siteAssetSchema.nullable(),
});
export type SiteAssets = z.infer<typeof siteAssetsSchema>;

export const siteAssetParamsSchema = z.object({ kind: z.enum(SITE_ASSET_KINDS) });
