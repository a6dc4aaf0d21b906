import { Pause, PhoneCall } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { announcedMoment, fractionLeft, secondsShown, type CountdownNow } from './countdown';
import { clockText, useGameFormat } from './format';

type Props = { countdown: CountdownNow; size?: 'sm' | 'md' | 'lg' };

const RADIUS = 45;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The question countdown as a ring and m:ss, the phone-a-friend call time while a call is on, and a polite live
 * region that speaks only at a few moments (60, 30 and 10 seconds left, time up), not every second.
 */
export function CountdownDisplay({ countdown, size = 'lg' }: Props) {
  const { t } = useTranslation('game');
  const format = useGameFormat();
  const seconds = secondsShown(countdown.remainingMs);
  const durationSec = secondsShown(countdown.durationMs);
  const moment =
    countdown.status === 'running' || countdown.status === 'expired'
      ? announcedMoment(seconds, durationSec)
      : null;
  const announcement =
    countdown.status === 'expired' || moment === 0
      ? t('countdown.timeUp')
      : countdown.status === 'paused'
        ? t('countdown.paused')
        : countdown.status === 'call'
          ? t('countdown.callOn')
          : moment !== null
            ? t('countdown.secondsLeft', { count: moment })
            : '';
  const isUrgent = countdown.status === 'running' && seconds <= 10;
  const ringColour =
    countdown.status === 'expired'
      ? 'text-red-600'
      : isUrgent
        ? 'text-red-600'
        : countdown.status === 'running'
          ? 'text-brand-600'
          : 'text-ink-400';
  const box = size === 'lg' ? 'size-[clamp(6.5rem,19vh,26rem)]' : size === 'md' ? 'size-20' : 'size-14';
  const callSeconds = countdown.callRemainingMs === null ? null : secondsShown(countdown.callRemainingMs);

  return (
    <div className="flex flex-col items-center gap-2" data-testid="countdown" data-status={countdown.status}>
      <div
        role="timer"
        aria-label={t('countdown.label', { time: clockText(seconds, format.number) })}
        className={`relative ${box}`}
      >
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            className="fill-none stroke-ink-200 dark:stroke-ink-800"
            strokeWidth="8"
          />
          <circle
            cx="50"
            cy="50"
            r={RADIUS}
            className={`fill-none stroke-current transition-[stroke-dashoffset] duration-200 ${ringColour}`}
            strokeWidth="8"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fractionLeft(countdown))}
          />
        </svg>
        <span
          // Each of the last seconds pops in anew.
          key={isUrgent ? seconds : 'calm'}
          aria-hidden="true"
          data-testid="countdown-seconds"
          className={`absolute inset-0 flex items-center justify-center font-black tabular-nums ${
            size === 'lg' ? 'text-[clamp(1.75rem,5.5vh,7.5rem)]' : size === 'md' ? 'text-2xl' : 'text-lg'
          } ${isUrgent ? 'show-pop' : ''} ${isUrgent || countdown.status === 'expired' ? 'text-red-700 dark:text-red-400' : ''}`}
        >
          {clockText(seconds, format.number)}
        </span>
      </div>
      {countdown.status === 'call' && callSeconds !== null && (
        <p className="flex items-center gap-2 rounded-full bg-purple-100 px-3 py-1 font-bold text-purple-900 dark:bg-purple-950 dark:text-purple-100">
          <PhoneCall aria-hidden="true" className="size-4" />
          {t('countdown.call', { time: clockText(callSeconds, format.number) })}
        </p>
      )}
      {countdown.status === 'paused' && (
        <p className="flex items-center gap-2 font-bold">
          <Pause aria-hidden="true" className="size-4" />
          {t('countdown.paused')}
        </p>
      )}
      {countdown.status === 'expired' && (
        <p className="font-black text-red-700 dark:text-red-400">{t('countdown.timeUp')}</p>
      )}
      <p className="sr-only" aria-live="polite" data-testid="countdown-announcement">
        {announcement}
      </p>
    </div>
  );
}
