import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactElement,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

type Common = { label: string; error?: string };

const controlClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-3 py-2.5 text-ink-950 ring-1 ring-inset ring-ink-300 placeholder:text-ink-400 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:ring-red-600 dark:bg-ink-950 dark:text-white dark:ring-ink-600';

type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A label, a control and its error, wired together for screen readers. */
function Field({
  label,
  error,
  id,
  children,
}: Common & { id?: string; children: (props: ControlProps) => ReactElement }) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = `${controlId}-error`;
  return (
    <div>
      <label htmlFor={controlId} className="block font-semibold text-ink-800 dark:text-ink-200">
        {label}
      </label>
      {children({
        id: controlId,
        className: controlClass,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, id, ...props }, ref) {
    return (
      <Field label={label} error={error} id={id}>
        {(control) => <input ref={ref} {...control} {...props} />}
      </Field>
    );
  },
);

/** An e-mail address: typed left-to-right, with the e-mail keyboard and autofill. */
export const EmailField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function EmailField(props, ref) {
    return <TextField ref={ref} type="email" dir="ltr" autoComplete="email" inputMode="email" {...props} />;
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, id, ...props }, ref) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => <textarea ref={ref} {...control} {...props} />}
    </Field>
  );
});
