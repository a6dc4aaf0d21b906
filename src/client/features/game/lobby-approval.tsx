import { Check, UserCheck, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { RoomInfo } from '../../../shared/contracts/game';
import { Button } from '../../components/ui/button';
import { isolate } from './format';
import { TEAM_COLOUR_CLASSES } from './team-colours';

export type ApprovalActions = {
  onApproval: (isOn: boolean) => void;
  onAdmit: (playerId: string) => void;
  onTurnAway: (playerId: string) => void;
  isBusy: boolean;
};

/** Announces, politely, each player who starts waiting (their nickname), for the host's screen reader. */
function useArrivalAnnouncement(room: RoomInfo): string {
  const { t } = useTranslation('approval');
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const ids = new Set(room.waitingPlayers.map((player) => player.id));
    const previous = seen.current;
    seen.current = ids;
    if (!previous) return;
    const arrived = room.waitingPlayers.filter((player) => !previous.has(player.id));
    if (arrived.length > 0) {
      setAnnouncement(arrived.map((player) => t('arrived', { name: isolate(player.nickname) })).join('. '));
    }
  }, [room.waitingPlayers, t]);
  return announcement;
}

/**
 * Approve each player in the lobby: the host's switch, and the players waiting with "let in" and "turn away"
 * (the TV shows the list without the buttons). New arrivals are announced to screen readers.
 */
export function LobbyApproval({ room, host }: { room: RoomInfo; host?: ApprovalActions | undefined }) {
  const { t } = useTranslation('approval');
  const hintId = useId();
  const announcement = useArrivalAnnouncement(room);
  const waiting = room.waitingPlayers;
  const isListShown = waiting.length > 0 || (host !== undefined && room.isApprovalOn);
  if (!host && !isListShown) return null;
  return (
    <section
      aria-labelledby="approval-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink-200 md:p-5 dark:bg-ink-900 dark:ring-ink-700"
      data-testid="lobby-approval"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="approval-title" className="flex items-center gap-2 text-xl font-extrabold">
          <UserCheck aria-hidden="true" className="size-6" />
          {host ? t('toggle') : t('waitingTitle')}
        </h2>
        {host && (
          <button
            type="button"
            role="switch"
            aria-checked={room.isApprovalOn}
            aria-labelledby="approval-title"
            aria-describedby={hintId}
            disabled={host.isBusy}
            onClick={() => host.onApproval(!room.isApprovalOn)}
            data-testid="approval-switch"
            className="relative inline-flex h-8 w-14 shrink-0 items-center rounded-full bg-ink-300 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:opacity-60 aria-checked:bg-brand-700 dark:bg-ink-600 dark:aria-checked:bg-brand-500"
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${room.isApprovalOn ? 'translate-x-7 rtl:-translate-x-7' : 'translate-x-1 rtl:-translate-x-1'}`}
            />
          </button>
        )}
      </div>
      {host && (
        <p id={hintId} className="text-ink-700 dark:text-ink-300">
          {t('toggleHint')}
        </p>
      )}
      {isListShown && (
        <div className="flex flex-col gap-2">
          {host && <h3 className="font-bold">{t('waitingTitle')}</h3>}
          <p aria-live="polite" className="font-semibold" data-testid="waiting-count">
            {t('waitingCount', { count: waiting.length })}
          </p>
          {waiting.length > 0 && (
            <ul className="flex flex-col divide-y divide-ink-100 dark:divide-ink-800">
              {waiting.map((player) => {
                const team = room.teams.find((candidate) => candidate.id === player.teamId);
                return (
                  <li
                    key={player.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                    data-testid="waiting-player"
                  >
                    <div className="flex min-w-0 flex-col">
                      <span className="text-lg font-bold break-words">{player.nickname}</span>
                      {team && (
                        <span className="flex items-center gap-2 text-sm text-ink-700 dark:text-ink-300">
                          <span
                            aria-hidden="true"
                            className={`inline-block size-3 rounded-full ${TEAM_COLOUR_CLASSES[team.colour].dot}`}
                          />
                          {t('wantsTeam', { team: isolate(team.name) })}
                        </span>
                      )}
                    </div>
                    {host && (
                      <div className="flex gap-2">
                        <Button
                          disabled={host.isBusy}
                          onClick={() => host.onAdmit(player.id)}
                          aria-label={t('letInName', { name: isolate(player.nickname) })}
                          data-testid="admit-player"
                        >
                          <Check aria-hidden="true" className="size-4" />
                          {t('letIn')}
                        </Button>
                        <Button
                          variant="danger"
                          disabled={host.isBusy}
                          onClick={() => host.onTurnAway(player.id)}
                          aria-label={t('turnAwayName', { name: isolate(player.nickname) })}
                          data-testid="turn-away-player"
                        >
                          <X aria-hidden="true" className="size-4" />
                          {t('turnAway')}
                        </Button>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      {host && (
        <p aria-live="polite" className="sr-only" data-testid="approval-announcement">
          {announcement}
        </p>
      )}
    </section>
  );
}
