import { describe, expect, it } from 'vitest';
import { categoryIcons, DEFAULT_CATEGORY_ICON } from './format';

describe("a board header's icon", () => {
  const icon = categoryIcons([
    { id: 'gulf', parentId: null, icon: '🌴' },
    { id: 'kuwait', parentId: 'gulf', icon: '🇰🇼' },
    { id: 'oman', parentId: 'gulf', icon: null },
    { id: 'blank', parentId: 'gulf', icon: '  ' },
    { id: 'orphan', parentId: null, icon: null },
  ]);

  it("is the category's own icon, as an admin set it", () => {
    expect(icon('kuwait')).toBe('🇰🇼');
  });

  it("falls back to its parent group's icon, then to the default", () => {
    expect(icon('oman')).toBe('🌴');
    expect(icon('blank')).toBe('🌴');
    expect(icon('orphan')).toBe(DEFAULT_CATEGORY_ICON);
    expect(icon('not-loaded-yet')).toBe(DEFAULT_CATEGORY_ICON);
  });
});
