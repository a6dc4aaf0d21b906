import { useTranslation } from '../../lib/use-translation';

export type LoadingSize = 'sm' | 'md' | 'lg' | 'xl';
export type LoadingStyle = 'spinner' | 'pulse' | 'bounce' | 'dots';

const SIZE: Record<LoadingSize, { box: string; dot: string; text: string }> = {
  sm: { box: 'size-4 border-2', dot: 'size-1.5', text: 'text-sm' },
  md: { box: 'size-8 border-3', dot: 'size-2.5', text: 'text-base' },
  lg: { box: 'size-12 border-4', dot: 'size-3.5', text: 'text-lg' },
  xl: { box: 'size-20 border-[6px]', dot: 'size-5', text: 'text-2xl' },
};

type Props = {
  size?: LoadingSize;
  variant?: LoadingStyle;
  /** Shown under the indicator; defaults to the translated 'loading'. Pass null to hide it visually. */
  label?: string | null;
  className?: string;
};

/** The loading indicator: four sizes and four styles, announced politely to screen readers. */
export function LoadingIndicator({ size = 'md', variant = 'spinner', label, className = '' }: Props) {
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  const text = label === undefined ? (ready ? t('loading') : '…') : label;
  const s = SIZE[size];
  return (
    <div
      role="status"
      aria-live="polite"
      data-size={size}
      data-variant={variant}
      className={`flex flex-col items-center justify-center gap-3 ${className}`}
    >
      {variant === 'spinner' && (
        <span
          aria-hidden="true"
          className={`${s.box} animate-spin rounded-full border-brand-600/25 border-t-brand-600 dark:border-brand-300/25 dark:border-t-brand-300`}
        />
      )}
      {variant === 'pulse' && (
        <span aria-hidden="true" className={`${s.box} animate-pulse rounded-full border-0 bg-brand-600/70`} />
      )}
      {(variant === 'bounce' || variant === 'dots') && (
        <span aria-hidden="true" className="flex items-center gap-1.5">
          {[0, 1, 2].map((i) => (
            <span
              key={i}
              style={{ animationDelay: `${i * 150}ms` }}
              className={`${s.dot} rounded-full bg-brand-600 dark:bg-brand-300 ${
                variant === 'bounce' ? 'animate-bounce' : 'animate-pulse'
              }`}
            />
          ))}
        </span>
      )}
      {text !== null && <span className={`${s.text} text-ink-600 dark:text-ink-300`}>{text}</span>}
    </div>
  );
}
