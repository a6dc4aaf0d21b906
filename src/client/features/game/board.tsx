import { Check, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { DIFFICULTIES } from '../../../shared/constants';
import type { GameView, TileView } from '../../../shared/game/views';
import { isolate, useGameFormat } from './format';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { CategoryArt } from '../categories/category-art';

type Props = {
  view: Pick<GameView, 'categoryIds' | 'tiles' | 'teams'>;
  categoryName: (categoryId: string) => string;
  /** The header icon of each category (its own, its group's, or a default). */
  categoryIcon?: (categoryId: string) => string;
  /** Given when the viewer may pick a tile now (the host, in phase board). */
  onSelect?: (tileId: string) => void;
  isCompact?: boolean;
};

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];

/** The tiles of one category, easy to hard (the board's rows). */
export function columnTiles(tiles: readonly TileView[], categoryId: string): TileView[] {
  return tiles
    .filter((tile) => tile.categoryId === categoryId)
    .sort((a, b) => DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty));
}

/** Arrow keys move between tiles like a grid (mirrored right-to-left); Tab still visits every tile. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  if (!ARROWS.includes(event.key)) return;
  const target = event.currentTarget;
  const board = target.closest<HTMLElement>('[data-testid="board"]');
  if (!board) return;
  const column = Number(target.dataset.column);
  const row = Number(target.dataset.row);
  if (Number.isNaN(column) || Number.isNaN(row)) return;
  const isRtl = getComputedStyle(board).direction === 'rtl';
  let [nextColumn, nextRow] = [column, row];
  if (event.key === 'ArrowUp') nextRow -= 1;
  if (event.key === 'ArrowDown') nextRow += 1;
  if (event.key === 'ArrowRight') nextColumn += isRtl ? -1 : 1;
  if (event.key === 'ArrowLeft') nextColumn += isRtl ? 1 : -1;
  if (event.key === 'Home') nextColumn = 0;
  if (event.key === 'End') nextColumn = Number.MAX_SAFE_INTEGER;
  const tiles = [...board.querySelectorAll<HTMLElement>('[data-column]')];
  const maxColumn = Math.max(...tiles.map((tile) => Number(tile.dataset.column)));
  nextColumn = Math.min(Math.max(nextColumn, 0), maxColumn);
  const next = tiles.find(
    (tile) => Number(tile.dataset.column) === nextColumn && Number(tile.dataset.row) === nextRow,
  );
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

/** Where the open tile sits on the board, as a transform origin for the question growing out of it. */
export function tileOrigin(
  view: Pick<GameView, 'categoryIds' | 'tiles'>,
  tileId: string,
  isRtl: boolean,
): string {
  const tile = view.tiles.find((candidate) => candidate.id === tileId);
  if (!tile) return '50% 50%';
  const column = view.categoryIds.indexOf(tile.categoryId);
  const row = columnTiles(view.tiles, tile.categoryId).findIndex((candidate) => candidate.id === tileId);
  const x = ((column + 0.5) / view.categoryIds.length) * 100;
  const y = 15 + ((row + 0.5) / 6) * 85;
  return `${Math.round(isRtl ? 100 - x : x)}% ${Math.round(y)}%`;
}

/**
 * The 6 x 6 board: category headers with their icons, tiles with their values, played tiles dimmed with who won
 * them. On the TV it fills the height it is given (sizes follow the viewport); on a phone each category is its
 * full name over a row of its six tiles.
 */
