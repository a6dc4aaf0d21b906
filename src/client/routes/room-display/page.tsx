import '../../features/game/game.css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useCategories } from '../../features/categories/get-categories';
import { useBoardCategoryNamer } from '../../features/community/use-board-category-namer';
import { DisplayGame } from '../../features/game/display-game';
import { useCategoryIcons } from '../../features/game/format';
import { isCompleteJoinCode, normalizeJoinCodeInput } from '../../features/game/join-code';
import { NotInGame } from '../../features/game/not-in-game';
import { useGameConnection } from '../../features/game/use-game-connection';

function DisplayRoom({ roomCode }: { roomCode: string }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const auth = useMemo(() => ({ role: 'display' as const, roomCode }), [roomCode]);
  const connection = useGameConnection(auth);
  const categoryName = useBoardCategoryNamer(connection.snapshot?.view.categoryIds);
  const categoryIcon = useCategoryIcons(useCategories().data?.categories);
  const rematch = connection.rematch;
  useEffect(() => {
    document.title = t('display.title', { code: roomCode });
  }, [t, roomCode]);
  useEffect(() => {
    if (rematch) void navigate(`/room/${rematch.roomCode}/display`, { replace: true });
  }, [rematch, navigate]);

  if (connection.status === 'refused') {
    return <NotInGame title={t('display.unavailable')} reason={connection.refusal?.key} />;
  }
  if (!connection.snapshot) return <LoadingIndicator size="lg" className="show-stage min-h-dvh py-24" />;
  return <DisplayGame connection={connection} categoryName={categoryName} categoryIcon={categoryIcon} />;
}

/** /room/{roomCode}/display: the read-only TV view of a room, joined by its code. */
export function Component() {
  const params = useParams();
  const roomCode = normalizeJoinCodeInput(params.roomCode ?? '');
  if (!isCompleteJoinCode(roomCode)) return <NotInGame reason="game.errors.roomNotFound" />;
  // Play again moves the TV to a new room code: a new connection, not the old one's state.
  return <DisplayRoom key={roomCode} roomCode={roomCode} />;
}
