import { TOAST_DURATION_MS } from '../../shared/constants';

type Kind = 'success' | 'error' | 'info';

let mountToaster: (() => Promise<void>) | undefined;

/** The layout registers how to mount the toaster; it is mounted on the first toast, not on page load. */
export function registerToasterMount(mount: () => Promise<void>): void {
  mountToaster = mount;
}

/** Shows a toast; sonner is loaded on first use so it stays out of the first page's bundle. */
export async function notify(kind: Kind, message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), mountToaster?.()]);
  toast[kind](message, { duration: TOAST_DURATION_MS });
}
