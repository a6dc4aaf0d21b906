import { z } from 'zod';
import {
  CATEGORY_NAME_MAX,
  DIFFICULTIES,
  POINTS_BY_DIFFICULTY,
  QUESTION_BODY_MAX,
  QUESTION_OPTION_MAX,
} from '../constants';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const LATIN_LETTERS = /[A-Za-z]/;

const arabicText = (max: number) =>
  z.string().trim().min(1).max(max).regex(ARABIC_SCRIPT, 'Arabic field must be written in Arabic script');
const englishText = (max: number) =>
  z.string().trim().min(1).max(max).regex(LATIN_LETTERS, 'English field must contain Latin letters');

const bilingual = (max: number) => z.object({ ar: arabicText(max), en: englishText(max) }).strict();

const optionText = z.string().trim().min(1).max(QUESTION_OPTION_MAX);
const fourDistinct = () =>
  z
    .array(optionText)
    .length(4)
    .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === 4, 'options must be distinct');

/** One question as written in a content file (content/questions/<slug>.json). */
export const contentQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+-\d{3}$/),
    difficulty: z.enum(DIFFICULTIES),
    points: z.number().int(),
    body: bilingual(QUESTION_BODY_MAX),
    options: z
      .object({
        ar: fourDistinct(),
        en: fourDistinct(),
      })
      .strict(),
    correctIndex: z.number().int().min(0).max(3),
    tags: z.array(z.string().min(1).max(40)).min(1).max(6),
    keywords: z.array(z.string().min(1).max(60)).min(1).max(8),
    note: z.string().max(300).optional(),
    image: z
      .string()
      .regex(/^images\/[a-z0-9-]+\/[a-z0-9_.-]+\.(svg|png|jpg|jpeg|webp)$/)
      .optional(),
    imageAlt: bilingual(300).optional(),
    video: z
      .object({
        youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
        start: z.number().int().min(0).optional(),
        end: z.number().int().min(1).optional(),
      })
      .strict()
      .optional(),
    /** A sound under content/sounds/ (MP3, WAV or M4A, the formats the uploads accept and browsers play). */
    audio: z
      .string()
      .regex(/^sounds\/[a-z0-9-]+\/[a-z0-9_.-]+\.(mp3|wav|m4a)$/)
      .optional(),
  })
  .strict()
  .refine((q) => q.points === POINTS_BY_DIFFICULTY[q.difficulty], {
    message: 'points must match difficulty (easy 200, medium 400, hard 600)',
    path: ['points'],
  })
  .superRefine((q, ctx) => {
    q.options.ar.forEach((option, index) => {
      // A number, or a symbol/name written the same in both languages (Au, DNA), needs no Arabic letters.
      const isUntranslatable = !/\p{L}/u.test(option) || option === q.options.en[index];
      if (!ARABIC_SCRIPT.test(option) && !isUntranslatable) {
        ctx.addIssue({ code: 'custom', message: 'Arabic option must be in Arabic script', path: ['options', 'ar', index] });
      }
    });
    q.options.en.forEach((option, index) => {
      // An Arabic word may stand in an English option when it is the subject (a plural, a spelling).
      const isUntranslatable = LATIN_LETTERS.test(option) || option === q.options.ar[index];
      if (ARABIC_SCRIPT.test(option) && !isUntranslatable) {
        ctx.addIssue({ code: 'custom', message: 'English option must not be in Arabic script', path: ['options', 'en', index] });
      }
    });
  })
  .refine((q) => !q.image || q.imageAlt, { message: 'an image needs its description', path: ['imageAlt'] });
export type ContentQuestion = z.infer<typeof contentQuestionSchema>;

export const contentCategorySchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    parent: z.string(),
    name: bilingual(CATEGORY_NAME_MAX),
    description: bilingual(120),
    icon: z.string().min(1).max(16),
  })
  .strict();

/** A whole content file: one category and its questions. */
export const contentFileSchema = z
  .object({
    category: contentCategorySchema,
    questions: z.array(contentQuestionSchema).min(1),
  })
  .strict();
export type ContentFile = z.infer<typeof contentFileSchema>;

export const contentParentSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: bilingual(CATEGORY_NAME_MAX + 10),
    description: bilingual(160),
    icon: z.string().min(1).max(16),
  })
  .strict();
export const contentParentsSchema = z.array(contentParentSchema);
export type ContentParent = z.infer<typeof contentParentSchema>;
