import { z } from 'zod';
import { EMAIL_MAX_LENGTH, LANGUAGES } from '../constants';
import { ROLES } from '../roles';

/** Messages are i18n keys: `validation.*` (common and auth namespaces), so both sides speak the same words. */

export { ROLES, type Role, type SessionUser } from '../roles';

/** SPEC.md section 5: 6 to 71 characters at sign-up ("at least 6, under 72"). */
export const SIGNUP_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 71;
/** SPEC.md section 5: at least 8 when a password is changed or reset, and for the admin profile. */
export const NEW_PASSWORD_MIN = 8;

export const DISPLAY_NAME_MAX = 50;
export const NAME_MAX = 100;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters of any script, digits, underscore and dot: Arabic usernames are welcome. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.]+$/u;
/** Digits, spaces, dashes and brackets, optionally starting with +; 7 to 15 digits (E.164). */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

/** SPEC.md section 5: avatar JPG, PNG, WEBP or GIF under 5 MB, checked by content. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const hasLetter = (value: string) => /\p{L}/u.test(value);
const hasDigit = (value: string) => /\p{Nd}/u.test(value);

const email = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(EMAIL_MAX_LENGTH, 'validation.emailTooLong')
    .pipe(z.email('validation.email'))
    .transform((value) => value.toLowerCase());

/** A password with the strength rules: letters and numbers, within the length limits. */
export const passwordSchema = (min: number) =>
  z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .min(min, min >= NEW_PASSWORD_MIN ? 'validation.passwordTooShort8' : 'validation.passwordTooShort6')
    .max(PASSWORD_MAX, 'validation.passwordTooLong')
    .refine((value) => hasLetter(value) && hasDigit(value), 'validation.passwordWeak');

const language = z.enum(LANGUAGES).default('ar');

export const signUpInputSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(NAME_MAX, 'validation.tooLong'),
  email: email(),
  password: passwordSchema(SIGNUP_PASSWORD_MIN),
  /** The person confirms they are 13 or older and accept the terms (SPEC.md section 1). */
  acceptTerms: z.literal(true, { error: 'validation.termsRequired' }),
  language,
});
export type SignUpInput = z.input<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: email(),
  password: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(PASSWORD_MAX, 'validation.passwordTooLong'),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInInputSchema>;

export const emailRequestSchema = z.object({ email: email(), language });
export type EmailRequestInput = z.input<typeof emailRequestSchema>;

export const resetPasswordInputSchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200),
  newPassword: passwordSchema(NEW_PASSWORD_MIN),
});

/** The reset form also asks for the new password twice; only the first travels. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema(NEW_PASSWORD_MIN), confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: 'validation.required' })
      .min(1, 'validation.required')
      .max(PASSWORD_MAX, 'validation.passwordTooLong'),
    newPassword: passwordSchema(NEW_PASSWORD_MIN),
    confirmPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsDontMatch',
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    path: ['newPassword'],
    message: 'validation.passwordSameAsCurrent',
  });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const profileInputSchema = z.object({
  displayName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(DISPLAY_NAME_MAX, 'validation.tooLong'),
  username: optionalText(USERNAME_MAX).refine(
    (value) =>
      value === null || value === undefined || (value.length >= USERNAME_MIN && USERNAME_PATTERN.test(value)),
    'validation.usernameInvalid',
  ),
  phone: optionalText(25).refine((value) => {
    if (value === null || value === undefined) return true;
    const digits = value.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
  }, 'validation.phoneInvalid'),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const adminUnlockInputSchema = z.object({
  token: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(500),
});

/** SPEC.md section 3: security event types and their severities. */
export const SECURITY_EVENT_TYPES = [
  'privacy_settings_changed',
  'data_export',
  'login_failure',
  'unauthorized_access',
  'unauthorized_profile_access',
  'rate_limit_exceeded',
  'suspicious_activity',
  'account_locked',
  'password_changed',
  /** An admin sent an emergency sign-in link to this account. */
  'magic_link_sent',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SECURITY_EVENT_SEVERITY: Record<SecurityEventType, Severity> = {
  privacy_settings_changed: 'low',
  data_export: 'medium',
  login_failure: 'low',
  unauthorized_access: 'medium',
  unauthorized_profile_access: 'high',
  rate_limit_exceeded: 'medium',
  suspicious_activity: 'high',
  account_locked: 'high',
  password_changed: 'medium',
  magic_link_sent: 'high',
};

export const securityEventSchema = z.object({
  id: z.string(),
  type: z.enum(SECURITY_EVENT_TYPES),
  severity: z.enum(SEVERITIES),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventListSchema = z.object({ events: z.array(securityEventSchema) });

/** OWASP-guided lockout (docs/decisions/011): 5 failures within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MINUTES = 15;
export const LOCKOUT_MINUTES = 15;

/** Seconds the e-mail verification page counts down before it opens the categories. */
export const VERIFY_REDIRECT_SECONDS = 5;
