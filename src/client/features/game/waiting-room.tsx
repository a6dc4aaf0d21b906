import { Hourglass, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import type { WaitingInfo } from '../../../shared/contracts/game';
import { Button } from '../../components/ui/button';
import { ConnectionBadge } from './connection-badge';
import { isolate } from './format';
import { forgetJoinedGame } from './game-storage';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import type { useGameConnection } from './use-game-connection';
import { useErrorText } from './use-error-text';

type Connection = ReturnType<typeof useGameConnection>;

/**
 * A player's phone while the host approves each player: their nickname and team, that they wait for the host, and
 * a way to leave. When the host lets them in, the connection starts again and the game takes over.
 */
export function WaitingRoom({ waiting, connection }: { waiting: WaitingInfo; connection: Connection }) {
  const { t } = useTranslation('approval');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [isLeaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const leave = async () => {
    setLeaving(true);
    setError(null);
    const ack = await connection.send({ type: 'leave_waiting' });
    // Already out (turned away meanwhile) is as good as leaving.
    if (ack.ok || ack.error.key === 'game.errors.playerTurnedAway') {
      forgetJoinedGame(waiting.gameId);
      void navigate('/room/join', { replace: true });
      return;
    }
    setLeaving(false);
    setError(errorText(ack.error.key));
  };

  const team = waiting.team;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-8" data-testid="waiting-room">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-ink-700 dark:text-ink-300" dir="auto">
          {t('phoneRoom', { code: waiting.roomCode })}
        </p>
        <ConnectionBadge status={connection.status} />
      </div>
      <section
        aria-labelledby="waiting-title"
        className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
      >
        <Hourglass aria-hidden="true" className="size-14 text-brand-700 dark:text-brand-300" />
        <h1 id="waiting-title" className="text-3xl font-black">
          {t('phoneTitle')}
        </h1>
        <p role="status" className="text-lg" data-testid="waiting-lead">
          {t('phoneLead', { name: isolate(waiting.nickname) })}
        </p>
        {team && (
          <p
            className={`rounded-xl px-4 py-2 font-extrabold ${TEAM_COLOUR_CLASSES[team.colour].fill} ${TEAM_COLOUR_CLASSES[team.colour].text}`}
          >
            {t('phoneTeam', { team: isolate(team.name) })}
          </p>
        )}
        {error && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        )}
        <Button variant="ghost" onClick={() => void leave()} disabled={isLeaving} data-testid="leave-waiting">
          <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {t('leave')}
        </Button>
      </section>
    </div>
  );
}