export function Board({ view, categoryName, categoryIcon, onSelect, isCompact = false }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const teamOf = (teamId: string | null) => view.teams.find((team) => team.id === teamId);
  const firstOpenTileId = view.categoryIds
    .flatMap((categoryId) => columnTiles(view.tiles, categoryId))
    .find((tile) => !tile.isPlayed)?.id;

  return (
    <div
      role="group"
      aria-label={t('board.label')}
      className={
        isCompact
          ? 'flex flex-col gap-1.5'
          : 'grid h-full min-h-0 grid-cols-6 gap-[clamp(0.35rem,1.1vh,1.75rem)]'
      }
      data-testid="board"
    >
      {view.categoryIds.map((categoryId, column) => (
        <section
          key={categoryId}
          aria-labelledby={`column-${categoryId}`}
          className={
            isCompact
              ? 'flex flex-col gap-1'
              : 'flex min-h-0 min-w-0 flex-col gap-[clamp(0.35rem,1.1vh,1.75rem)]'
          }
          data-testid="board-column"
        >
          <h3
            id={`column-${categoryId}`}
            data-testid="category-header"
            className={`flex items-center overflow-hidden rounded-xl bg-brand-900 font-extrabold hyphens-auto text-white [overflow-wrap:anywhere] ${
              isCompact
                ? 'gap-1.5 px-2 py-1 text-start text-sm leading-tight'
                : 'h-[clamp(3.5rem,12.5vh,17rem)] shrink-0 flex-col justify-center text-center gap-[0.4vh] rounded-2xl bg-gradient-to-b from-brand-800 to-brand-950 p-[clamp(0.25rem,0.8vh,1rem)] leading-tight shadow-lg ring-1 ring-white/10'
            }`}
          >
            <span
              aria-hidden="true"
              data-testid="category-icon"
              data-icon={categoryIcon?.(categoryId)}
              className={isCompact ? 'text-sm' : 'text-[clamp(1.25rem,4.4vh,6rem)] leading-none'}
            >
              <CategoryArt icon={categoryIcon?.(categoryId)} />
            </span>
            <span className={isCompact ? '' : 'line-clamp-2 text-[clamp(0.8rem,min(2.5vh,1.35vw),3.4rem)]'}>
              {categoryName(categoryId)}
            </span>
          </h3>
          <ul
            className={
              isCompact
                ? 'grid grid-cols-6 gap-1'
                : 'grid min-h-0 flex-1 grid-rows-6 gap-[clamp(0.35rem,1.1vh,1.75rem)]'
            }
          >
            {columnTiles(view.tiles, categoryId).map((tile, row) => {
              const winner = teamOf(tile.winnerTeamId);
              const value = format.number(tile.points);
              const state = tile.isPlayed
                ? winner
                  ? t('board.wonBy', { team: isolate(winner.name) })
                  : t('board.nobodyWon')
                : tile.isOpen
                  ? t('board.open')
                  : t('board.available');
              const label = t('board.tileLabel', { category: categoryName(categoryId), value, state });
              const base = `flex w-full items-center justify-center gap-[0.25em] rounded-xl font-black tabular-nums ${
                isCompact
                  ? 'h-9 text-sm'
                  : 'h-full min-h-0 rounded-2xl text-[clamp(1.1rem,min(5.2vh,3.3vw),7.5rem)] leading-none'
              }`;
              const look = tile.isPlayed
                ? 'bg-ink-300/70 text-ink-700 dark:bg-white/10 dark:text-ink-300'
                : tile.isOpen
                  ? 'bg-white text-brand-900 ring-4 ring-gold-400 dark:bg-ink-100'
                  : isCompact
                    ? 'bg-gold-400 text-ink-950'
                    : 'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow-[0_0.4vh_0_0_rgb(180_83_9)]';
              const mark = tile.isPlayed ? (
                winner ? (
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-[0.7em] min-h-4 min-w-4 items-center justify-center rounded-full ${TEAM_COLOUR_CLASSES[winner.colour].dot}`}
                  >
                    <Check className="size-[70%] text-white" />
                  </span>
                ) : (
                  <X aria-hidden="true" className="size-[0.7em] min-h-4 min-w-4" />
                )
              ) : null;
              return (
                <li key={tile.id} className={isCompact ? '' : 'min-h-0'}>
                  {onSelect ? (
                    <button
                      type="button"
                      data-column={column}
                      data-row={row}
                      data-testid="tile"
                      data-tile-id={tile.id}
                      data-played={tile.isPlayed}
                      // Where a remote's first arrow press lands (remote-control.ts): the first tile still to play.
                      data-remote-start={tile.id === firstOpenTileId || undefined}
                      aria-label={label}
                      aria-disabled={tile.isPlayed || undefined}
                      onKeyDown={moveFocus}
                      onClick={() => {
                        if (!tile.isPlayed) onSelect(tile.id);
                      }}
                      className={`${base} ${look} ${
                        tile.isPlayed
                          ? 'cursor-not-allowed'
                          : 'transition-transform hover:scale-[1.04] focus-visible:scale-[1.06] focus-visible:outline-[clamp(4px,0.6vh,10px)] focus-visible:outline-offset-[clamp(3px,0.45vh,8px)] focus-visible:outline-ink-950 dark:focus-visible:outline-white'
                      }`}
                    >
                      {mark}
                      <span className={tile.isPlayed ? 'line-through decoration-2' : ''}>{value}</span>
                    </button>
                  ) : (
                    <div
                      data-testid="tile"
                      data-tile-id={tile.id}
                      data-played={tile.isPlayed}
                      className={`${base} ${look}`}
                    >
                      <span className="sr-only">{label}</span>
                      <span aria-hidden="true" className="flex items-center gap-[0.25em]">
                        {mark}
                        <span className={tile.isPlayed ? 'line-through decoration-2' : ''}>{value}</span>
                      </span>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
