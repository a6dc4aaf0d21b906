import { getPwaState, setPwaState } from './pwa-store';

type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredPrompt: BeforeInstallPromptEvent | null = null;

/** Keeps the browser's install prompt for our own card: can-install -> installing -> installed. */
export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    if (getPwaState().installState !== 'installed') setPwaState({ installState: 'can-install' });
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    setPwaState({ installState: 'installed' });
  });
}

/** Shows the browser's install dialog. Resolves to false when it could not be shown or was dismissed. */
export async function promptInstall(): Promise<boolean> {
  if (!deferredPrompt) return false;
  setPwaState({ installState: 'installing' });
  try {
    await deferredPrompt.prompt();
    const choice = await deferredPrompt.userChoice;
    deferredPrompt = null;
    const isAccepted = choice.outcome === 'accepted';
    setPwaState({ installState: isAccepted ? 'installed' : 'unavailable' });
    return isAccepted;
  } catch {
    setPwaState({ installState: 'can-install' });
    throw new Error('install failed');
  }
}
