import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../../shared/constants';
import { readJson } from '../../lib/storage';
import { type ConnectionInfo, type ConnectionQuality, connectionQuality } from './connection-quality';

export type InstallState = 'unavailable' | 'can-install' | 'installing' | 'installed';

export type PwaState = {
  installState: InstallState;
  isUpdateAvailable: boolean;
  isOnline: boolean;
  isStandalone: boolean;
  quality: ConnectionQuality;
  queuedActions: number;
  isSyncing: boolean;
};

type NavigatorWithConnection = Navigator & {
  connection?: ConnectionInfo & EventTarget;
};

function readQueuedActions(): number {
  const queue = readJson<unknown>(STORAGE_KEYS.offlineQueue, []);
  return Array.isArray(queue) ? queue.length : 0;
}

function currentQuality(isOnline: boolean): ConnectionQuality {
  return connectionQuality(isOnline, (navigator as NavigatorWithConnection).connection);
}

function isStandaloneDisplay(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches ?? false;
}

/** The state a prerendered page was rendered in: it hydrates in this state, then shows the browser's own. */
const PRERENDERED_STATE: PwaState = {
  installState: 'unavailable',
  isUpdateAvailable: false,
  isOnline: true,
  isStandalone: false,
  quality: 'good',
  queuedActions: 0,
  isSyncing: false,
};

let state: PwaState = {
  ...PRERENDERED_STATE,
  isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
};
const listeners = new Set<() => void>();

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getPwaState(): PwaState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwaState(): PwaState {
  // The browser may have offered to install the app, or gone offline, before the page hydrated.
  return useSyncExternalStore(subscribe, getPwaState, () => PRERENDERED_STATE);
}

/** Re-reads the offline queue's length (call after the queue changes). */
export function refreshQueuedActions(): void {
  setPwaState({ queuedActions: readQueuedActions() });
}

/** Follows online/offline, the connection's quality, display mode and the offline queue's size. */
export function watchConnection(): void {
  const update = () =>
    setPwaState({
      isOnline: navigator.onLine,
      quality: currentQuality(navigator.onLine),
      isStandalone: isStandaloneDisplay(),
      queuedActions: readQueuedActions(),
    });
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  (navigator as NavigatorWithConnection).connection?.addEventListener('change', update);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.offlineQueue) refreshQueuedActions();
  });
  if (isStandaloneDisplay()) setPwaState({ installState: 'installed' });
}
