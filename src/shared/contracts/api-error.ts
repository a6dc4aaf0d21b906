import { z } from 'zod';

/** Stable error codes the server sends; the client turns each into a translated message by its key. */
export const ERROR_CODES = [
  'VALIDATION',
  'NOT_FOUND',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    /** i18n key under `errors.` in the client's locale files. */
    key: z.string(),
    /** Per-field i18n keys for form errors. */
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
