import { and, eq } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/pages';
import type { Database } from '../../db/client';
import { pages } from '../../db/schema';

/** A published admin-managed page by slug, or null. */
export async function getPage(db: Database, slug: string): Promise<Page | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: { ar: row.titleAr, en: row.titleEn },
    html: { ar: row.htmlAr, en: row.htmlEn },
    updatedAt: row.updatedAt.toISOString(),
  };
}
