import { describe, expect, it } from 'vitest';
import { isCompleteJoinCode, normalizeJoinCodeInput } from './join-code';

describe('the join code field', () => {
  it('accepts Eastern Arabic digits and turns them into 0-9', () => {
    expect(normalizeJoinCodeInput('٤٨٢٩١٣')).toBe('482913');
  });

  it('accepts Persian digits and mixed digits', () => {
    expect(normalizeJoinCodeInput('۴۸2٩13')).toBe('482913');
  });

  it('drops spaces, dashes, direction marks and anything that is not a digit', () => {
    expect(normalizeJoinCodeInput(' 48-29 13 ')).toBe('482913');
    expect(normalizeJoinCodeInput('\u200f٤٨٢\u200e٩١٣')).toBe('482913');
    expect(normalizeJoinCodeInput('code: 48a29b13')).toBe('482913');
  });

  it('keeps at most six digits', () => {
    expect(normalizeJoinCodeInput('12345678')).toBe('123456');
  });

  it('is complete only with exactly six digits', () => {
    expect(isCompleteJoinCode('482913')).toBe(true);
    expect(isCompleteJoinCode('48291')).toBe(false);
    expect(isCompleteJoinCode('٤٨٢٩١٣')).toBe(false);
  });
});
