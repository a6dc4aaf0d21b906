import { Eye, EyeOff, Pause, PhoneOff, Play, UserX } from 'lucide-react';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { RoomPlayer } from '../../../shared/contracts/game';
import type { Lifeline } from '../../../shared/game/constants';
import type { GameView, QuestionView } from '../../../shared/game/views';
import { Button } from '../../components/ui/button';
import { AnswersList } from './answers-list';
import { CountdownDisplay } from './countdown-display';
import { Dialog } from './dialog';
import { LifelineBar, LIFELINE_ICONS } from './lifelines';
import { QuestionCard } from './question-card';
import { SurpriseReveal, TileHeader } from './tile-header';
import { tileOrigin } from './board';
import { ReadAloudButton } from './read-aloud';
import { useDeviceChoice } from './show-effects';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { useCountdown } from './use-countdown';
import type { GameCommandRequest } from './use-game-connection';
import { isolate } from './format';

type Props = {
  view: GameView;
  categoryName: (categoryId: string) => string;
  clockOffsetMs: number;
  /** Sends a command; resolves when it was acknowledged (errors are shown by the caller). */
  run: (command: GameCommandRequest) => Promise<boolean>;
  isBusy: boolean;
  /** The room's players, to say who sent each answer. */
  players: readonly RoomPlayer[];
};

/** The question without its answer: what the TV shows until the host reveals. */
export function withoutAnswer(question: QuestionView): QuestionView {
  return {
    isAnswerShown: false,
    questionId: question.questionId,
    answerType: question.answerType,
    body: question.body,
    options: question.options,
    media: question.media,
  };
}

