import { unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SITE_ASSET_KINDS, type SiteAssetKind, type SiteAssets } from '../../../shared/contracts/site-assets';
import type { Database } from '../../db/client';
import { siteAssets } from '../../db/schema';

/** How long an instance trusts its copy; another instance's upload shows everywhere within this time. */
const CACHE_MS = 30_000;

export type SiteAssetsStore = {
  /** The uploaded assets (null where the built-in one stands), cached for a few seconds per instance. */
  read(): Promise<SiteAssets>;
  /** Points `kind` at a newly stored upload and removes the file it replaces. */
  set(kind: SiteAssetKind, upload: { url: string; mime: string }, userId: string): Promise<SiteAssets>;
  /** Goes back to the built-in file for `kind`. */
  clear(kind: SiteAssetKind): Promise<SiteAssets>;
};

export function createSiteAssetsStore(db: Database, uploadDir: string): SiteAssetsStore {
  let cached: { at: number; value: SiteAssets } | null = null;

  const load = async (): Promise<SiteAssets> => {
    const rows = await db.select().from(siteAssets);
    const value = Object.fromEntries(SITE_ASSET_KINDS.map((kind) => [kind, null])) as SiteAssets;
    for (const row of rows) {
      if ((SITE_ASSET_KINDS as readonly string[]).includes(row.kind)) {
        value[row.kind as SiteAssetKind] = {
          url: row.url,
          mime: row.mime,
          updatedAt: row.updatedAt.toISOString(),
        };
      }
    }
    cached = { at: Date.now(), value };
    return value;
  };

  /** Only our own uploads are removed, and only from the assets folder. */
  const removeFile = async (url: string | undefined) => {
    if (!url?.startsWith('/uploads/assets/')) return;
    await unlink(join(uploadDir, 'assets', basename(url))).catch(() => undefined);
  };

  return {
    read: async () => (cached && Date.now() - cached.at < CACHE_MS ? cached.value : load()),
    set: async (kind, upload, userId) => {
      const [before] = await db.select().from(siteAssets).where(eq(siteAssets.kind, kind));
      await db
        .insert(siteAssets)
        .values({ kind, url: upload.url, mime: upload.mime, updatedBy: userId })
        .onConflictDoUpdate({
          target: siteAssets.kind,
          set: { url: upload.url, mime: upload.mime, updatedBy: userId, updatedAt: new Date() },
        });
      if (before && before.url !== upload.url) await removeFile(before.url);
      return load();
    },
    clear: async (kind) => {
      const [removed] = await db.delete(siteAssets).where(eq(siteAssets.kind, kind)).returning();
      await removeFile(removed?.url);
      return load();
    },
  };
}
