import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** Translates an error key of the solo screens (`challenges.errors.*`), else from common (`errors.network`). */
export function useSoloErrorText(): (key: string) => string {
  const { t, i18n } = useTranslation(['solo', 'common']);
  return useCallback(
    (key) => {
      if (i18n.exists(key, { ns: 'solo' })) return t(key, { ns: 'solo' });
      if (i18n.exists(key, { ns: 'common' })) return t(key, { ns: 'common' });
      return t('errors.internal', { ns: 'common' });
    },
    [t, i18n],
  );
}
