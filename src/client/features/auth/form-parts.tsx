import { AlertCircle, CheckCircle2, Eye, EyeOff } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { ApiRequestError } from '../../lib/api';

/** The translations an auth screen uses: its own namespace first, then the shell's. */
export function useAuthTranslation() {
  return useTranslation(['auth', 'common'], { nsMode: 'fallback' });
}

const inputClass =
  'block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-ink-950 ring-1 ring-inset ring-ink-300 placeholder:text-ink-400 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:ring-red-600 dark:bg-ink-950 dark:text-white dark:ring-ink-600';

type PasswordProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A password input with a show/hide button; the hint and the error are read with the field. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordProps>(function PasswordField(
  { label, error, hint, id, ...props },
  ref,
) {
  const { t } = useAuthTranslation();
  const [isVisible, setVisible] = useState(false);
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const describedBy = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={inputId} className="block font-semibold text-ink-800 dark:text-ink-200">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          ref={ref}
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} pe-12`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={isVisible ? t('password.hide') : t('password.show')}
          aria-pressed={isVisible}
          aria-controls={inputId}
          className="absolute inset-y-0 end-0 flex items-center rounded-e-xl px-3 text-ink-600 hover:text-ink-900 dark:text-ink-300 dark:hover:text-white"
        >
          {isVisible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-ink-600 dark:text-ink-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string };

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { label, error, id, ...props },
  ref,
) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-1 size-5 shrink-0 rounded accent-brand-700"
          {...props}
        />
        <label htmlFor={inputId} className="text-ink-800 dark:text-ink-200">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});

/** A message above or below a form: errors are alerts, successes are announced politely. */
export function FormAlert({
  kind,
  children,
  testId,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  const tone = {
    error: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
    success: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
    info: 'bg-brand-50 text-brand-900 dark:bg-brand-950 dark:text-brand-100',
  }[kind];
  const Icon = kind === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`flex items-start gap-2 rounded-xl p-3 font-semibold ${tone}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">{children}</div>
    </div>
  );
}

/**
 * Puts the server's per-field keys on the form's fields and returns the key of the form-level message
 * (undefined when the fields say it all).
 */
export function applyApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (!(error instanceof ApiRequestError)) return 'errors.internal';
  let isShownOnField = false;
  for (const field of fields) {
    const key = error.fields[field];
    if (key) {
      setError(field, { message: key });
      isShownOnField = true;
    }
  }
  const isSaidByField = error.key === 'errors.validation' || Object.values(error.fields).includes(error.key);
  return isShownOnField && isSaidByField ? '' : error.key;
}
