import { Home, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { GameView } from '../../../shared/game/views';
import { ButtonLink } from '../../components/ui/button';
import { Confetti } from './confetti';
import { isolate, useGameFormat } from './format';

type Props = {
  view: GameView;
  /** The host's play-again button; others wait for the host. */
  playAgain?: ReactNode;
  /** A phone's smaller celebration; the TV's fills the screen. */
  isCompact?: boolean;
};

/** The end: the winner in green and the others in red (or a draw), confetti, play again or go home. */
export function Celebration({ view, playAgain, isCompact = false }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const result = view.result;
  const winners = new Set(result?.winnerTeamIds ?? []);
  const winnerNames = view.teams.filter((team) => winners.has(team.id)).map((team) => team.name);
  const ranked = [...view.teams].sort((a, b) => b.score - a.score);
  const headline = result?.isDraw
    ? t('celebration.draw', { teams: winnerNames.map(isolate).join(t('celebration.and')) })
    : t('celebration.winner', { team: isolate(winnerNames[0] ?? '') });
  return (
    <section
      aria-labelledby="celebration-title"
      className={`relative isolate overflow-hidden rounded-3xl bg-ink-950 text-white ${
        isCompact
          ? 'p-6'
          : 'flex min-h-0 flex-1 flex-col justify-center-safe bg-[radial-gradient(80%_60%_at_50%_20%,rgb(6_126_113/0.55),transparent)] p-[clamp(1rem,3vh,4rem)]'
      }`}
      data-testid="celebration"
      data-draw={result?.isDraw ?? false}
    >
      <Confetti />
      <div
        className={`relative flex flex-col items-center text-center ${isCompact ? 'gap-6' : 'gap-[clamp(1rem,2.5vh,3.5rem)]'}`}
      >
        <Trophy
          aria-hidden="true"
          className={`show-pop text-gold-400 ${isCompact ? 'size-16' : 'size-[clamp(4rem,14vh,18rem)]'}`}
        />
        <h2
          id="celebration-title"
          className={`font-black ${isCompact ? 'text-3xl' : 'text-[clamp(2rem,7.5vh,10rem)] leading-tight'}`}
          aria-live="polite"
        >
          {headline}
        </h2>
        {result?.reason === 'ended_by_host' && (
          <p className={`text-white/80 ${isCompact ? '' : 'text-[clamp(1rem,2.2vh,3rem)]'}`}>
            {t('celebration.endedByHost')}
          </p>
        )}
        <ol className={`grid w-full gap-3 ${isCompact ? 'max-w-3xl' : 'max-w-[min(90%,80rem)] gap-[1.5vh]'}`}>
          {ranked.map((team, index) => {
            const isWinner = winners.has(team.id);
            return (
              <li
                key={team.id}
                data-testid="final-team"
                data-team-id={team.id}
                data-winner={isWinner}
                style={{ animationDelay: `${300 + index * 200}ms` }}
                className={`show-rise flex items-center justify-between gap-3 rounded-2xl font-black ${
                  isCompact ? 'p-4 text-xl' : 'px-[2vw] py-[1.6vh] text-[clamp(1.25rem,4.6vh,6.5rem)]'
                } ${isWinner ? 'bg-green-700 text-white' : 'bg-red-700 text-white'}`}
              >
                <span className="flex items-center gap-2">
                  {isWinner && <Trophy aria-hidden="true" className="size-[1em]" />}
                  {team.name}
                  <span className="sr-only">
                    {isWinner
                      ? result?.isDraw
                        ? t('celebration.tied')
                        : t('celebration.won')
                      : t('celebration.lost')}
                  </span>
                </span>
                <span className="tabular-nums">{format.number(team.score)}</span>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap justify-center gap-3">
          {playAgain}
          <ButtonLink to="/" variant="ghost" size="lg" className="!text-white hover:!bg-white/10">
            <Home aria-hidden="true" className="size-5" />
            {t('celebration.home')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
