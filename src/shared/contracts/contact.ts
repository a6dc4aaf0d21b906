import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';

/** Messages are i18n keys under `validation.` so both sides speak the same words. */
/** A required text field: missing, non-string and blank all read 'required'. */
const requiredText = () => z.string({ error: 'validation.required' }).trim();

export const contactInputSchema = z.object({
  name: requiredText().min(1, 'validation.required').max(100, 'validation.tooLong'),
  email: requiredText()
    .min(1, 'validation.required')
    .max(EMAIL_MAX_LENGTH, 'validation.emailTooLong')
    .pipe(z.email('validation.email')),
  subject: requiredText().min(1, 'validation.required').max(200, 'validation.tooLong'),
  message: requiredText().min(1, 'validation.required').max(5000, 'validation.tooLong'),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const CONTACT_STATUSES = ['pending', 'replied', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactCreatedSchema = z.object({
  id: z.string(),
  status: z.enum(CONTACT_STATUSES),
});
