import { asc, eq } from 'drizzle-orm';
import type { AdminPage, AdminPageList, PageInput } from '../../../shared/contracts/admin-pages';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { pages } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { sanitizePageHtml } from './sanitize-page-html';

type Row = typeof pages.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', 'errors.pageNotFound');
const slugTaken = () => new AppError('CONFLICT', 'errors.validation', { slug: 'validation.slugTaken' });

function toAdminPage(row: Row): AdminPage {
  return {
    slug: row.slug,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    htmlAr: row.htmlAr,
    htmlEn: row.htmlEn,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What is stored: the input with both languages' HTML sanitized; HTML that sanitizes to nothing is refused. */
function storedValues(input: PageInput) {
  const htmlAr = sanitizePageHtml(input.htmlAr);
  const htmlEn = sanitizePageHtml(input.htmlEn);
  const fields: Record<string, string> = {};
  if (!htmlAr) fields.htmlAr = 'validation.pageHtmlEmpty';
  if (!htmlEn) fields.htmlEn = 'validation.pageHtmlEmpty';
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', 'errors.validation', fields);
  return { ...input, htmlAr, htmlEn };
}

export async function listAdminPages(db: Database): Promise<AdminPageList> {
  const rows = await db.select().from(pages).orderBy(asc(pages.slug));
  return {
    pages: rows.map((row) => {
      const { htmlAr: _ar, htmlEn: _en, ...rest } = toAdminPage(row);
      return rest;
    }),
  };
}

export async function getAdminPage(db: Database, slug: string): Promise<AdminPage> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  if (!row) throw notFound();
  return toAdminPage(row);
}

export async function createPage(db: Database, input: PageInput): Promise<AdminPage> {
  try {
    const [row] = await db.insert(pages).values(storedValues(input)).returning();
    return toAdminPage(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Saves an edit, the slug included (the page then moves to its new address). */
export async function updatePage(db: Database, slug: string, input: PageInput): Promise<AdminPage> {
  try {
    const [row] = await db.update(pages).set(storedValues(input)).where(eq(pages.slug, slug)).returning();
    if (!row) throw notFound();
    return toAdminPage(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function deletePage(db: Database, slug: string): Promise<void> {
  const rows = await db.delete(pages).where(eq(pages.slug, slug)).returning({ slug: pages.slug });
  if (rows.length === 0) throw notFound();
}
