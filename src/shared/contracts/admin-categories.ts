import { z } from 'zod';
import { CATEGORY_NAME_MAX } from '../constants';
import { SLUG_PATTERN } from './pages';

/** Categories as the back-office manages them: the parent / sub-category tree with its question counts. */

export const CATEGORY_DESCRIPTION_MAX = 200;

const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.categoryNameRequired')
  .max(CATEGORY_NAME_MAX, 'validation.tooLong');
const description = z.string().trim().max(CATEGORY_DESCRIPTION_MAX, 'validation.tooLong');

export const categoryInputSchema = z.object({
  slug: z
    .string({ error: 'validation.required' })
    .trim()
    .min(2, 'validation.required')
    .max(60, 'validation.tooLong')
    .regex(SLUG_PATTERN, 'validation.slug'),
  parentId: z.string().uuid().nullable(),
  nameAr: name,
  nameEn: name,
  descriptionAr: description,
  descriptionEn: description,
  /** An emoji or a short symbol shown on the board's header. */
  icon: z.string().trim().max(16, 'validation.tooLong').nullable(),
  imageUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(uploads|content)\/|https:\/\/)/, 'validation.invalid')
    .nullable(),
  sortOrder: z.number().int().min(0).max(10_000),
  isActive: z.boolean(),
  /** A premium pack's id (a product of the catalog): only its owners put the category on a board. */
  premiumPackId: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'validation.invalid')
    .nullable()
    .default(null),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

const counts = z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() });

export const adminCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  icon: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  premiumPackId: z.string().nullable(),
  createdAt: z.string(),
  /** Playable (active and approved) questions per difficulty. */
  playable: counts,
  /** Every question of the category, whatever its state. */
  total: z.number().int(),
  pending: z.number().int(),
  /** Too few playable questions of some difficulty to be put on a board: 'Needs Questions'. */
  needsQuestions: z.boolean(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;
