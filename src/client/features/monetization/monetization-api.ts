import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Catalog,
  CreditAdjustment,
  LedgerPage,
  LedgerQuery,
  MonetizationPage,
  PaymentEventEntry,
} from '../../../shared/contracts/monetization';
import { apiRequest } from '../../lib/api';

const key = ['monetization'] as const;

export function useMonetization(isEnabled = true) {
  return useQuery({
    enabled: isEnabled,
    queryKey: [...key, 'page'],
    queryFn: () =>
      apiRequest<MonetizationPage>('/api/monetization', {
        fallbackKey: () => 'monetization.errors.loadFailed',
      }),
  });
}

/** Starts the hosted checkout and leaves for the payment page; nothing is granted until its webhook. */
export function useCheckout() {
  return useMutation({
    mutationFn: (productId: string) =>
      apiRequest<{ url: string }>('/api/monetization/checkout', {
        method: 'POST',
        body: { productId },
        timeoutMs: 30_000,
        fallbackKey: () => 'monetization.errors.checkoutFailed',
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useCatalog(isEnabled: boolean) {
  return useQuery({
    queryKey: [...key, 'catalog'],
    queryFn: () => apiRequest<Catalog>('/api/monetization/catalog'),
    enabled: isEnabled,
  });
}

export function useSaveCatalog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (catalog: Catalog) =>
      apiRequest<Catalog>('/api/monetization/catalog', {
        method: 'PUT',
        body: catalog,
        fallbackKey: () => 'monetization.errors.saveFailed',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Translates an API error key: `monetization.…` from this namespace, the rest from the common one. */
export function monetizationErrorKey(key: string | null | undefined): { key: string; ns: string } {
  if (!key) return { key: 'errors.loadFailed', ns: 'monetization' };
  if (key.startsWith('monetization.')) return { key: key.slice('monetization.'.length), ns: 'monetization' };
  return { key, ns: 'common' };
}

/** Back from the hosted checkout: the server reads the session from Stripe and settles it if its webhook is late. */
export function useReconcile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<{ outcome: string }>('/api/monetization/reconcile', {
        method: 'POST',
        body: { sessionId },
        timeoutMs: 30_000,
        fallbackKey: () => 'monetization.errors.loadFailed',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The query string of the ledger's filters (also the CSV export's address). */
export function ledgerSearch(filters: LedgerQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

export function useLedger(filters: LedgerQuery) {
  return useQuery({
    queryKey: [...key, 'ledger', filters],
    queryFn: () =>
      apiRequest<LedgerPage>(`/api/admin/payments/ledger?${ledgerSearch(filters)}`, {
        fallbackKey: () => 'monetization.errors.loadFailed',
      }),
  });
}

export function usePaymentEvents() {
  return useQuery({
    queryKey: [...key, 'events'],
    queryFn: () => apiRequest<{ events: PaymentEventEntry[] }>('/api/admin/payments/events'),
  });
}

export function useAdjustCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditAdjustment) =>
      apiRequest<{ credits: number; applied: number }>('/api/admin/payments/credits', {
        method: 'POST',
        body: input,
        fallbackKey: () => 'monetization.errors.saveFailed',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
