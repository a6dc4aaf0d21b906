import { Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import type { ConnectionStatus } from '../../lib/socket';

/** Live, reconnecting or refused: the game connection's state, announced politely when it changes. */
export function ConnectionBadge({
  status,
  isCompact = false,
}: {
  status: ConnectionStatus;
  isCompact?: boolean;
}) {
  const { t } = useTranslation('game');
  const isLive = status === 'connected';
  return (
    <span
      role="status"
      data-testid="connection"
      data-status={status}
      title={t(`connection.${status}`)}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full font-bold ${isCompact ? 'p-1.5' : 'px-3 py-1 text-[clamp(0.875rem,1.3vh,1.8rem)]'} ${
        isLive
          ? 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
      }`}
    >
      {isLive ? (
        <Wifi aria-hidden="true" className="size-[1.1em]" />
      ) : (
        <WifiOff aria-hidden="true" className="size-[1.1em]" />
      )}
      <span className={isCompact ? 'sr-only' : ''}>{t(`connection.${status}`)}</span>
    </span>
  );
}
