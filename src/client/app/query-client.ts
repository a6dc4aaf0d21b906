import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_RETRY, QUERY_STALE_MS } from '../../shared/constants';

/** SPEC.md section 7: failed queries retried 2 times; fresh for 5 minutes, kept for 10. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRY, staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS },
      mutations: { retry: 0 },
    },
  });
}
