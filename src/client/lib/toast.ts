import { TOAST_DURATION_MS } from '../../shared/constants';

type Kind = 'success' | 'error' | 'info';

/** Shows a toast; sonner is loaded on first use so it stays out of the first page's bundle. */
export async function notify(kind: Kind, message: string): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](message, { duration: TOAST_DURATION_MS });
}
