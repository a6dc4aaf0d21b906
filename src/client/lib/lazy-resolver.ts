import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads itself (its schema, and zod with it) the first time the form validates, not with the
 * page: a page that shows a form is ready before anyone has typed in it.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
