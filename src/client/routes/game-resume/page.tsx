import '../../features/game/game.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { resumeGame } from '../../features/game/game-api';
import { hostedGame, hostedGames } from '../../features/game/game-storage';
import { NotInGame } from '../../features/game/not-in-game';
import { useErrorText } from '../../features/game/use-error-text';
import { ApiRequestError } from '../../lib/api';

/** /game and /game/enhanced: back to the host's unfinished game (kept tokens or account), else to /pre-game. */
export function Component() {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const tokens = hostedGames().map((game) => game.hostToken);
    resumeGame(tokens).then(
      ({ game }) => {
        if (!isCurrent) return;
        if (!game) void navigate('/pre-game', { replace: true });
        else if (game.status === 'waiting' && hostedGame(game.gameId))
          void navigate(`/room/${game.roomCode}`, { replace: true });
        else void navigate(`/game/${game.gameId}`, { replace: true });
      },
      (error: unknown) => {
        if (isCurrent) setFailure(errorText(error instanceof ApiRequestError ? error.key : null));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [navigate, errorText]);
  if (failure) return <NotInGame title={t('resume.failed')} message={failure} />;
  return <LoadingIndicator size="lg" className="py-24" label={t('resume.looking')} />;
}
