import type { ReactNode } from 'react';
import { useState } from 'react';
import { emailRequestSchema } from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { EmailField } from '../../components/ui/text-field';
import { FormAlert, useAuthTranslation } from './form-parts';
import { useAuthForm } from './use-auth-form';

const schema = emailRequestSchema.omit({ language: true });

type Props = {
  /** Sends the mail (a reset link, a new confirmation link) in the interface language. */
  request: (email: string, language: string) => Promise<unknown>;
  label: string;
  submitLabel: string;
  submittingLabel: string;
  /** The confirmation once sent, naming the address. */
  sentText: (email: string) => string;
  testId: string;
  sentTestId?: string;
  /** Shown below the button (a way back). */
  children?: ReactNode;
};

/** One e-mail field that asks for a mail to be sent, then says where it went. */
export function EmailRequestForm({
  request,
  label,
  submitLabel,
  submittingLabel,
  sentText,
  testId,
  sentTestId,
  children,
}: Props) {
  const { t, i18n } = useAuthTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm({
    schema,
    defaultValues: { email: '' },
    fields: ['email'],
    submit: async ({ email }) => {
      setSentTo(null);
      await request(email, i18n.language);
      setSentTo(email);
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5" data-testid={testId}>
      <EmailField label={label} error={form.fieldError('email')} {...form.register('email')} />
      <div aria-live="polite">
        {sentTo && (
          <FormAlert kind="success" testId={sentTestId}>
            {sentText(sentTo)}
          </FormAlert>
        )}
        {form.formError && <FormAlert kind="error">{t(form.formError)}</FormAlert>}
      </div>
      <Button type="submit" size="lg" disabled={form.isSubmitting}>
        {form.isSubmitting ? submittingLabel : submitLabel}
      </Button>
      {children}
    </form>
  );
}
