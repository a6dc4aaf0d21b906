import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyApiError, useAuthTranslation } from './form-parts';

interface AuthFormOptions<In extends FieldValues, Out> {
  /** The shared schema: the same rules the server applies. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Fields the server may name in its error; their keys go on the fields. */
  fields: readonly Path<In>[];
  submit: (values: Out) => Promise<void>;
  /** The form-level key to show for the one the server gave (a friendlier one for a generic failure). */
  formErrorKey?: (key: string) => string;
  /** The form-level key (or '') to show when the fields do not pass the schema. */
  invalidKey?: (values: In) => string;
}

/**
 * An auth form on react-hook-form with the shared zod schema: translated field errors, the server's field keys
 * put on their fields, and one form-level message.
 */
export function useAuthForm<In extends FieldValues, Out>(options: AuthFormOptions<In, Out>) {
  const { t } = useAuthTranslation();
  const [formError, setFormError] = useState('');
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
  });
  const { formState, getFieldState, getValues, handleSubmit, register, setError } = form;

  const submit = handleSubmit(
    async (values) => {
      setFormError('');
      try {
        await options.submit(values);
      } catch (error) {
        const key = applyApiError(error, setError, options.fields);
        setFormError(options.formErrorKey ? options.formErrorKey(key) : key);
      }
    },
    () => setFormError(options.invalidKey ? options.invalidKey(getValues()) : ''),
  );

  /** The field's translated error, if any. */
  const fieldError = (field: Path<In>): string | undefined => {
    const key = getFieldState(field, formState).error?.message;
    return key ? t(key) : undefined;
  };

  return {
    register,
    getValues,
    fieldError,
    formError,
    isSubmitting: formState.isSubmitting,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
