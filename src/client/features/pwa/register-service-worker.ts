import type { Workbox } from 'workbox-window';
import { setPwaState } from './pwa-store';

let workbox: Workbox | undefined;

/** Registers /sw.js from the site root; a failure is only logged, never shown. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => setPwaState({ isUpdateAvailable: true }));
    await workbox.register();
  } catch (error) {
    console.warn('Service worker registration failed', error);
  }
}

/** Tells the waiting worker to take over, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) throw new Error('no service worker');
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
