import { useQuery } from '@tanstack/react-query';
import type { Page } from '../../../shared/contracts/pages';
import { apiRequest } from '../../lib/api';

export function usePage(slug: string) {
  return useQuery({
    queryKey: ['pages', slug],
    queryFn: () => apiRequest<Page>(`/api/pages/${encodeURIComponent(slug)}`),
    // A page that does not exist will not appear on retry.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
