import { Home, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameView } from '../../../shared/game/views';
import { ButtonLink } from '../../components/ui/button';
import { Confetti } from './confetti';
import { isolate, useGameFormat } from './format';

type Props = {
  view: GameView;
  /** The host's play-again button; others wait for the host. */
  playAgain?: ReactNode;
};

/** The end: the winner in green and the others in red (or a draw), confetti, play again or go home. */
export function Celebration({ view, playAgain }: Props) {
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
      className="relative isolate overflow-hidden rounded-3xl bg-ink-950 p-6 text-white md:p-10"
      data-testid="celebration"
      data-draw={result?.isDraw ?? false}
    >
      <Confetti />
      <div className="relative flex flex-col items-center gap-6 text-center">
        <Trophy aria-hidden="true" className="size-16 text-gold-400" />
        <h2 id="celebration-title" className="text-3xl font-black md:text-5xl" aria-live="polite">
          {headline}
        </h2>
        {result?.reason === 'ended_by_host' && (
          <p className="text-white/80">{t('celebration.endedByHost')}</p>
        )}
        <ol className="grid w-full max-w-3xl gap-3">
          {ranked.map((team) => {
            const isWinner = winners.has(team.id);
            return (
              <li
                key={team.id}
                data-testid="final-team"
                data-team-id={team.id}
                data-winner={isWinner}
                className={`flex items-center justify-between gap-3 rounded-2xl p-4 text-xl font-black md:text-3xl ${
                  isWinner ? 'bg-green-700 text-white' : 'bg-red-700 text-white'
                }`}
              >
                <span className="flex items-center gap-2">
                  {isWinner && <Trophy aria-hidden="true" className="size-6" />}
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
