import { and, eq, ilike, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { questionFilterSchema } from '../../../shared/contracts/admin-questions';
import { foldText } from '../../../shared/text/normalize';
import type { Database } from '../../db/client';
import { categories, questions } from '../../db/schema';

type Filter = z.output<typeof questionFilterSchema>;

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * The WHERE of the questions table and its exports. The search folds the query as the stored `search_text` is
 * folded, and every word must appear (a trigram index serves it). A parent category takes in its sub-categories.
 */
export async function questionWhere(db: Database, filter: Filter): Promise<SQL | undefined> {
  const parts: (SQL | undefined)[] = [];
  const words = filter.q ? foldText(filter.q).split(' ').filter(Boolean) : [];
  for (const word of words) parts.push(ilike(questions.searchText, likePattern(word)));
  if (filter.categoryId) {
    const children = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, filter.categoryId));
    parts.push(inArray(questions.categoryId, [filter.categoryId, ...children.map((c) => c.id)]));
  }
  if (filter.difficulty) parts.push(eq(questions.difficulty, filter.difficulty));
  if (filter.active !== undefined) parts.push(eq(questions.isActive, filter.active));
  if (filter.source) parts.push(eq(questions.source, filter.source));
  if (filter.review) parts.push(eq(questions.reviewStatus, filter.review));
  if (filter.type) parts.push(eq(questions.type, filter.type));
  switch (filter.media) {
    case 'image':
      parts.push(isNotNull(questions.imageUrl));
      break;
    case 'video':
      parts.push(ne(questions.videoType, 'none'));
      break;
    case 'audio':
      parts.push(isNotNull(questions.audioUrl));
      break;
    case 'none':
      parts.push(
        and(isNull(questions.imageUrl), eq(questions.videoType, 'none'), isNull(questions.audioUrl)),
      );
      break;
    case undefined:
      break;
    default:
      filter.media satisfies never;
  }
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length ? and(...present) : undefined;
}
