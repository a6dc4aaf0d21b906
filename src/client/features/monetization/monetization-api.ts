import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Catalog, MonetizationPage } from '../../../shared/contracts/monetization';
import { apiRequest } from '../../lib/api';

const key = ['monetization'] as const;

export function useMonetization() {
  return useQuery({
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
