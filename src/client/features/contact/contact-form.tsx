import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import type { ContactInput } from '../../../shared/contracts/contact';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useSendContact } from './send-contact';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** The shared schema (zod) loads when the form first validates, not with the page. */
const resolveContact = lazyResolver<ContactInput, unknown, ContactInput>(async () => {
  const [{ zodResolver }, { contactInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/contracts/contact'),
  ]);
  return zodResolver(contactInputSchema);
});

/** The contact form: every field required, validated here and again on the server with the same schema. */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const send = useSendContact(i18n.language);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({
    resolver: resolveContact,
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const field of FIELDS) {
          const key = error.fields[field];
          if (key) setError(field, { message: key });
        }
      }
    }
  });

  const message = (field: (typeof FIELDS)[number]) => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex max-w-2xl flex-col gap-5">
      <p className="text-sm text-ink-600 dark:text-ink-400">{t('contact.required')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          error={message('name')}
          {...register('name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          inputMode="email"
          error={message('email')}
          {...register('email')}
        />
      </div>
      <TextField label={t('contact.subject')} error={message('subject')} {...register('subject')} />
      <TextAreaField
        label={t('contact.message')}
        rows={6}
        error={message('message')}
        {...register('message')}
      />
      <div aria-live="polite">
        {send.isSuccess && (
          <p
            data-testid="contact-success"
            className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {t('contact.success')}
          </p>
        )}
        {send.isError && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {send.error instanceof ApiRequestError && send.error.key === 'errors.rateLimited'
              ? t('errors.rateLimited')
              : t('contact.error')}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('contact.sending') : t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
