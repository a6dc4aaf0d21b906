import { describe, expect, it } from 'vitest';
import { foldText } from './normalize';
import { foldNumberWords } from './number-words';

const read = (text: string) => foldNumberWords(foldText(text).split(' ')).join(' ');

describe('numbers in words', () => {
  it.each([
    ['صفر', '0'],
    ['واحد', '1'],
    ['اثنين', '2'],
    ['ثنتين', '2'],
    ['الاثنين', '2'],
    ['ثلاث', '3'],
    ['الثلاثة', '3'],
    ['ثمانية', '8'],
    ['ثماني', '8'],
    ['عشرة', '10'],
    ['أحد عشر', '11'],
    ['إحدى عشرة', '11'],
    ['اثنا عشر', '12'],
    ['اثنتي عشرة', '12'],
    ['اطنعش', '12'],
    ['خمسة عشر', '15'],
    ['خمسطعش', '15'],
    ['عشرين', '20'],
    ['أربعة وعشرون', '24'],
    ['اربع وعشرين', '24'],
    ['ثنتين وخمسين', '52'],
    ['تسعون', '90'],
    ['مئة', '100'],
    ['مائة', '100'],
    ['مية', '100'],
    ['ميتين', '200'],
    ['ثلاثمائة', '300'],
    ['ثلاثمية', '300'],
    ['ثلاث مية', '300'],
    ['مئة وعشرون', '120'],
    ['ألف', '1000'],
    ['ألفين', '2000'],
    ['ثلاثة آلاف', '3000'],
    ['عشرين ألف', '20000'],
    ['ألف وخمسمية', '1500'],
    ['twenty-four', '24'],
    ['twenty four', '24'],
    ['one hundred and five', '105'],
    ['two thousand', '2000'],
    ['٢٤', '24'],
  ])('reads %s as %s', (text, digits) => {
    expect(read(text)).toBe(digits);
  });

  it('keeps the other words and separate numbers as they are', () => {
    expect(read('عام ١٩٧١')).toBe('عام 1971');
    expect(read('1 2')).toBe('1 2');
    expect(read('29 يوما')).toBe('29 يوما');
    expect(read('و')).toBe('و');
    expect(read('القاهرة')).toBe('القاهره');
    expect(read('Twelve Angry Men')).toBe('12 angry men');
  });
});
