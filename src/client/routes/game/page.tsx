import '../../features/game/game.css';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { gameIdSchema } from '../../../shared/contracts/game';
import type { SocketAuth } from '../../../shared/contracts/realtime';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { useCategories } from '../../features/categories/get-categories';
import { useBoardCategoryNamer } from '../../features/community/use-board-category-namer';
import { useCategoryIcons } from '../../features/game/format';
import { startGameQueue } from '../../features/game/game-queue';
import { forgetJoinedGame, hostedGame, joinedGame, saveJoinedGame } from '../../features/game/game-storage';
import { HostGame } from '../../features/game/host-game';
import { NotInGame } from '../../features/game/not-in-game';
import { PlayerGame } from '../../features/game/player-game';
import { useGameConnection } from '../../features/game/use-game-connection';
import { WaitingRoom } from '../../features/game/waiting-room';
import { useAchievementAnnouncer } from '../../features/solo/achievements-api';

/** Who this device is in the game: the host (kept host token, or the signed-in host), or a player. */
function authFor(gameId: string): SocketAuth {
  const player = joinedGame(gameId);
  const host = hostedGame(gameId);
  if (host) return { role: 'host', gameId, token: host.hostToken };
  if (player) return { role: 'player', gameId, token: player.playerToken };
  return { role: 'host', gameId };
}

function LiveGame({ gameId }: { gameId: string }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const auth = useMemo(() => authFor(gameId), [gameId]);
  const connection = useGameConnection(auth);
  const categoryName = useBoardCategoryNamer(connection.snapshot?.view.categoryIds);
  const categoryIcon = useCategoryIcons(useCategories().data?.categories);
  const { t: tApproval } = useTranslation('approval');
  const { rematch, isRemoved, isTurnedAway, snapshot, lastAchievements } = connection;
  const role = snapshot?.viewer.role;
  const announceAchievements = useAchievementAnnouncer();

  useEffect(() => {
    document.title = t('host.documentTitle');
  }, [t]);
  useEffect(() => {
    // Play again: a player keeps the same token for the new game.
    if (!rematch || role !== 'player') return;
    const player = joinedGame(gameId);
    if (player) saveJoinedGame({ ...player, gameId: rematch.gameId, roomCode: rematch.roomCode });
    void navigate(`/game/${rematch.gameId}`, { replace: true });
  }, [rematch, role, gameId, navigate]);
  useEffect(() => {
    // The game ended with achievements for this device's person: toasted here and now, once (the announce marks them).
    if (lastAchievements) void announceAchievements();
  }, [lastAchievements, announceAchievements]);
  useEffect(() => {
    if (isRemoved || isTurnedAway) forgetJoinedGame(gameId);
  }, [isRemoved, isTurnedAway, gameId]);

  if (isRemoved) return <NotInGame title={t('player.removedTitle')} reason="game.errors.playerRemoved" />;
  const isRefusedEntry = isTurnedAway || connection.refusal?.key === 'game.errors.playerTurnedAway';
  if (isRefusedEntry) {
    return <NotInGame title={tApproval('turnedAwayTitle')} message={tApproval('turnedAwayText')} />;
  }
  if (connection.waiting && auth.role === 'player') {
    return <WaitingRoom waiting={connection.waiting} connection={connection} />;
  }
  if (connection.status === 'refused') return <NotInGame reason={connection.refusal?.key} />;
  if (!snapshot) return <LoadingIndicator size="lg" className="show-stage min-h-dvh py-24" />;
  if (snapshot.viewer.role === 'player' && auth.role === 'player') {
    return (
      <PlayerGame
        gameId={gameId}
        playerToken={auth.token}
        connection={connection}
        categoryName={categoryName}
        categoryIcon={categoryIcon}
      />
    );
  }
  if (snapshot.viewer.role === 'host') {
    return (
      <HostGame
        gameId={gameId}
        hostToken={auth.role === 'host' ? auth.token : undefined}
        connection={connection}
        categoryName={categoryName}
        categoryIcon={categoryIcon}
      />
    );
  }
  return <NotInGame />;
}

/** /game/{gameId}: the host's board for the TV, or a player's phone view, by the token this device keeps. */
export function Component() {
  const params = useParams();
  const parsed = gameIdSchema.safeParse(params.gameId);
  useEffect(() => startGameQueue(), []);
  if (!parsed.success) return <NotInGame reason="game.errors.gameNotFound" />;
  // A new game id is a new connection: remount rather than carry state over.
  return <LiveGame key={parsed.data} gameId={parsed.data} />;
}
