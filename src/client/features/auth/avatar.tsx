/** A profile picture, or the first letter of the name on the brand colour. Decorative: the name is beside it. */
export function Avatar({
  image,
  name,
  size = 'md',
}: {
  image: string | null;
  name: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = { sm: 'size-8 text-sm', md: 'size-12 text-lg', lg: 'size-24 text-3xl' }[size];
  if (image) {
    return (
      <img
        src={image}
        alt=""
        data-testid="avatar-image"
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-ink-800`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-400 dark:text-ink-950`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
