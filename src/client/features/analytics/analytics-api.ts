import { useQuery } from '@tanstack/react-query';
import type { Analytics, AnalyticsPeriod } from '../../../shared/contracts/analytics';
import { apiRequest } from '../../lib/api';

export function useAnalyticsAccess() {
  return useQuery({
    queryKey: ['analytics', 'access'],
    queryFn: () => apiRequest<{ isAllowed: boolean }>('/api/analytics/access'),
  });
}

export function useAnalytics(period: AnalyticsPeriod, isEnabled: boolean) {
  return useQuery({
    queryKey: ['analytics', period],
    queryFn: () => apiRequest<Analytics>(`/api/analytics?period=${period}`),
    enabled: isEnabled,
  });
}
