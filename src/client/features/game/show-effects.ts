/**
 * What makes the game screens a show beyond their layout: this device's own choices (mute, read aloud), the
 * sounds, the screen kept awake, a buzz on "your turn", scores that count up, and respect for reduced motion.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GameView } from '../../../shared/game/views';
import { readStorage, writeStorage } from '../../lib/storage';
import { playCue } from './sound';
import { cuesBetween, soundMoment, type SoundMoment } from './sound-cues';
import { useCountdown } from './use-countdown';

// ---- This device's choices, kept in local storage and shared by every part of the screen ----

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export type DeviceChoice = 'muted' | 'readAloud';

/** An on/off choice of this device (not of the game): mute, read every question aloud. */
export function useDeviceChoice(
  choice: DeviceChoice,
  fallback: boolean,
): [boolean, (value: boolean) => void] {
  const key = `game-${choice}`;
  const stored = useSyncExternalStore(subscribe, () => readStorage(key));
  const value = stored === null ? fallback : stored === '1';
  const set = (next: boolean) => {
    writeStorage(key, next ? '1' : '0');
    for (const notify of listeners) notify();
  };
  return [value, set];
}

// ---- Motion ----

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the operating system asks for less motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(REDUCED_MOTION);
      query?.addEventListener('change', notify);
      return () => query?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
  );
}

const COUNT_UP_MS = 900;

/** A number that counts up (or down) to its new value; jumps straight there under reduced motion. */
export function useCountUp(value: number): number {
  const isReduced = useReducedMotion();
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    if (isReduced || from.current === value) {
      from.current = value;
      setShown(value);
      return;
    }
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / COUNT_UP_MS);
      const eased = 1 - (1 - progress) ** 3;
      const current = Math.round(origin + (value - origin) * eased);
      from.current = current;
      setShown(current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, isReduced]);
  return shown;
}

// ---- Sound ----

/** Plays the game's sounds on this screen while the game's sound option is on and this device is not muted. */
export function useGameSounds(view: GameView, clockOffsetMs: number, isOn: boolean): void {
  const countdown = useCountdown(view.openTile?.timer ?? null, clockOffsetMs);
  const moment = soundMoment(view, countdown);
  const last = useRef<SoundMoment | null>(null);
  const key = JSON.stringify(moment);
  useEffect(() => {
    const next = JSON.parse(key) as SoundMoment;
    const cues = cuesBetween(last.current, next);
    last.current = next;
    if (isOn) for (const cue of cues) playCue(cue);
  }, [key, isOn]);
}

// ---- Screen Wake Lock ----

/** Keeps the screen on while `isActive` (a game in play), and again after the tab comes back to the front. */
export function useWakeLock(isActive: boolean): void {
  useEffect(() => {
    if (!isActive || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isDone = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      // eslint-disable-next-line compat/compat -- guarded above: 'wakeLock' in navigator
      navigator.wakeLock
        .request('screen')
        .then((lock) => {
          if (isDone) void lock.release();
          else sentinel = lock;
        })
        .catch(() => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      isDone = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, [isActive]);
}

// ---- Vibration ----

const YOUR_TURN_BUZZ = [120, 80, 120];

/** A short buzz when the turn passes to this player's team, where the phone can vibrate. */
export function useYourTurnBuzz(view: Pick<GameView, 'phase' | 'turnTeamId'>, teamId: string): void {
  const isYours = view.phase !== 'lobby' && view.phase !== 'finished' && view.turnTeamId === teamId;
  const was = useRef(isYours);
  useEffect(() => {
    if (isYours && !was.current && 'vibrate' in navigator) navigator.vibrate(YOUR_TURN_BUZZ);
    was.current = isYours;
  }, [isYours]);
}
