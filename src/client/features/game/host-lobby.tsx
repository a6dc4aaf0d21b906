import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { HostingRefusal } from './hosting-refusal';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { ApiRequestError } from '../../lib/api';
import { ConnectionBadge } from './connection-badge';
import { Dialog } from './dialog';
import { lockRoom, removePlayer } from './game-api';
import type { HostedGame } from './game-storage';
import { Lobby } from './lobby';
import { NotInGame } from './not-in-game';
import { useErrorText } from './use-error-text';
import { useGameConnection } from './use-game-connection';
import { isolate } from './format';

type Connection = ReturnType<typeof useGameConnection>;

type PanelProps = {
  gameId: string;
  hostToken: string | undefined;
  connection: Connection;
  onStarted: () => void;
};

/** The host's lobby controls over a live connection: lock, approve each player, remove a player, start. */
export function HostLobbyPanel({ gameId, hostToken, connection, onStarted }: PanelProps) {
  const { t } = useTranslation('game');
  const errorText = useErrorText();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsShop, setNeedsShop] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; nickname: string } | null>(null);
  const { snapshot, send } = connection;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    setNeedsShop(false);
    try {
      await action();
    } catch (failure) {
      const key = failure instanceof ApiRequestError ? failure.key : null;
      setError(errorText(key));
      setNeedsShop(key === 'game.errors.noCredits' || key === 'game.errors.premiumLocked');
    } finally {
      setBusy(false);
    }
  };

  /** A lobby command over the socket; a refusal shows its translated reason. */
  const command = (body: Parameters<typeof send>[0]) =>
    act(async () => {
      const ack = await send(body);
      if (!ack.ok) throw new ApiRequestError(409, ack.error.key);
    });

  const start = () =>
    act(async () => {
      const ack = await send({ type: 'start' });
      if (!ack.ok) throw new ApiRequestError(409, ack.error.key);
      onStarted();
    });

  if (!snapshot) return null;
  return (
    <>
      {error && <HostingRefusal text={error} needsShop={needsShop} />}
      <Lobby
        room={snapshot.room}
        host={{
          isBusy,
          onStart: () => void start(),
          onLock: (isLocked) => void act(() => lockRoom(gameId, hostToken, isLocked)),
          onRemove: (id, nickname) => setRemoving({ id, nickname }),
          approval: {
            isBusy,
            onApproval: (isOn) => void command({ type: 'set_approval', isOn }),
            onAdmit: (playerId) => void command({ type: 'admit_player', playerId }),
            onTurnAway: (playerId) => void command({ type: 'turn_away_player', playerId }),
          },
        }}
      />
      <Dialog
        isOpen={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('lobby.removeTitle', { name: isolate(removing?.nickname ?? '') })}
      >
        <p>{t('lobby.removeText')}</p>
        <div className="flex gap-2">
          <Button
            variant="danger"
            disabled={isBusy}
            data-testid="remove-confirm"
            onClick={() => {
              const target = removing;
              setRemoving(null);
              if (target) void act(() => removePlayer(gameId, hostToken, target.id));
            }}
          >
            {t('lobby.removeConfirm')}
          </Button>
          <Button variant="ghost" onClick={() => setRemoving(null)}>
            {t('actions.cancel')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** /room/{roomCode} for its host: players join while the host watches, then the game starts on /game/{gameId}. */
export function HostLobby({ hosted }: { hosted: HostedGame }) {
  const { t } = useTranslation('game');
  const navigate = useNavigate();
  const connection = useGameConnection({ role: 'host', gameId: hosted.gameId, token: hosted.hostToken });
  const phase = connection.snapshot?.view.phase;

  useEffect(() => {
    if (phase && phase !== 'lobby') void navigate(`/game/${hosted.gameId}`, { replace: true });
  }, [phase, hosted.gameId, navigate]);

  if (connection.status === 'refused') return <NotInGame reason={connection.refusal?.key} />;
  if (!connection.snapshot) return <LoadingIndicator size="lg" className="py-24" />;

  return (
    <div className="flex flex-col gap-6" data-testid="host-lobby">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-black">{t('lobby.title')}</h1>
        <ConnectionBadge status={connection.status} />
      </div>
      <HostLobbyPanel
        gameId={hosted.gameId}
        hostToken={hosted.hostToken}
        connection={connection}
        onStarted={() => void navigate(`/game/${hosted.gameId}`)}
      />
    </div>
  );
}
