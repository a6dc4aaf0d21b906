import { useTranslation } from 'react-i18next';
import { AnswersList } from './answers-list';
import { Board } from './board';
import { Celebration } from './celebration';
import { ConnectionBadge } from './connection-badge';
import { CountdownDisplay } from './countdown-display';
import { LifelineBar } from './lifelines';
import { Lobby } from './lobby';
import { QuestionCard } from './question-card';
import { Scoreboard } from './scoreboard';
import { TileHeader } from './tile-header';
import { useCountdown } from './use-countdown';
import type { useGameConnection } from './use-game-connection';
import { isolate } from './format';

type Connection = ReturnType<typeof useGameConnection>;

type Props = { connection: Connection; categoryName: (categoryId: string) => string };

/** The read-only TV view of a room: the lobby with its code, then the board, question, countdown and scores. */
export function DisplayGame({ connection, categoryName }: Props) {
  const { t } = useTranslation('game');
  const { view, room } = connection.snapshot!;
  const countdown = useCountdown(view.openTile?.timer ?? null, connection.clockOffsetMs);
  const isPlaying = view.phase !== 'lobby' && view.phase !== 'finished';
  const turnTeam = view.teams.find((team) => team.id === view.turnTeamId);
  const openTeam = view.teams.find((team) => team.id === view.openTile?.teamId);
  return (
    <div className="flex flex-col gap-6" data-testid="display-game" data-phase={view.phase}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black md:text-3xl">{t('display.title', { code: room.roomCode })}</h1>
        <ConnectionBadge status={connection.status} />
      </div>
      {view.phase === 'lobby' ? (
        <Lobby room={room} />
      ) : (
        <Scoreboard teams={view.teams} turnTeamId={isPlaying ? view.turnTeamId : null} />
      )}
      {view.phase === 'board' && (
        <section aria-labelledby="display-board-title" className="flex flex-col gap-4">
          <h2 id="display-board-title" className="text-xl font-extrabold md:text-2xl">
            {turnTeam ? t('board.picks', { team: isolate(turnTeam.name) }) : t('board.label')}
          </h2>
          <Board view={view} categoryName={categoryName} />
        </section>
      )}
      {(view.phase === 'intro' || view.phase === 'question' || view.phase === 'reveal') && view.openTile && (
        <section aria-labelledby="display-stage-title" className="flex flex-col gap-5">
          <TileHeader view={view} categoryName={categoryName} titleId="display-stage-title" />
          {view.openTile.question && (
            <div className="grid gap-6 lg:grid-cols-[1fr_auto]">
              <QuestionCard question={view.openTile.question} />
              {countdown && <CountdownDisplay countdown={countdown} />}
            </div>
          )}
          {openTeam && view.phase !== 'intro' && <LifelineBar team={openTeam} />}
          {view.phase !== 'intro' && (
            <AnswersList openTile={view.openTile} teams={view.teams} question={view.openTile.question} />
          )}
        </section>
      )}
      {view.phase === 'finished' && <Celebration view={view} />}
    </div>
  );
}
