import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg';

const VARIANT: Record<Variant, string> = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 shadow-sm dark:bg-brand-500 dark:text-ink-950 dark:hover:bg-brand-400',
  secondary: 'bg-gold-400 text-ink-950 hover:bg-gold-300 shadow-sm',
  ghost:
    'bg-transparent text-ink-800 hover:bg-ink-100 ring-1 ring-inset ring-ink-300 dark:text-ink-100 dark:ring-ink-600 dark:hover:bg-ink-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};
const SIZE: Record<Size, string> = {
  md: 'px-4 py-2 text-base',
  lg: 'px-6 py-3 text-lg',
};

/** Class names shared by buttons and links that look like buttons. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-xl font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${VARIANT[variant]} ${SIZE[size]}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}

type ButtonLinkProps = LinkProps & { variant?: Variant; size?: Size };

export function ButtonLink({ variant, size, className = '', ...props }: ButtonLinkProps) {
  return <Link className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}
