import { type CSSProperties } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { AnswersList } from './answers-list';
import { Board, tileOrigin } from './board';
import { Celebration } from './celebration';
import { CountdownDisplay } from './countdown-display';
import { withoutAnswer } from './host-question-stage';
import { LifelineBar } from './lifelines';
import { Lobby } from './lobby';
import { QuestionCard } from './question-card';
import { ReadAloudButton } from './read-aloud';
import { Scoreboard } from './scoreboard';
import { ShowBar } from './show-bar';
import { useDeviceChoice, useGameSounds, useWakeLock } from './show-effects';
import { unlockAudio } from './sound';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { SurpriseReveal, TileHeader } from './tile-header';
import { useCountdown } from './use-countdown';
import type { useGameConnection } from './use-game-connection';
import { isolate } from './format';

type Connection = ReturnType<typeof useGameConnection>;

type Props = {
  connection: Connection;
  categoryName: (categoryId: string) => string;
  categoryIcon: (categoryId: string) => string;
};

/** The read-only TV view of a room, full screen: the lobby with its code, then the board, question, countdown and scores. */
export function DisplayGame({ connection, categoryName, categoryIcon }: Props) {
  const { t } = useTranslation('game');
  const { view, room } = connection.snapshot!;
  const countdown = useCountdown(view.openTile?.timer ?? null, connection.clockOffsetMs);
  const [isMuted] = useDeviceChoice('muted', false);
  const [isReadingAll] = useDeviceChoice('readAloud', false);
  useGameSounds(view, connection.clockOffsetMs, view.options.isSoundOn && !isMuted);
  const isPlaying = view.phase !== 'lobby' && view.phase !== 'finished';
  useWakeLock(view.phase !== 'finished');
  const turnTeam = view.teams.find((team) => team.id === view.turnTeamId);
  const openTeam = view.teams.find((team) => team.id === view.openTile?.teamId);
  const isRtl = document.documentElement.dir === 'rtl';
  return (
    <div
      className="show-stage flex h-dvh flex-col overflow-hidden"
      data-testid="display-game"
      data-phase={view.phase}
      onPointerDownCapture={unlockAudio}
      onKeyDownCapture={unlockAudio}
    >
      <ShowBar
        title={t('display.title', { code: room.roomCode })}
        roomCode={room.roomCode}
        status={connection.status}
        isMutedByDefault={false}
      />
      <div
        className="flex min-h-0 flex-1 flex-col gap-[clamp(0.5rem,1.3vh,2rem)] overflow-y-auto p-[clamp(0.5rem,1.5vh,2.5rem)]"
        data-testid="show-content"
      >
        {view.phase === 'lobby' ? (
          <Lobby room={room} />
        ) : (
          view.phase !== 'finished' && (
            <Scoreboard teams={view.teams} turnTeamId={isPlaying ? view.turnTeamId : null} />
          )
        )}
        {view.phase === 'board' && (
          <section
            aria-labelledby="display-board-title"
            className="flex min-h-0 flex-1 flex-col gap-[clamp(0.4rem,1vh,1.5rem)]"
          >
            <h2
              id="display-board-title"
              className="flex justify-center text-[clamp(1.1rem,3.2vh,4.2rem)] font-black"
            >
              {turnTeam ? (
                <span
                  key={turnTeam.id}
                  className={`show-pop rounded-full px-[0.7em] py-[0.1em] ${TEAM_COLOUR_CLASSES[turnTeam.colour].fill} ${TEAM_COLOUR_CLASSES[turnTeam.colour].text}`}
                >
                  {t('board.picks', { team: isolate(turnTeam.name) })}
                </span>
              ) : (
                t('board.label')
              )}
            </h2>
            <div className="min-h-0 flex-1">
              <Board view={view} categoryName={categoryName} categoryIcon={categoryIcon} />
            </div>
          </section>
        )}
        {(view.phase === 'intro' || view.phase === 'question' || view.phase === 'reveal') &&
          view.openTile && (
            <section
              aria-labelledby="display-stage-title"
              className="show-grow flex min-h-0 flex-1 flex-col gap-[clamp(0.5rem,1.3vh,2rem)]"
              style={{ '--grow-from': tileOrigin(view, view.openTile.tileId, isRtl) } as CSSProperties}
              data-testid="display-stage"
            >
              <TileHeader view={view} categoryName={categoryName} titleId="display-stage-title" />
              {view.phase === 'intro' && <SurpriseReveal view={view} />}
              {view.openTile.question && (
                <div className="grid min-h-0 flex-1 gap-[clamp(0.5rem,1.5vh,2.5rem)] lg:grid-cols-[minmax(0,1fr)_clamp(16rem,26vw,44rem)]">
                  {/* Centred in the height the TV gives it, so the question sits in the middle of the screen. */}
                  <div className="flex min-h-0 flex-col justify-center-safe">
                    <QuestionCard question={view.openTile.question}>
                      <ReadAloudButton
                        question={withoutAnswer(view.openTile.question)}
                        isAuto={isReadingAll && view.phase === 'question'}
                      />
                    </QuestionCard>
                  </div>
                  <aside className="flex min-h-0 flex-col items-center gap-[clamp(0.5rem,1.3vh,2rem)]">
                    {countdown && <CountdownDisplay countdown={countdown} />}
                    {openTeam && view.phase !== 'intro' && <LifelineBar team={openTeam} />}
                    {view.phase !== 'intro' && (
                      <div className="w-full">
                        <AnswersList
                          openTile={view.openTile}
                          teams={view.teams}
                          question={view.openTile.question}
                        />
                      </div>
                    )}
                  </aside>
                </div>
              )}
            </section>
          )}
        {view.phase === 'finished' && <Celebration view={view} />}
      </div>
    </div>
  );
}
