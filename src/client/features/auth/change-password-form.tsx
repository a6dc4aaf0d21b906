import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type ChangePasswordInput, changePasswordInputSchema } from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { changePassword } from './auth-api';
import { applyApiError, FormAlert, PasswordField, useAuthTranslation } from './form-parts';
import { markSignedOut } from './session';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Current, new and confirmation; success ends every session and sends the person to log in again. */
export function ChangePasswordForm() {
  const { t, i18n } = useAuthTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError('');
    try {
      await changePassword(values, i18n.language);
      queryClient.clear();
      markSignedOut();
      navigate('/auth?notice=password-changed', { replace: true });
    } catch (error) {
      const key = applyApiError(error, setError, FIELDS);
      setFormError(
        key === 'errors.badRequest' || key === 'errors.internal' ? 'errors.changePasswordFailed' : key,
      );
    }
  });

  const fieldError = (field: (typeof FIELDS)[number]) => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="change-password-form"
    >
      <PasswordField
        label={t('changePassword.current')}
        autoComplete="current-password"
        error={fieldError('currentPassword')}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('changePassword.new')}
        hint={t('changePassword.hint')}
        autoComplete="new-password"
        error={fieldError('newPassword')}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
      <div aria-live="polite">{formError && <FormAlert kind="error">{t(formError)}</FormAlert>}</div>
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
