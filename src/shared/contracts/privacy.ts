import { z } from 'zod';

/** Export and deletion ask for the password again (re-authentication), whatever the session's age. */
export const reauthInputSchema = z.object({
  password: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(256, 'validation.tooLong'),
});
export type ReauthInput = z.infer<typeof reauthInputSchema>;

/** Deletion also needs the box "I understand this cannot be undone" ticked, so it is never a slip of the finger. */
export const deleteAccountInputSchema = reauthInputSchema.extend({
  confirmation: z.literal(true, { error: 'validation.required' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** Everything kept about one person, as they download it. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  gamesHosted: z.array(z.record(z.string(), z.unknown())),
  gamesPlayed: z.array(z.record(z.string(), z.unknown())),
  varReports: z.array(z.record(z.string(), z.unknown())),
  contactMessages: z.array(z.record(z.string(), z.unknown())),
  securityEvents: z.array(z.record(z.string(), z.unknown())),
  challengeResults: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
