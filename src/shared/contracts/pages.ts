import { z } from 'zod';
import { localizedSchema } from './categories';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const pageSchema = z.object({
  slug: z.string().regex(SLUG_PATTERN),
  title: localizedSchema,
  html: localizedSchema,
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
