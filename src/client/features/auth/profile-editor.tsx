import { useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  type Profile,
  profileInputSchema,
} from '../../../shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { formattingLocale } from '../../lib/i18n';
import { profileKey, removeAvatar, uploadAvatar, useProfile, useUpdateProfile } from './auth-api';
import { Avatar } from './avatar';
import { FormAlert, useAuthTranslation } from './form-parts';
import { loadSession } from './session';
import { useAuthForm } from './use-auth-form';

function AvatarEditor({ profile }: { profile: Profile }) {
  const { t } = useAuthTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'saved' } | { kind: 'error'; key: string }>({
    kind: 'idle',
  });

  const update = async (action: () => Promise<string | null>) => {
    setState({ kind: 'busy' });
    try {
      const image = await action();
      queryClient.setQueryData<Profile>(profileKey(profile.id), (old) => (old ? { ...old, image } : old));
      await loadSession(true);
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'error', key: error instanceof ApiRequestError ? error.key : 'errors.internal' });
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A quick check here saves an upload; the server checks the content itself.
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
      return setState({ kind: 'error', key: 'errors.avatarType' });
    if (file.size >= AVATAR_MAX_BYTES) return setState({ kind: 'error', key: 'errors.avatarTooLarge' });
    void update(async () => (await uploadAvatar(file)).image);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="avatar-editor">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar image={profile.image} name={profile.displayName} size="lg" />
        <div className="flex flex-col gap-2">
          <span className="font-semibold">{t('profile.avatar')}</span>
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-xl bg-brand-700 px-4 py-2 font-bold text-white shadow-sm hover:bg-brand-800 focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 dark:bg-brand-500 dark:text-ink-950"
            >
              <Camera aria-hidden="true" className="size-5" />
              {t('profile.chooseAvatar')}
              <input
                id={inputId}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                className="sr-only"
                aria-describedby={`${inputId}-hint`}
                onChange={onFile}
                disabled={state.kind === 'busy'}
                data-testid="avatar-input"
              />
            </label>
            {profile.image && (
              <Button
                variant="ghost"
                onClick={() => void update(async () => (await removeAvatar(), null))}
                disabled={state.kind === 'busy'}
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {t('profile.removeAvatar')}
              </Button>
            )}
          </div>
          <p id={`${inputId}-hint`} className="text-sm text-ink-600 dark:text-ink-400">
            {t('profile.avatarHint')}
          </p>
        </div>
      </div>
      <div aria-live="polite">
        {state.kind === 'busy' && (
          <LoadingIndicator size="sm" label={t('profile.uploading')} className="items-start" />
        )}
        {state.kind === 'saved' && (
          <FormAlert kind="success" testId="avatar-saved">
            {t('profile.avatarSaved')}
          </FormAlert>
        )}
        {state.kind === 'error' && <FormAlert kind="error">{t(state.key)}</FormAlert>}
      </div>
    </div>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useAuthTranslation();
  const save = useUpdateProfile(profile.id);
  const form = useAuthForm({
    schema: profileInputSchema,
    defaultValues: {
      displayName: profile.displayName,
      username: profile.username ?? '',
      phone: profile.phone ?? '',
    },
    fields: ['displayName', 'username', 'phone'],
    submit: async (values) => {
      await save.mutateAsync(values);
      await loadSession(true);
    },
  });
  const { fieldError, formError, register } = form;
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-5" data-testid="profile-form">
      <TextField
        label={t('profile.displayName')}
        autoComplete="nickname"
        error={fieldError('displayName')}
        {...register('displayName')}
      />
      <TextField
        label={t('profile.username')}
        autoComplete="username"
        dir="auto"
        aria-describedby="username-hint"
        error={fieldError('username')}
        {...register('username')}
      />
      <p id="username-hint" className="-mt-4 text-sm text-ink-600 dark:text-ink-400">
        {t('profile.usernameHint')}
      </p>
      <TextField
        label={t('profile.phone')}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+971 50 123 4567"
        error={fieldError('phone')}
        {...register('phone')}
      />
      <div aria-live="polite">
        {save.isSuccess && !formError && (
          <FormAlert kind="success" testId="profile-saved">
            {t('profile.saved')}
          </FormAlert>
        )}
        {formError && <FormAlert kind="error">{t(formError)}</FormAlert>}
      </div>
      <div>
        <Button type="submit" size="lg" disabled={form.isSubmitting}>
          {form.isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** The person's own profile: picture, public details, and account facts. */
export function ProfileEditor({ userId }: { userId: string }) {
  const { t, i18n } = useAuthTranslation();
  const profile = useProfile(userId);
  if (profile.isPending) return <LoadingIndicator size="lg" className="py-16" />;
  if (profile.isError) return <FormAlert kind="error">{t('profile.loadFailed')}</FormAlert>;
  const data = profile.data;
  const joined = new Intl.DateTimeFormat(formattingLocale(i18n.language), { dateStyle: 'long' }).format(
    new Date(data.createdAt),
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card className="flex flex-col gap-6">
        <AvatarEditor profile={data} />
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100">
          {t('profile.publicNote')}
        </p>
        <ProfileForm profile={data} />
      </Card>
      <Card className="flex h-fit flex-col gap-3">
        <h2 className="text-xl font-bold">{t('profile.account')}</h2>
        <dl className="flex flex-col gap-3">
          <div>
            <dt className="text-sm text-ink-600 dark:text-ink-400">{t('profile.email')}</dt>
            <dd className="font-semibold" dir="ltr">
              <bdi>{data.email}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-600 dark:text-ink-400">{t('profile.joinedLabel')}</dt>
            <dd className="font-semibold" data-testid="profile-joined">
              {joined}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-600 dark:text-ink-400">{t('profile.role')}</dt>
            <dd className="font-semibold">{t(`roles.${data.role}`)}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
