import type { PwaState } from './pwa-store';

type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredPrompt: BeforeInstallPromptEvent | null = null;

/** The PWA store loads after the page is interactive; the install events reach it, in order, once it has. */
function updateStore(update: (state: PwaState) => Partial<PwaState> | null): Promise<void> {
  return import('./pwa-store').then(({ getPwaState, setPwaState }) => {
    const patch = update(getPwaState());
    if (patch) setPwaState(patch);
  });
}

/** Keeps the browser's install prompt for our own card: can-install -> installing -> installed. */
export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    void updateStore((state) =>
      state.installState !== 'installed' ? { installState: 'can-install' } : null,
    );
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    void updateStore(() => ({ installState: 'installed' }));
  });
}

/** Shows the browser's install dialog. Resolves to false when it could not be shown or was dismissed. */
export async function promptInstall(): Promise<boolean> {
  if (!deferredPrompt) return false;
  const { setPwaState } = await import('./pwa-store');
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
