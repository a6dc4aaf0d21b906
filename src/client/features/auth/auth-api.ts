import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  Profile,
  ProfileInput,
  SecurityEvent,
  SignInInput,
  SignUpInput,
} from '../../../shared/contracts/auth';
import type { GameHistory } from '../../../shared/contracts/game';
import { apiRequest } from '../../lib/api';

const lang = (language: string) => `lang=${language === 'en' ? 'en' : 'ar'}`;

export function signUp(input: SignUpInput) {
  return apiRequest<unknown>(`/api/auth/sign-up/email?${lang(input.language ?? 'ar')}`, {
    method: 'POST',
    body: input,
  });
}

export function signIn(input: SignInInput) {
  return apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function resendVerification(email: string, language: string) {
  return apiRequest<unknown>(`/api/auth/send-verification-email?${lang(language)}`, {
    method: 'POST',
    body: { email, language },
  });
}

export function verifyEmail(token: string) {
  return apiRequest<{ status: boolean }>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
}

export function requestPasswordReset(email: string, language: string) {
  return apiRequest<unknown>(`/api/auth/request-password-reset?${lang(language)}`, {
    method: 'POST',
    body: { email, language },
  });
}

export function resetPassword(token: string, newPassword: string, language: string) {
  return apiRequest<unknown>(`/api/auth/reset-password?${lang(language)}`, {
    method: 'POST',
    body: { token, newPassword },
  });
}

export function changePassword(input: ChangePasswordInput, language: string) {
  return apiRequest<{ status: boolean }>(`/api/auth/change-password?${lang(language)}`, {
    method: 'POST',
    body: input,
  });
}

export const profileKey = (userId: string) => ['profile', userId] as const;

export function useProfile(userId: string) {
  return useQuery({
    queryKey: profileKey(userId),
    queryFn: () => apiRequest<Profile>('/api/account/profile'),
  });
}

export function useUpdateProfile(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiRequest<Profile>('/api/account/profile', { method: 'PATCH', body: input }),
    onSuccess: (profile) => client.setQueryData(profileKey(userId), profile),
  });
}

/** A picture may take a while on a slow connection. */
const AVATAR_UPLOAD_TIMEOUT_MS = 60_000;

/** Uploads a picture as multipart form data; errors come back as the same translatable keys. */
export function uploadAvatar(file: File): Promise<{ image: string }> {
  const body = new FormData();
  body.append('avatar', file);
  return apiRequest('/api/account/avatar', {
    method: 'PUT',
    body,
    timeoutMs: AVATAR_UPLOAD_TIMEOUT_MS,
    fallbackKey: (status) => (status === 413 ? 'errors.avatarTooLarge' : 'errors.internal'),
  });
}

export function removeAvatar() {
  return apiRequest<null>('/api/account/avatar', { method: 'DELETE' });
}

export function useSecurityEvents(userId: string) {
  return useQuery({
    queryKey: ['security-events', userId],
    queryFn: () => apiRequest<{ events: SecurityEvent[] }>('/api/account/security-events'),
    staleTime: 0,
  });
}

/** The signed-in person's games, newest first; fetched afresh on each visit, as a game may have moved on. */
export function useGameHistory(userId: string) {
  return useQuery({
    queryKey: ['game-history', userId],
    queryFn: () => apiRequest<GameHistory>('/api/games/history'),
    staleTime: 0,
  });
}

export function unlockAdmin(token: string) {
  return apiRequest<{ role: 'admin' }>('/api/account/admin-unlock', { method: 'POST', body: { token } });
}

export type AdminOverview = {
  users: { total: number; admins: number; moderators: number };
  questions: { active: number; inactive: number };
  categories: number;
};

export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin-overview'],
    queryFn: () => apiRequest<AdminOverview>('/api/admin/overview'),
  });
}
