import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import {
  type AccountExport,
  deleteAccountInputSchema,
  reauthInputSchema,
} from '../../../shared/contracts/privacy';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';
import { FormAlert, PasswordField } from '../auth/form-parts';
import { markSignedOut } from '../auth/session';
import { useAuthForm } from '../auth/use-auth-form';

const usePrivacyTranslation = () => useTranslation(['privacy', 'auth', 'common'], { nsMode: 'fallback' });

/** Saves the export as a file: the browser's own download of a JSON blob. */
function download(data: AccountExport) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `jawib-my-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function ExportForm() {
  const { t } = usePrivacyTranslation();
  const form = useAuthForm({
    schema: reauthInputSchema,
    defaultValues: { password: '' },
    fields: ['password'],
    submit: async (values) => {
      download(await apiRequest<AccountExport>('/api/account/export', { method: 'POST', body: values }));
      void notify('success', t('export.done'));
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" data-testid="export-form">
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={form.fieldError('password')}
        {...form.register('password')}
      />
      <div aria-live="polite">
        {form.formError && <FormAlert kind="error">{t(form.formError)}</FormAlert>}
      </div>
      <div>
        <Button type="submit" variant="ghost" disabled={form.isSubmitting}>
          <Download aria-hidden="true" className="size-5" />
          {t('export.submit')}
        </Button>
      </div>
    </form>
  );
}

function DeleteForm() {
  const { t } = usePrivacyTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkboxId = useId();
  const form = useAuthForm({
    schema: deleteAccountInputSchema,
    defaultValues: { password: '', confirmation: false as unknown as true },
    fields: ['password', 'confirmation'],
    submit: async (values) => {
      await apiRequest<{ deleted: true }>('/api/account/delete', { method: 'POST', body: values });
      queryClient.clear();
      markSignedOut();
      void notify('success', t('delete.done'));
      navigate('/', { replace: true });
    },
  });
  const confirmationError = form.fieldError('confirmation');
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="delete-account-form"
    >
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        error={form.fieldError('password')}
        {...form.register('password')}
      />
      <div>
        <div className="flex items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-1 size-5 accent-red-700"
            aria-invalid={confirmationError ? true : undefined}
            aria-describedby={confirmationError ? `${checkboxId}-error` : undefined}
            {...form.register('confirmation')}
          />
          <label htmlFor={checkboxId}>{t('delete.confirm')}</label>
        </div>
        {confirmationError && (
          <p id={`${checkboxId}-error`} className="mt-1 text-sm font-bold text-red-700 dark:text-red-400">
            {confirmationError}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {form.formError && <FormAlert kind="error">{t(form.formError)}</FormAlert>}
      </div>
      <div>
        <Button type="submit" variant="danger" disabled={form.isSubmitting}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('delete.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The profile's "my data" section: download everything, or delete the account (both ask for the password). */
export function PrivacyPanel() {
  const { t } = usePrivacyTranslation();
  return (
    <section
      aria-labelledby="privacy-heading"
      className="mt-8 grid gap-4 md:grid-cols-2"
      data-testid="privacy-panel"
    >
      <h2 id="privacy-heading" className="text-xl font-extrabold md:col-span-2">
        {t('title')}
      </h2>
      <Card>
        <h3 className="mb-1 text-lg font-extrabold">{t('export.title')}</h3>
        <p className="mb-4 text-ink-700 dark:text-ink-300">{t('export.lead')}</p>
        <ExportForm />
      </Card>
      <Card>
        <h3 className="mb-1 text-lg font-extrabold">{t('delete.title')}</h3>
        <p className="mb-4 text-ink-700 dark:text-ink-300">{t('delete.lead')}</p>
        <DeleteForm />
      </Card>
    </section>
  );
}
