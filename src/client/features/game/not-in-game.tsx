import { DoorOpen } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useErrorText } from './use-error-text';

type Props = {
  /** The server's reason (game.errors.*), when it refused the connection. */
  reason?: string | undefined;
  /** An already translated message, instead of a reason key. */
  message?: string;
  title?: string;
};

/** This device is not the host nor a player of the game (or the game is gone): ways onward. */
export function NotInGame({ reason, message, title }: Props) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8" data-testid="not-in-game">
      <h1 className="text-3xl font-black">{title ?? t('notInGame.title')}</h1>
      <Card className="flex flex-col items-start gap-4">
        <p className="flex items-center gap-2">
          <DoorOpen aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          {message ?? (reason ? errorText(reason) : t('notInGame.text'))}
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/room/join">{t('notInGame.join')}</ButtonLink>
          <ButtonLink to="/pre-game" variant="ghost">
            {t('notInGame.create')}
          </ButtonLink>
          <ButtonLink to="/" variant="ghost">
            {t('notInGame.home')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
