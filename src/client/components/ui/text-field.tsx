import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

type Common = { label: string; error?: string };

const inputClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-ink-950 ring-1 ring-inset ring-ink-300 placeholder:text-ink-400 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:ring-red-600 dark:bg-ink-950 dark:text-white dark:ring-ink-600';

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
      {error}
    </p>
  );
}

export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, id, ...props }, ref) {
    const fallbackId = useId();
    const inputId = id ?? fallbackId;
    const errorId = `${inputId}-error`;
    return (
      <div>
        <label htmlFor={inputId} className="block font-semibold text-ink-800 dark:text-ink-200">
          {label}
        </label>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
          {...props}
        />
        <FieldError id={errorId} error={error} />
      </div>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, id, ...props }, ref) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="block font-semibold text-ink-800 dark:text-ink-200">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
});
