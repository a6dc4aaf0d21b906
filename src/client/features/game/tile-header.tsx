import { Gift, Sparkles, Zap } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { GameView } from '../../../shared/game/views';
import { isolate, useGameFormat } from './format';
import { TEAM_COLOUR_CLASSES } from './team-colours';

type Props = {
  view: GameView;
  categoryName: (categoryId: string) => string;
  titleId: string;
  isCompact?: boolean;
};

/** The open tile: its category and value, the team in turn, and any surprise, multiplier or flipped table. */
export function TileHeader({ view, categoryName, titleId, isCompact = false }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const openTile = view.openTile!;
  const tile = view.tiles.find((candidate) => candidate.id === openTile.tileId);
  const team = view.teams.find((candidate) => candidate.id === openTile.teamId);
  const opponent = view.teams.find((candidate) => candidate.id === openTile.flipOpponentTeamId);
  return (
    <header className={`flex flex-col ${isCompact ? 'gap-2' : 'gap-[1vh]'}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2
          id={titleId}
          className={`font-black ${isCompact ? 'text-lg leading-tight' : 'text-[clamp(1.2rem,3.4vh,4.5rem)]'}`}
        >
          {t('tile.title', {
            category: tile ? categoryName(tile.categoryId) : '',
            value: format.number(openTile.value),
          })}
        </h2>
        {team && (
          <span
            className={`rounded-full px-3 py-1 font-bold ${isCompact ? 'text-sm' : 'text-[clamp(1rem,2.6vh,3.4rem)]'} ${TEAM_COLOUR_CLASSES[team.colour].fill} ${TEAM_COLOUR_CLASSES[team.colour].text}`}
            data-testid="turn-team"
          >
            {t('tile.turn', { team: isolate(team.name) })}
          </span>
        )}
      </div>
      {(openTile.surprise || openTile.multiplier || opponent) && (
        <div
          className={`flex flex-wrap gap-2 ${isCompact ? '' : 'text-[clamp(1rem,2.8vh,3.6rem)]'}`}
          data-testid="tile-effects"
        >
          {openTile.surprise && (
            <p className="show-flip flex items-center gap-2 rounded-xl bg-purple-100 px-3 py-2 font-bold text-purple-900 dark:bg-purple-950 dark:text-purple-100">
              {openTile.surprise === 'gift' ? (
                <Gift aria-hidden="true" className="size-[1.2em]" />
              ) : (
                <Sparkles aria-hidden="true" className="size-[1.2em]" />
              )}
              {t(`surprises.${openTile.surprise}`)}
            </p>
          )}
          {openTile.multiplier && (
            <p className="show-flip flex items-center gap-2 rounded-xl bg-gold-300 px-3 py-2 font-black text-ink-950 [animation-delay:150ms]">
              <Zap aria-hidden="true" className="size-[1.2em]" />
              {t('tile.multiplier', { value: format.number(openTile.multiplier) })}
            </p>
          )}
          {opponent && (
            <p className="show-pop rounded-xl bg-red-100 px-3 py-2 font-bold text-red-900 dark:bg-red-950 dark:text-red-100">
              {t('tile.flipped', { team: isolate(opponent.name) })}
            </p>
          )}
        </div>
      )}
    </header>
  );
}

/**
 * Surprise and Crazy modes: the tile's surprise or multiplier turned over large in the middle of the screen
 * (TV, host and phones) before the question; it simply appears under reduced motion.
 */
export function SurpriseReveal({ view, isCompact = false }: { view: GameView; isCompact?: boolean }) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const openTile = view.openTile;
  if (!openTile || (!openTile.surprise && !openTile.multiplier)) return null;
  const Icon = openTile.multiplier ? Zap : openTile.surprise === 'gift' ? Gift : Sparkles;
  return (
    <div
      className={`show-flip flex flex-col items-center gap-[0.3em] self-center rounded-3xl text-center font-black shadow-2xl ${
        openTile.multiplier
          ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950'
          : 'bg-gradient-to-b from-purple-600 to-purple-900 text-white'
      } ${isCompact ? 'px-6 py-4 text-2xl' : 'px-[4vw] py-[3vh] text-[clamp(1.5rem,6vh,8rem)]'}`}
      data-testid="surprise-reveal"
    >
      <Icon aria-hidden="true" className="size-[1.4em]" />
      <span>
        {openTile.multiplier
          ? `×${format.number(openTile.multiplier)}`
          : t(`surprises.${openTile.surprise ?? 'double'}`).split(/[:：]/)[0]}
      </span>
    </div>
  );
}
