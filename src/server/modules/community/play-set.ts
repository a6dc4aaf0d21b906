import { randomInt } from 'node:crypto';
import { BOARD_CATEGORY_COUNT } from '../../../shared/constants';
import type { CreateGameResult } from '../../../shared/contracts/game';
import type { GameOptions } from '../../../shared/game/commands';
import { AppError } from '../../http/app-error';
import { listCategories } from '../categories/list-categories';
import { createGame, type HostIdentity } from '../games/create-game';
import type { GamesContext } from '../games/games-context';
import { isColumnPlayable, loadColumnCounts } from './list-sets';
import { findVisibleSet } from './set-access';

/**
 * "Play this set": a team game whose board is the set's playable columns (a full 6x6 set is the whole board),
 * the remaining columns from the bank (those asked for, else playable ones at random). The game is created and
 * later drawn by the same code as any other game.
 */
export async function playQuestionSet(
  ctx: GamesContext,
  setId: string,
  input: { options: GameOptions; bankCategoryIds: string[] },
  host: HostIdentity,
): Promise<CreateGameResult> {
  await findVisibleSet(ctx.db, setId, host.userId);
  const columns = (await loadColumnCounts(ctx.db, [setId])).filter((c) => isColumnPlayable(c.counts));
  if (columns.length === 0) throw new AppError('VALIDATION', 'community.errors.setNotPlayable');
  const setCategoryIds = columns.slice(0, BOARD_CATEGORY_COUNT).map((c) => c.categoryId);
  const missing = BOARD_CATEGORY_COUNT - setCategoryIds.length;
  let bankIds = input.bankCategoryIds.filter((id) => !setCategoryIds.includes(id)).slice(0, missing);
  if (bankIds.length < missing) {
    const playable = (await listCategories(ctx.db)).filter((c) => c.isPlayable && !bankIds.includes(c.id));
    while (bankIds.length < missing && playable.length > 0) {
      bankIds = [...bankIds, playable.splice(randomInt(playable.length), 1)[0]!.id];
    }
  }
  if (bankIds.length < missing) throw new AppError('VALIDATION', 'community.errors.setNotPlayable');
  return createGame(
    ctx,
    { options: input.options, categoryIds: [...setCategoryIds, ...bankIds] },
    host,
    setCategoryIds,
  );
}
