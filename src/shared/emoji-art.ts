/**
 * The picture of an emoji in the bundled Twemoji set (@twemoji/svg, served at /emoji/; content/LICENSES.md): its
 * file is named by the emoji's code points in lower-case hex joined by '-', without the variation selector U+FE0F
 * unless the emoji is a sequence joined by U+200D (Twemoji's own rule). Text that is not an emoji (a letter, a short
 * symbol an admin typed) has no picture.
 */
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const FILE_NAME = /^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*\.svg$/;

export const EMOJI_ART_PATH = '/emoji/';

export function emojiArtFile(text: string | null | undefined): string | null {
  const emoji = text?.trim();
  if (!emoji || !PICTOGRAPHIC.test(emoji)) return null;
  const sequence = emoji.includes('\u200d') ? emoji : emoji.replace(/\ufe0f/g, '');
  const points = Array.from(sequence, (character) => character.codePointAt(0)!.toString(16));
  return `${points.join('-')}.svg`;
}

/** Whether `name` can be an emoji picture's file name (the server serves only those). */
export const isEmojiArtFile = (name: string) => FILE_NAME.test(name);
