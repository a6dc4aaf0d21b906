import { describe, expect, it } from 'vitest';
import {
  changePasswordInputSchema,
  passwordSchema,
  profileInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from './auth';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the password rules of SPEC.md section 5', () => {
  const signUp = passwordSchema(6);
  const change = passwordSchema(8);

  it('accept 6 to 71 characters with a letter and a number at sign-up', () => {
    expect(signUp.safeParse('abc123').success).toBe(true);
    expect(signUp.safeParse(`a1${'x'.repeat(69)}`).success).toBe(true);
    expect(firstIssue(signUp.safeParse('ab12'))).toBe('validation.passwordTooShort6');
    expect(firstIssue(signUp.safeParse(`a1${'x'.repeat(70)}`))).toBe('validation.passwordTooLong');
  });

  it('want letters and numbers, of any script', () => {
    expect(firstIssue(signUp.safeParse('abcdefgh'))).toBe('validation.passwordWeak');
    expect(firstIssue(signUp.safeParse('12345678'))).toBe('validation.passwordWeak');
    expect(signUp.safeParse('صقر٢٠٢٤ab').success).toBe(true);
  });

  it('want at least 8 characters on change', () => {
    expect(firstIssue(change.safeParse('abc1234'))).toBe('validation.passwordTooShort8');
    expect(change.safeParse('abcd1234').success).toBe(true);
  });

  it('say "required" for an empty password', () => {
    expect(firstIssue(signUp.safeParse(''))).toBe('validation.required');
  });
});

describe('the sign-up and sign-in forms', () => {
  it('need the terms box ticked and a valid e-mail under 255 characters, kept in lower case', () => {
    const base = { name: 'Hamad', email: 'Hamad@Example.AE', password: 'falcon1', acceptTerms: true };
    expect(signUpInputSchema.parse(base)).toMatchObject({ email: 'hamad@example.ae', language: 'ar' });
    expect(firstIssue(signUpInputSchema.safeParse({ ...base, acceptTerms: false }))).toBe(
      'validation.termsRequired',
    );
    expect(firstIssue(signUpInputSchema.safeParse({ ...base, email: `${'a'.repeat(250)}@x.com` }))).toBe(
      'validation.emailTooLong',
    );
    expect(firstIssue(signUpInputSchema.safeParse({ ...base, email: 'not-an-email' }))).toBe(
      'validation.email',
    );
  });

  it('sign-in needs both fields', () => {
    const result = signInInputSchema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.required',
      'validation.required',
    ]);
  });
});

describe('the change-password form', () => {
  it('wants the confirmation to match and the new password to differ from the current one', () => {
    const result = changePasswordInputSchema.safeParse({
      currentPassword: 'same1234',
      newPassword: 'same1234',
      confirmPassword: 'other123',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmPassword', 'validation.passwordsDontMatch'],
      ['newPassword', 'validation.passwordSameAsCurrent'],
    ]);
  });
});

describe('the profile form', () => {
  it('trims, turns empty optional fields into null, and checks username and phone', () => {
    expect(profileInputSchema.parse({ displayName: ' Sara ', username: '', phone: '' })).toEqual({
      displayName: 'Sara',
      username: null,
      phone: null,
    });
    expect(profileInputSchema.safeParse({ displayName: 'x', username: 'سارة.١' }).success).toBe(true);
    expect(firstIssue(profileInputSchema.safeParse({ displayName: 'x', username: 'ab' }))).toBe(
      'validation.usernameInvalid',
    );
    expect(firstIssue(profileInputSchema.safeParse({ displayName: 'x', phone: '+971 (50) 123-4567' }))).toBe(
      undefined,
    );
    expect(firstIssue(profileInputSchema.safeParse({ displayName: 'x', phone: 'call me' }))).toBe(
      'validation.phoneInvalid',
    );
  });
});