/** The open tile on the host's screen: intro, question with countdown and lifelines, reveal and marking. */
export function HostQuestionStage({ view, categoryName, clockOffsetMs, run, isBusy, players }: Props) {
  const { t } = useTranslation('game');
  const openTile = view.openTile!;
  const countdown = useCountdown(openTile.timer, clockOffsetMs);
  const [flipChoice, setFlipChoice] = useState(false);
  // A host running the game from a phone (with the TV on the display view) may look at the answer first.
  const [isPeeking, setPeeking] = useState(false);
  const turnTeam = view.teams.find((team) => team.id === openTile.teamId);
  const question = openTile.question;
  const isReveal = view.phase === 'reveal';
  const canUseLifeline =
    view.phase === 'question' && (countdown?.status === 'running' || countdown?.status === 'call');
  const hasTwoAnswers = openTile.activeLifelines.includes('two_answers');
  const [isReadingAll] = useDeviceChoice('readAloud', false);
  const origin = tileOrigin(view, openTile.tileId, document.documentElement.dir === 'rtl');

  const applyLifeline = (lifeline: Lifeline) => {
    if (!turnTeam) return;
    if (lifeline === 'flip_table' && view.teams.length > 2) {
      setFlipChoice(true);
      return;
    }
    void run({ type: 'use_lifeline', teamId: turnTeam.id, lifeline });
  };

  const controls = view.phase === 'question' && (
    <div className="flex flex-wrap justify-center gap-2">
      {countdown?.status === 'paused' ? (
        <Button variant="ghost" disabled={isBusy} onClick={() => void run({ type: 'resume' })}>
          <Play aria-hidden="true" className="size-4" />
          {t('host.resume')}
        </Button>
      ) : (
        <Button
          variant="ghost"
          disabled={isBusy || countdown?.status === 'expired'}
          onClick={() => void run({ type: 'pause' })}
        >
          <Pause aria-hidden="true" className="size-4" />
          {t('host.pause')}
        </Button>
      )}
      <Button
        variant="ghost"
        aria-pressed={isPeeking}
        onClick={() => setPeeking((value) => !value)}
        data-testid="peek-answer"
      >
        {isPeeking ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {isPeeking ? t('host.hideAnswer') : t('host.peekAnswer')}
      </Button>
      {countdown?.status === 'call' && (
        <Button variant="ghost" disabled={isBusy} onClick={() => void run({ type: 'end_call' })}>
          <PhoneOff aria-hidden="true" className="size-4" />
          {t('host.endCall')}
        </Button>
      )}
    </div>
  );

  return (
    <section
      aria-labelledby="stage-title"
      className="show-grow flex min-h-0 flex-1 flex-col gap-[clamp(0.5rem,1.3vh,2rem)]"
      style={{ '--grow-from': origin } as CSSProperties}
      data-testid="question-stage"
    >
      <TileHeader view={view} categoryName={categoryName} titleId="stage-title" />

      {view.phase === 'intro' && <SurpriseReveal view={view} />}
      {view.phase === 'intro' && (
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-900 p-6 text-white">
          {openTile.isRefillPending && turnTeam ? (
            <div className="flex flex-col items-center gap-3">
              <p className="text-xl font-bold">{t('intro.refillChoose', { team: isolate(turnTeam.name) })}</p>
              <div className="flex flex-wrap justify-center gap-2">
                {turnTeam.lifelines
                  .filter((entry) => entry.state === 'used')
                  .map(({ lifeline }) => {
                    const Icon = LIFELINE_ICONS[lifeline];
                    return (
                      <Button
                        key={lifeline}
                        variant="secondary"
                        disabled={isBusy}
                        onClick={() => void run({ type: 'choose_refill', lifeline })}
                      >
                        <Icon aria-hidden="true" className="size-5" />
                        {t(`lifelines.names.${lifeline}`)}
                      </Button>
                    );
                  })}
                <Button
                  variant="ghost"
                  className="!text-white"
                  disabled={isBusy}
                  onClick={() => void run({ type: 'choose_refill', lifeline: null })}
                >
                  {t('intro.refillNone')}
                </Button>
              </div>
            </div>
          ) : (
            <Button
              size="lg"
              variant="secondary"
              disabled={isBusy}
              onClick={() => void run({ type: 'begin_question' })}
              data-testid="begin-question"
              data-remote-start
            >
              <Play aria-hidden="true" className="size-5" />
              {t('intro.begin')}
            </Button>
          )}
        </div>
      )}

      {(view.phase === 'question' || isReveal) && question && (
        <div className="grid min-h-0 flex-1 gap-[clamp(0.5rem,1.5vh,2.5rem)] lg:grid-cols-[minmax(0,1fr)_clamp(16rem,26vw,44rem)]">
          <div className="flex min-h-0 flex-col justify-center-safe gap-[clamp(0.5rem,1.5vh,2.5rem)]">
            <QuestionCard question={isReveal || isPeeking ? question : withoutAnswer(question)}>
              <ReadAloudButton
                question={withoutAnswer(question)}
                isAuto={isReadingAll && view.phase === 'question'}
              />
            </QuestionCard>

            {view.phase === 'question' && (
              <div className="flex justify-center">
                <Button
                  size="lg"
                  disabled={isBusy}
                  onClick={() => void run({ type: 'reveal' })}
                  data-testid="reveal"
                  data-remote-start
                  className="text-[clamp(1.1rem,2.4vh,3rem)]"
                >
                  <Eye aria-hidden="true" className="size-[1.2em]" />
                  {t('host.reveal')}
                </Button>
              </div>
            )}

            {isReveal && (
              <section
                aria-labelledby="mark-title"
                className="show-rise flex flex-col items-center gap-3"
                data-testid="mark-result"
              >
                <h3 id="mark-title" className="text-[clamp(1.1rem,2.6vh,3.2rem)] font-extrabold">
                  {t('host.whoAnswered')}
                </h3>
                <div className="flex flex-wrap justify-center gap-2">
                  {view.teams.flatMap((team) => {
                    const colours = TEAM_COLOUR_CLASSES[team.colour];
                    const teamButton = (attempt: 'first' | 'second', label: string) => (
                      <button
                        key={`${team.id}-${attempt}`}
                        type="button"
                        disabled={isBusy}
                        onClick={() => void run({ type: 'mark_result', winnerTeamId: team.id, attempt })}
                        data-testid={`mark-${team.id}-${attempt}`}
                        data-remote-start={
                          (team.id === view.teams[0]?.id && attempt === 'first') || undefined
                        }
                        className={`rounded-xl px-4 py-3 text-[clamp(1rem,2.2vh,2.8rem)] font-bold ${colours.fill} ${colours.text} disabled:opacity-60`}
                      >
                        {label}
                      </button>
                    );
                    if (team.id === openTile.teamId && hasTwoAnswers) {
                      return [
                        teamButton('first', t('host.firstAttempt', { team: isolate(team.name) })),
                        teamButton('second', t('host.secondAttempt', { team: isolate(team.name) })),
                      ];
                    }
                    return [teamButton('first', t('host.teamAnswered', { team: isolate(team.name) }))];
                  })}
                  <Button
                    variant="ghost"
                    size="lg"
                    disabled={isBusy}
                    onClick={() => void run({ type: 'mark_result', winnerTeamId: null })}
                    data-testid="mark-nobody"
                    className="bg-white/70 text-[clamp(1rem,2.2vh,2.8rem)] dark:bg-ink-900/70"
                  >
                    <UserX aria-hidden="true" className="size-[1.2em]" />
                    {t('host.nobody')}
                  </Button>
                </div>
              </section>
            )}
          </div>

          <aside className="flex min-h-0 flex-col items-center gap-[clamp(0.5rem,1.3vh,2rem)]">
            {countdown && <CountdownDisplay countdown={countdown} />}
            {controls}
            {turnTeam && (
              <div className="flex flex-col items-center gap-2">
                <h3 className="text-[clamp(0.95rem,1.9vh,2.4rem)] font-bold">
                  {t('lifelines.of', { team: isolate(turnTeam.name) })}
                </h3>
                <LifelineBar
                  team={turnTeam}
                  onUse={canUseLifeline ? applyLifeline : undefined}
                  isBusy={isBusy}
                />
              </div>
            )}
            <section aria-labelledby="answers-title" className="flex w-full flex-col gap-2">
              <h3 id="answers-title" className="text-center text-[clamp(0.95rem,1.9vh,2.4rem)] font-bold">
                {t('answers.title')}
              </h3>
              <div aria-live="polite">
                <AnswersList
                  openTile={openTile}
                  teams={view.teams}
                  question={isReveal ? question : null}
                  isContentHidden={!isReveal}
                  players={players}
                />
              </div>
            </section>
          </aside>
        </div>
      )}

      <Dialog isOpen={flipChoice} onClose={() => setFlipChoice(false)} title={t('host.flipOpponent')}>
        <div className="flex flex-wrap gap-2">
          {view.teams
            .filter((team) => team.id !== openTile.teamId)
            .map((team) => (
              <button
                key={team.id}
                type="button"
                disabled={isBusy}
                onClick={() => {
                  setFlipChoice(false);
                  if (turnTeam) {
                    void run({
                      type: 'use_lifeline',
                      teamId: turnTeam.id,
                      lifeline: 'flip_table',
                      opponentTeamId: team.id,
                    });
                  }
                }}
                className={`rounded-xl px-4 py-3 font-bold ${TEAM_COLOUR_CLASSES[team.colour].fill} ${TEAM_COLOUR_CLASSES[team.colour].text}`}
              >
                {team.name}
              </button>
            ))}
        </div>
      </Dialog>
    </section>
  );
}
