import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GameView } from '../../../shared/game/views';
import { useGameFormat } from './format';
import { TEAM_COLOUR_CLASSES } from './team-colours';

type Props = {
  teams: GameView['teams'];
  turnTeamId: string | null;
  /** The viewing player's team, marked "your team". */
  ownTeamId?: string | null;
  isCompact?: boolean;
};

/** The teams' scores, whose turn it is, and (on a phone) which team is yours. */
export function Scoreboard({ teams, turnTeamId, ownTeamId = null, isCompact = false }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  return (
    <ul
      aria-label={t('scores.label')}
      aria-live="polite"
      className={`grid gap-2 ${teams.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}
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
            className={`relative flex min-w-0 flex-col items-center rounded-2xl ${colours.fill} ${colours.text} ${
              isCompact ? 'p-2' : 'p-3 md:p-4'
            } ${isTurn ? 'ring-4 ring-gold-400 ring-offset-2 ring-offset-ink-50 dark:ring-offset-ink-950' : ''}`}
          >
            <span className={`max-w-full truncate font-bold ${isCompact ? 'text-sm' : 'text-lg md:text-xl'}`}>
              {team.name}
            </span>
            <span
              className={`font-black tabular-nums ${isCompact ? 'text-xl' : 'text-3xl md:text-5xl'}`}
              data-testid="score"
            >
              {format.number(team.score)}
            </span>
            {isTurn && (
              <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-ink-950 px-2 text-xs font-bold text-white">
                <Crown aria-hidden="true" className="size-3" />
                {t('scores.turn')}
              </span>
            )}
            {team.id === ownTeamId && (
              <span className="mt-1 rounded-full bg-white px-2 text-xs font-bold text-ink-950">
                {t('scores.yourTeam')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
