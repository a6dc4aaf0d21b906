import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminUnlockInputSchema } from '../../../shared/contracts/auth';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { unlockAdmin } from '../../features/auth/auth-api';
import { applyApiError, FormAlert, useAuthTranslation } from '../../features/auth/form-parts';
import { requireSession } from '../../features/auth/require-session';
import { loadSession } from '../../features/auth/session';

export const loader = requireSession();

type UnlockForm = z.input<typeof adminUnlockInputSchema>;

/** /admin/unlock: a verified account enters the one-time token printed by the server and becomes admin. */
export function Component() {
  const { t } = useAuthTranslation();
  const [isDone, setDone] = useState(false);
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UnlockForm>({ resolver: zodResolver(adminUnlockInputSchema), defaultValues: { token: '' } });
  const onSubmit = handleSubmit(async ({ token }) => {
    setFormError('');
    try {
      await unlockAdmin(token);
      await loadSession(true);
      setDone(true);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['token']));
    }
  });
  const tokenError = errors.token?.message;
  return (
    <div className="mx-auto max-w-lg">
      <PageHeader title={t('unlock.title')} lead={t('unlock.lead')} />
      <Card className="flex flex-col gap-5">
        {isDone ? (
          <>
            <FormAlert kind="success" testId="unlock-done">
              {t('unlock.success')}
            </FormAlert>
            <ButtonLink to="/admin">{t('unlock.goAdmin')}</ButtonLink>
          </>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
            <TextField
              label={t('unlock.token')}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              error={tokenError ? t(tokenError) : undefined}
              {...register('token')}
            />
            <p className="text-sm text-ink-600 dark:text-ink-400">{t('unlock.howTo')}</p>
            <div aria-live="polite">{formError && <FormAlert kind="error">{t(formError)}</FormAlert>}</div>
            <div>
              <Button type="submit" size="lg" disabled={isSubmitting}>
                {t('unlock.submit')}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
