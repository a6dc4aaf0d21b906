import { describe, expect, it } from 'vitest';
import { foldText, westernDigits } from './normalize';

describe('foldText', () => {
  it('folds the alef, ya and ta marbuta forms, diacritics and tatweel', () => {
    expect(foldText('الإسلامُ')).toBe(foldText('الاسلام'));
    expect(foldText('آمنة')).toBe('امنه');
    expect(foldText('مصطفى')).toBe('مصطفي');
    expect(foldText('مـــدرسة')).toBe('مدرسه');
    expect(foldText('مُحَمَّد')).toBe('محمد');
    expect(foldText('مسؤول')).toBe('مسوول');
    expect(foldText('قائد')).toBe('قايد');
  });

  it('finds the search "اسلام" inside the folded "الإسلام"', () => {
    expect(foldText('دخل الإسلامُ المدينة')).toContain(foldText('اسلام'));
  });

  it('lower-cases Latin text, drops accents and punctuation', () => {
    expect(foldText('  Café, Déjà-vu!  ')).toBe('cafe deja vu');
  });

  it('turns Eastern Arabic and Persian digits into Western ones', () => {
    expect(westernDigits('٢٠٢٦ و ۱۲')).toBe('2026 و 12');
    expect(foldText('عام ١٩٧١')).toBe('عام 1971');
  });
});
