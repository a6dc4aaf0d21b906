import { Crown } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { GameView } from '../../../shared/game/views';
import { useGameFormat } from './format';
import { useCountUp } from './show-effects';
import { TEAM_COLOUR_CLASSES } from './team-colours';

type Props = {
  teams: GameView['teams'];
  turnTeamId: string | null;
  /** The viewing player's team, marked "your team". */
  ownTeamId?: string | null;
  isCompact?: boolean;
};

/** A score that counts up to its new value on screen; assistive technology reads the value itself, once. */
function ScoreValue({ score, className }: { score: number; className: string }) {
  const format = useGameFormat();
  const shown = useCountUp(score);
  return (
    <span className={className}>
      <span className="sr-only" data-testid="score">
        {format.number(score)}
      </span>
      <span aria-hidden="true" data-testid="score-shown">
        {format.number(shown)}
      </span>
    </span>
  );
}

/** The teams' scores, whose turn it is (lit up, to be seen across the room), and (on a phone) which team is yours. */
export function Scoreboard({ teams, turnTeamId, ownTeamId = null, isCompact = false }: Props) {
  const { t } = useTranslation('game');
  return (
    <ul
      aria-label={t('scores.label')}
      aria-live="polite"
      className={`grid ${isCompact ? 'gap-2' : 'gap-[clamp(0.5rem,1.5vw,3rem)]'} ${teams.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
      data-testid="scoreboard"
    >
      {teams.map((team) => {
        const colours = TEAM_COLOUR_CLASSES[team.colour];
        const isTurn = team.id === turnTeamId;
        return (
          <li
            key={team.id}
            data-testid="team-score"
            data-team-id={team.id}
            data-turn={isTurn}
            className={`relative flex min-w-0 items-center rounded-2xl ${colours.fill} ${colours.text} ${
              isCompact
                ? 'flex-col p-1.5'
                : 'justify-between gap-3 px-[clamp(0.75rem,1.5vw,3rem)] py-[clamp(0.25rem,0.8vh,1.5rem)] shadow-lg'
            } ${isTurn ? 'show-turn ring-4 ring-gold-400 ring-offset-2 ring-offset-transparent' : isCompact ? '' : 'opacity-90'}`}
          >
            <span className={`flex min-w-0 flex-col ${isCompact ? 'items-center' : ''}`}>
              <span
                className={`max-w-full truncate font-bold ${isCompact ? 'text-sm' : 'text-[clamp(1rem,2.6vh,3.5rem)]'}`}
              >
                {team.name}
              </span>
              {isTurn && (
                <span
                  className={`inline-flex w-fit items-center gap-1 rounded-full bg-ink-950 px-2 font-bold text-white ${
                    isCompact ? 'text-xs' : 'text-[clamp(0.75rem,1.6vh,2rem)]'
                  }`}
                >
                  <Crown aria-hidden="true" className="size-[1em] text-gold-400" />
                  {t('scores.turn')}
                </span>
              )}
              {team.id === ownTeamId && (
                <span className="mt-0.5 w-fit rounded-full bg-white px-2 text-xs font-bold text-ink-950">
                  {t('scores.yourTeam')}
                </span>
              )}
            </span>
            <ScoreValue
              score={team.score}
              className={`font-black tabular-nums ${isCompact ? 'text-xl' : 'text-[clamp(1.75rem,6vh,8rem)] leading-none'}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
