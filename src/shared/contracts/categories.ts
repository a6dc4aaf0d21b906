import { z } from 'zod';

export const localizedSchema = z.object({ ar: z.string(), en: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

export const categorySummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  parentId: z.string().nullable(),
  name: localizedSchema,
  description: localizedSchema,
  icon: z.string().nullable(),
  counts: z.object({
    easy: z.number().int(),
    medium: z.number().int(),
    hard: z.number().int(),
    total: z.number().int(),
  }),
  /** True when the category has enough active questions of each difficulty to be put on a board. */
  isPlayable: z.boolean(),
  /** The premium pack that unlocks it while buying is on (decision 027); null: free. */
  premiumPackId: z.string().nullable(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const categoryListSchema = z.object({ categories: z.array(categorySummarySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;
