import { useState } from 'react';
import { EMOJI_ART_PATH, emojiArtFile } from '../../../shared/emoji-art';

type Props = {
  /** The category's emoji (its own, its group's or the default). */
  icon: string | null | undefined;
  /** Sizes the picture; by default it is one em square, as the emoji it stands for. */
  className?: string;
};

/**
 * A category's picture: its emoji drawn from the bundled Twemoji set, the same on every screen whatever emoji font
 * the device has (many TV browsers have none); the emoji itself only where the set has no picture of it. Decorative:
 * the category's name is always beside it.
 */
export function CategoryArt({ icon, className = 'inline-block size-[1em] align-[-0.125em]' }: Props) {
  const file = emojiArtFile(icon);
  const [failed, setFailed] = useState<string | null>(null);
  if (!file || failed === file) return <>{icon}</>;
  return (
    <img
      src={EMOJI_ART_PATH + file}
      alt=""
      width={72}
      height={72}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(file)}
      className={className}
      data-testid="category-art"
    />
  );
}
