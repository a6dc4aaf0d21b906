import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * Translates an error key from the server or a form: `game.errors.*` from the game namespace, other keys from the
 * game namespace when it has them (`validation.roomCode`), else from common (`errors.network`).
 */
export function useErrorText(): (key: string | undefined | null) => string {
  const { t, i18n } = useTranslation(['game', 'common']);
  return useCallback(
    (key) => {
      if (!key) return t('errors.unknown', { ns: 'game' });
      if (key.startsWith('game.')) {
        const inGame = key.slice('game.'.length);
        if (i18n.exists(inGame, { ns: 'game' })) return t(inGame, { ns: 'game' });
      }
      if (i18n.exists(key, { ns: 'game' })) return t(key, { ns: 'game' });
      if (i18n.exists(key, { ns: 'common' })) return t(key, { ns: 'common' });
      return t('errors.unknown', { ns: 'game' });
    },
    [t, i18n],
  );
}
