import { describe, expect, it } from 'vitest';
import { checkGeneratedItem, hasMarkup } from './check-generated';

const question = {
  bodyAr: 'كم يساوي ٣ + ٤؟',
  bodyEn: 'What is 3 + 4?',
  optionsAr: ['٧', '٦', '٨', '٩'],
  optionsEn: ['7', '6', '8', '9'],
  correctIndex: 0,
  difficulty: 'easy',
  tags: ['arithmetic'],
  keywords: ['seven'],
  mediaSearchTerm: 'abacus',
  mediaDescriptionAr: 'معداد',
  mediaDescriptionEn: 'An abacus',
  fact: '3 plus 4 equals 7.',
  confidence: 90,
};

describe('markup in a generated question', () => {
  it('is told from plain text that has the same symbols', () => {
    for (const text of ['5 < 6 and 7 > 3', 'Tom & Jerry', 'R&B', '<3 love', 'كم يساوي ٣ + ٤؟', '"quoted"']) {
      expect(hasMarkup(text), text).toBe(false);
    }
    for (const text of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'a<br>b',
      'x<y',
      'a <!-- c --> b',
      '&lt;b&gt;',
      '&copy; 2020',
      '<![CDATA[x]]>',
    ]) {
      expect(hasMarkup(text), text).toBe(true);
    }
  });

  it('rejects the question whichever of its texts holds it, in either language', () => {
    expect(checkGeneratedItem(question)).toMatchObject({ ok: true });
    const changes: object[] = [
      { bodyAr: '<b>كم يساوي ٣ + ٤؟</b>' },
      { bodyEn: 'What is <i>3 + 4</i>?' },
      { optionsAr: ['٧', '٦', '٨', '<img src=x onerror=alert(1)>'] },
      { optionsEn: ['7', '6', '8', '<u>9</u>'] },
      { tags: ['<svg onload=alert(1)>'] },
      { keywords: ['<a href="javascript:alert(1)">x</a>'] },
      { mediaSearchTerm: 'abacus <!-- x -->' },
      { mediaDescriptionAr: '<p>معداد</p>' },
      { mediaDescriptionEn: '<iframe src="//example.com"></iframe>' },
      { fact: '3 plus 4 equals <script>7</script>.' },
    ];
    for (const change of changes) {
      expect(checkGeneratedItem({ ...question, ...change }), JSON.stringify(change)).toMatchObject({
        ok: false,
        reason: 'admin.ai.rejected.markup',
      });
    }
  });
});
