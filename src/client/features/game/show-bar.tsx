import {
  BookOpenText,
  Keyboard,
  Languages,
  LogOut,
  Maximize,
  Minimize,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { Language } from '../../../shared/constants';
import type { ConnectionStatus } from '../../lib/socket';
import { applyLanguage } from '../preferences/preferences';
import { ConnectionBadge } from './connection-badge';
import { useGameFormat } from './format';
import { useHasVoice } from './read-aloud';
import { useDeviceChoice } from './show-effects';

/** Fullscreen for the whole game screen (bar included), on a user gesture. */
export function useFullscreen() {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line compat/compat -- only where fullscreen is supported (isSupported below) does this fire
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  // eslint-disable-next-line compat/compat -- undefined (so false) where the browser has no fullscreen (iOS Safari)
  const isSupported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return { isFullscreen, toggle, isSupported };
}

const ICON_BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl p-[0.45em] font-bold text-white hover:bg-white/15 aria-pressed:bg-white/20';

type Props = {
  /** The screen's heading: the room, or the player's name. */
  title: string;
  /** A shorter heading to show on a phone (the heading itself stays for screen readers). */
  shortTitle?: string;
  roomCode: string;
  status: ConnectionStatus;
  /** Mute is remembered per device; phones start muted (the TV plays the sounds). */
  isMutedByDefault: boolean;
  /** The host's help overlay of keyboard shortcuts. */
  onHelp?: () => void;
  isCompact?: boolean;
  /** The host's own actions (corrections, VAR reports, end the game). */
  children?: ReactNode;
};

/** The slim bar of a game screen: room code, connection, the host's actions, read aloud, mute, language, fullscreen, help and a way out. */
export function ShowBar({
  title,
  shortTitle,
  roomCode,
  status,
  isMutedByDefault,
  onHelp,
  isCompact = false,
  children,
}: Props) {
  const { t, i18n } = useTranslation('show');
  const appName = i18n.t('app.name', { ns: 'shell' });
  const format = useGameFormat();
  const [isMuted, setMuted] = useDeviceChoice('muted', isMutedByDefault);
  const [isReading, setReading] = useDeviceChoice('readAloud', false);
  const hasVoice = useHasVoice(format.lang);
  const fullscreen = useFullscreen();
  const next: Language = i18n.language === 'ar' ? 'en' : 'ar';
  const switchLanguage = async () => {
    await i18n.changeLanguage(next);
    applyLanguage(next);
  };
  const label = (text: string) =>
    isCompact ? (
      <span className="sr-only">{text}</span>
    ) : (
      <span className="sr-only 2xl:not-sr-only">{text}</span>
    );

  return (
    <header
      className="show-bar flex shrink-0 items-center gap-1.5 bg-brand-950 px-2 text-[clamp(0.875rem,1.5vh,2.1rem)] text-white shadow-lg sm:gap-2 sm:px-[clamp(1rem,1vw,3rem)]"
      data-testid="show-bar"
    >
      <h1 className="min-w-0 truncate font-black text-[clamp(1rem,2.2vh,2.6rem)]">
        {/* The TV shows the brand beside the room code; the heading's text stays whole for screen readers. */}
        <span className="sr-only">{title}</span>
        <span aria-hidden="true" className={isCompact ? '' : 'text-gold-300'}>
          {isCompact ? (shortTitle ?? title) : appName}
        </span>
      </h1>
      <span
        className="shrink-0 rounded-lg bg-gold-400 px-2 py-0.5 font-black tracking-widest text-ink-950 tabular-nums text-[clamp(0.9rem,2vh,2.4rem)]"
        data-testid="bar-room-code"
        dir="ltr"
      >
        <span className="sr-only">{t('roomCode')} </span>
        {roomCode}
      </span>
      <ConnectionBadge status={status} isCompact={isCompact} />
      <div className="ms-auto flex min-w-0 items-center gap-1">
        {children}
        {hasVoice && (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-pressed={isReading}
            onClick={() => setReading(!isReading)}
            title={t('readEvery')}
            data-testid="read-aloud-toggle"
          >
            <BookOpenText aria-hidden="true" className="size-[1.3em]" />
            {label(t('readEvery'))}
          </button>
        )}
        <button
          type="button"
          className={ICON_BUTTON}
          aria-pressed={isMuted}
          onClick={() => setMuted(!isMuted)}
          title={t('mute')}
          data-testid="mute"
        >
          {isMuted ? (
            <VolumeX aria-hidden="true" className="size-[1.3em]" />
          ) : (
            <Volume2 aria-hidden="true" className="size-[1.3em]" />
          )}
          {label(t('mute'))}
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          onClick={() => void switchLanguage()}
          lang={next}
          aria-label={t('switchLanguage')}
          title={t('switchLanguage')}
          data-testid="bar-language"
        >
          <Languages aria-hidden="true" className="size-[1.3em]" />
          <span className={isCompact ? 'sr-only' : ''}>{next === 'ar' ? 'العربية' : 'English'}</span>
        </button>
        {fullscreen.isSupported && (
          <button
            type="button"
            className={ICON_BUTTON}
            aria-pressed={fullscreen.isFullscreen}
            onClick={fullscreen.toggle}
            title={t('fullscreen')}
            data-testid="fullscreen"
          >
            {fullscreen.isFullscreen ? (
              <Minimize aria-hidden="true" className="size-[1.3em]" />
            ) : (
              <Maximize aria-hidden="true" className="size-[1.3em]" />
            )}
            {label(t('fullscreen'))}
          </button>
        )}
        {onHelp && (
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={onHelp}
            title={t('shortcuts.open')}
            data-testid="shortcut-help-open"
          >
            <Keyboard aria-hidden="true" className="size-[1.3em]" />
            {label(t('shortcuts.open'))}
          </button>
        )}
        <Link to="/" className={ICON_BUTTON} title={t('exit')} data-testid="exit-game">
          <LogOut aria-hidden="true" className="size-[1.3em] rtl:-scale-x-100" />
          {label(t('exit'))}
        </Link>
      </div>
    </header>
  );
}
