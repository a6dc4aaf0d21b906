import { Copy, Lock, LockOpen, Play, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { RoomInfo } from '../../../shared/contracts/game';
import { Button } from '../../components/ui/button';
import { LobbyApproval, type ApprovalActions } from './lobby-approval';
import { RoomQr } from './room-qr';
import { TEAM_COLOUR_CLASSES } from './team-colours';
import { isolate } from './format';

/** The link players open to join this room (the code is filled in for them). */
export function joinUrlFor(roomCode: string): string {
  return `${window.location.origin}/room/join?code=${roomCode}`;
}

type HostActions = {
  onLock: (isLocked: boolean) => void;
  onRemove: (playerId: string, nickname: string) => void;
  onStart: () => void;
  isBusy: boolean;
  approval: ApprovalActions;
};

type Props = {
  room: RoomInfo;
  /** The host's controls; the TV display shows the lobby without them. */
  host?: HostActions;
};

/** The room code large and as a QR code, the join link, the teams with their players, and the host's controls. */
export function Lobby({ room, host }: Props) {
  const { t } = useTranslation('game');
  const [isCopied, setCopied] = useState(false);
  const joinUrl = joinUrlFor(room.roomCode);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(joinUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="room-code-title"
        className="flex flex-col items-center gap-6 rounded-3xl bg-gradient-to-br from-brand-800 to-ink-950 p-6 text-white md:flex-row md:justify-around md:p-10"
      >
        <div className="flex flex-col items-center gap-2 text-center">
          <h2 id="room-code-title" className="text-xl font-bold text-gold-300">
            {t('lobby.code')}
          </h2>
          <p
            dir="ltr"
            className="font-mono text-6xl font-black tracking-[0.2em] tabular-nums md:text-8xl"
            data-testid="room-code"
          >
            {room.roomCode}
          </p>
          <p className="max-w-sm text-white/90">{t('lobby.howToJoin')}</p>
          <p dir="ltr" className="text-sm break-all text-white/90" data-testid="join-link">
            {joinUrl}
          </p>
          {host && (
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden="true" className="size-4" />
              {isCopied ? t('lobby.copied') : t('lobby.copyLink')}
            </Button>
          )}
        </div>
        <RoomQr url={joinUrl} />
      </section>

      <LobbyApproval room={room} host={host?.approval} />

      <section aria-labelledby="teams-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="teams-title" className="flex items-center gap-2 text-2xl font-extrabold">
            <Users aria-hidden="true" className="size-6" />
            {t('lobby.teams')}
          </h2>
          <p aria-live="polite" className="font-semibold" data-testid="player-count">
            {t('lobby.playerCount', { count: room.players.length })}
          </p>
        </div>
        <ul className={`grid gap-4 ${room.teams.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
          {room.teams.map((team) => {
            const players = room.players.filter((player) => player.teamId === team.id);
            const colours = TEAM_COLOUR_CLASSES[team.colour];
            return (
              <li
                key={team.id}
                className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200 dark:bg-ink-900 dark:ring-ink-700"
                data-testid="lobby-team"
              >
                <h3 className={`px-4 py-3 text-xl font-extrabold ${colours.fill} ${colours.text}`}>
                  {team.name}
                </h3>
                {players.length === 0 ? (
                  <p className="p-4 text-ink-600 dark:text-ink-300">{t('lobby.noPlayers')}</p>
                ) : (
                  <ul className="divide-y divide-ink-100 dark:divide-ink-800">
                    {players.map((player) => (
                      <li
                        key={player.id}
                        className="flex items-center justify-between gap-2 px-4 py-2"
                        data-testid="lobby-player"
                      >
                        <span className="font-semibold">{player.nickname}</span>
                        {host && (
                          <button
                            type="button"
                            onClick={() => host.onRemove(player.id, player.nickname)}
                            disabled={host.isBusy}
                            aria-label={t('lobby.remove', { name: isolate(player.nickname) })}
                            className="rounded-lg p-2 text-red-700 hover:bg-red-50 disabled:opacity-60 dark:text-red-400 dark:hover:bg-red-950"
                          >
                            <UserMinus aria-hidden="true" className="size-5" />
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      {host && (
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Button
            variant="ghost"
            size="lg"
            onClick={() => host.onLock(!room.isLocked)}
            disabled={host.isBusy}
            aria-pressed={room.isLocked}
            data-testid="lock-room"
          >
            {room.isLocked ? (
              <LockOpen aria-hidden="true" className="size-5" />
            ) : (
              <Lock aria-hidden="true" className="size-5" />
            )}
            {room.isLocked ? t('lobby.unlock') : t('lobby.lock')}
          </Button>
          <Button size="lg" onClick={host.onStart} disabled={host.isBusy} data-testid="start-game">
            <Play aria-hidden="true" className="size-5" />
            {t('lobby.start')}
          </Button>
        </div>
      )}
      {room.isLocked && (
        <p className="text-center font-bold text-red-700 dark:text-red-400" data-testid="room-locked">
          {t('lobby.locked')}
        </p>
      )}
    </div>
  );
}
