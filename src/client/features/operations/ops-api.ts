import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminGameDetail,
  AdminGameList,
  AdminResolveVarInput,
  AdminSecurityEventList,
  AdminVarReport,
  AdminVarReportList,
  AuthDiagnostics,
  ContactList,
  ContactListQuery,
  ContactMessage,
  ContactReplyInput,
  EnvironmentReport,
  ErrorGroup,
  GameListQuery,
  LifelineStats,
  LiveMetrics,
  MailToolResult,
  SecurityQuery,
  SystemStatus,
  UserDetail,
  UserList,
  UserListQuery,
  VarReportQuery,
} from '../../../shared/contracts/admin-ops';
import type { ContactStatus } from '../../../shared/contracts/contact';
import type { Role } from '../../../shared/contracts/auth';
import { apiRequest } from '../../lib/api';
import { toSearch } from '../admin/admin-api';

/** The operations screens' API hooks (users, contact, VAR, games, lifelines, system, diagnostics, security). */

const keys = {
  users: ['admin', 'users'] as const,
  contact: ['admin', 'contact'] as const,
  reports: ['admin', 'var-reports'] as const,
  games: ['admin', 'games'] as const,
  lifelines: ['admin', 'lifelines'] as const,
  system: ['admin', 'system'] as const,
  diagnostics: ['admin', 'diagnostics'] as const,
  security: ['admin', 'security'] as const,
};

const post = <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: 'POST', body });

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [...keys.users, query],
    queryFn: () => apiRequest<UserList>(`/api/admin/users?${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string | undefined) {
  return useQuery({
    queryKey: [...keys.users, 'one', id],
    queryFn: () => apiRequest<UserDetail>(`/api/admin/users/${id}`),
    enabled: Boolean(id),
  });
}

export function useUserActions(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.users });
  return {
    role: useMutation({
      mutationFn: (role: Role) =>
        apiRequest(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } }),
      onSuccess: refresh,
    }),
    lock: useMutation({
      mutationFn: (isLocked: boolean) => post(`/api/admin/users/${id}/${isLocked ? 'lock' : 'unlock'}`),
      onSuccess: refresh,
    }),
    resend: useMutation({
      mutationFn: () => post<MailToolResult>(`/api/admin/users/${id}/resend-verification`),
    }),
    magicLink: useMutation({
      mutationFn: () => post<MailToolResult>(`/api/admin/users/${id}/magic-link`),
      onSuccess: refresh,
    }),
  };
}

export function useContactMessages(query: ContactListQuery) {
  return useQuery({
    queryKey: [...keys.contact, query],
    queryFn: () => apiRequest<ContactList>(`/api/admin/contact?${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useContactActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.contact });
  return {
    reply: useMutation({
      mutationFn: ({ id, input }: { id: string; input: ContactReplyInput }) =>
        post<ContactMessage>(`/api/admin/contact/${id}/reply`, input),
      onSettled: refresh,
    }),
    status: useMutation({
      mutationFn: ({ id, status }: { id: string; status: ContactStatus }) =>
        apiRequest<ContactMessage>(`/api/admin/contact/${id}/status`, { method: 'PUT', body: { status } }),
      onSuccess: refresh,
    }),
  };
}

export function useVarReports(query: VarReportQuery) {
  return useQuery({
    queryKey: [...keys.reports, query],
    queryFn: () => apiRequest<AdminVarReportList>(`/api/admin/var-reports?${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useResolveVarReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminResolveVarInput }) =>
      post<AdminVarReport>(`/api/admin/var-reports/${id}/resolve`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.reports }),
  });
}

/** Fetches the reports again (after the reported question was edited elsewhere on the screen). */
export function useRefreshVarReports() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.reports });
}

export function useAdminGames(query: GameListQuery) {
  return useQuery({
    queryKey: [...keys.games, query],
    queryFn: () => apiRequest<AdminGameList>(`/api/admin/games?${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminGame(id: string | undefined) {
  return useQuery({
    queryKey: [...keys.games, 'one', id],
    queryFn: () => apiRequest<AdminGameDetail>(`/api/admin/games/${id}`),
    enabled: Boolean(id),
  });
}

export function useGameActions(id: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.games });
  return {
    end: useMutation({
      mutationFn: () => post<AdminGameDetail>(`/api/admin/games/${id}/end`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => apiRequest(`/api/admin/games/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

export function useLifelineStats() {
  return useQuery({
    queryKey: keys.lifelines,
    queryFn: () => apiRequest<LifelineStats>('/api/admin/lifelines'),
  });
}

export function useSystemStatus() {
  return useQuery({
    queryKey: [...keys.system, 'status'],
    queryFn: () => apiRequest<SystemStatus>('/api/admin/system/status'),
    retry: false,
  });
}

/** Refreshed every few seconds while the screen is open. */
export function useLiveMetrics(intervalMs = 3000) {
  return useQuery({
    queryKey: [...keys.system, 'metrics'],
    queryFn: () => apiRequest<LiveMetrics>('/api/admin/system/metrics'),
    refetchInterval: intervalMs,
  });
}

export function useEnvironment() {
  return useQuery({
    queryKey: [...keys.diagnostics, 'environment'],
    queryFn: () => apiRequest<EnvironmentReport>('/api/admin/diagnostics/environment'),
  });
}

export function useErrorGroups() {
  return useQuery({
    queryKey: [...keys.diagnostics, 'errors'],
    queryFn: () => apiRequest<{ groups: ErrorGroup[] }>('/api/admin/diagnostics/errors'),
  });
}

export function useResolveErrors() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => post('/api/admin/diagnostics/errors/resolve', { message }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...keys.diagnostics, 'errors'] }),
  });
}

export function useAuthDiagnostics() {
  return useQuery({
    queryKey: [...keys.diagnostics, 'auth'],
    queryFn: () => apiRequest<AuthDiagnostics>('/api/admin/diagnostics/auth'),
  });
}

export function useMailTools() {
  return {
    testMail: useMutation({
      mutationFn: (email: string) => post<MailToolResult>('/api/admin/diagnostics/test-mail', { email }),
    }),
    magicLink: useMutation({
      mutationFn: (email: string) => post<MailToolResult>('/api/admin/diagnostics/magic-link', { email }),
    }),
  };
}

export function useAllSecurityEvents(query: SecurityQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...keys.security, query],
    queryFn: () => apiRequest<AdminSecurityEventList>(`/api/admin/security/events?${toSearch(query)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}
