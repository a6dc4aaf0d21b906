import { Check, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES } from '../../../shared/constants';
import type { GameView, TileView } from '../../../shared/game/views';
import { isolate, useGameFormat } from './format';
import { TEAM_COLOUR_CLASSES } from './team-colours';

type Props = {
  view: Pick<GameView, 'categoryIds' | 'tiles' | 'teams'>;
  categoryName: (categoryId: string) => string;
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

/** The 6 x 6 board: category headers, tiles with their values, played tiles dimmed with who won them. */
export function Board({ view, categoryName, onSelect, isCompact = false }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const teamOf = (teamId: string | null) => view.teams.find((team) => team.id === teamId);

  return (
    <div
      role="group"
      aria-label={t('board.label')}
      // On a phone each category is a row of its six tiles; on the TV each is a column.
      className={isCompact ? 'flex flex-col gap-1.5' : 'grid grid-cols-6 gap-2 md:gap-3'}
      data-testid="board"
    >
      {view.categoryIds.map((categoryId, column) => (
        <section
          key={categoryId}
          aria-labelledby={`column-${categoryId}`}
          className={isCompact ? 'flex items-center gap-2' : 'flex min-w-0 flex-col gap-2'}
        >
          <h3
            id={`column-${categoryId}`}
            className={`flex items-center justify-center overflow-hidden rounded-xl bg-brand-900 text-center font-extrabold hyphens-auto text-white [overflow-wrap:anywhere] ${
              isCompact
                ? 'h-9 w-24 shrink-0 p-1 text-xs leading-tight'
                : 'h-16 p-2 text-sm leading-snug md:h-20 md:text-lg'
            }`}
          >
            {categoryName(categoryId)}
          </h3>
          <ul className={isCompact ? 'grid flex-1 grid-cols-6 gap-1' : 'flex flex-col gap-2'}>
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
              const base = `flex w-full items-center justify-center gap-1 rounded-xl font-black tabular-nums ${
                isCompact ? 'h-9 text-sm' : 'h-[clamp(3rem,9vh,6.5rem)] text-xl md:text-3xl'
              }`;
              const look = tile.isPlayed
                ? 'bg-ink-200 text-ink-600 dark:bg-ink-800 dark:text-ink-400'
                : tile.isOpen
                  ? 'bg-white text-brand-900 ring-4 ring-gold-400 dark:bg-ink-100'
                  : 'bg-gold-400 text-ink-950';
              const mark = tile.isPlayed ? (
                winner ? (
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-4 items-center justify-center rounded-full ${TEAM_COLOUR_CLASSES[winner.colour].dot}`}
                  >
                    <Check className="size-3 text-white" />
                  </span>
                ) : (
                  <X aria-hidden="true" className="size-4" />
                )
              ) : null;
              return (
                <li key={tile.id}>
                  {onSelect ? (
                    <button
                      type="button"
                      data-column={column}
                      data-row={row}
                      data-testid="tile"
                      data-tile-id={tile.id}
                      data-played={tile.isPlayed}
                      aria-label={label}
                      aria-disabled={tile.isPlayed || undefined}
                      onKeyDown={moveFocus}
                      onClick={() => {
                        if (!tile.isPlayed) onSelect(tile.id);
                      }}
                      className={`${base} ${look} ${
                        tile.isPlayed
                          ? 'cursor-not-allowed'
                          : 'shadow-md transition-transform hover:scale-105'
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
                      <span aria-hidden="true" className="flex items-center gap-1">
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
