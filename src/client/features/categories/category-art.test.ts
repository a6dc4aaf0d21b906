import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emojiArtFile, isEmojiArtFile } from '../../../shared/emoji-art';
import { DEFAULT_CATEGORY_ICON } from '../game/format';

const SET = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
const CONTENT = join(import.meta.dirname, '..', '..', '..', '..', 'content');

describe('category art', () => {
  it('names an emoji by its code points, as the Twemoji set does', () => {
    expect(emojiArtFile('🎯')).toBe('1f3af.svg');
    // A flag: two regional indicators.
    expect(emojiArtFile('🇦🇪')).toBe('1f1e6-1f1ea.svg');
    // The variation selector goes, unless the emoji is a joined sequence.
    expect(emojiArtFile('❤️')).toBe('2764.svg');
    expect(emojiArtFile('🏳️‍🌈')).toBe('1f3f3-fe0f-200d-1f308.svg');
    expect(emojiArtFile('👨‍👩‍👧')).toBe('1f468-200d-1f469-200d-1f467.svg');
    expect(emojiArtFile(' 🕌 ')).toBe('1f54c.svg');
  });

  it('has no picture for text that is no emoji', () => {
    for (const text of [null, undefined, '', 'ع', 'AB', '123', '★']) expect(emojiArtFile(text)).toBeNull();
  });

  it('serves only names an emoji can have', () => {
    expect(isEmojiArtFile('1f1e6-1f1ea.svg')).toBe(true);
    for (const name of ['../package.json', 'license', '1F3AF.svg', '1f3af.svg.map', '']) {
      expect(isEmojiArtFile(name)).toBe(false);
    }
  });

  it('has a picture in the bundled set for every category and group of the bank, and the default', () => {
    const parents = JSON.parse(readFileSync(join(CONTENT, 'parents.json'), 'utf8')) as { icon: string }[];
    const categories = readdirSync(join(CONTENT, 'questions'))
      .filter((name) => name.endsWith('.json'))
      .map(
        (name) =>
          JSON.parse(readFileSync(join(CONTENT, 'questions', name), 'utf8')).category as { icon?: string },
      );
    const icons = [
      ...parents.map((parent) => parent.icon),
      ...categories.map((category) => category.icon ?? ''),
    ];
    icons.push(DEFAULT_CATEGORY_ICON);
    const missing = icons.filter((icon) => {
      const file = emojiArtFile(icon);
      return icon && (!file || !existsSync(join(SET, file)));
    });
    expect(missing).toEqual([]);
    expect(icons.filter(Boolean).length).toBeGreaterThan(60);
  });
});
