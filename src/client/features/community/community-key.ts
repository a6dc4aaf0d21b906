import type { TFunction } from '../../lib/i18n';

/** Translates an API error key: `community.…` from this namespace, `admin.…` from the back-office's, the rest common. */
export function errorText(t: TFunction, key: string | null | undefined): string {
  if (!key) return t('errors.loadFailed', { ns: 'community' });
  if (key.startsWith('community.')) return t(key.slice('community.'.length), { ns: 'community' });
  if (key.startsWith('admin.')) return t(key.slice('admin.'.length), { ns: 'admin' });
  return t(key, { ns: 'common' });
}
