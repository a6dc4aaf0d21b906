import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaCredit } from '../../../shared/contracts/admin-questions';
import type {
  BuiltinInput,
  GenerationInput,
  GenerationRun,
  ImageResult,
  ScheduleCadence,
  StudioStatus,
  TopUpSchedule,
  VideoResult,
} from '../../../shared/contracts/ai-studio';
import { apiRequest } from '../../lib/api';
import { useInvalidateAdmin } from '../admin/admin-api';

/** The AI studio's calls (admins on the allow-list). */

const keys = {
  status: ['ai-studio', 'status'] as const,
  runs: ['ai-studio', 'runs'] as const,
  schedule: ['ai-studio', 'schedule'] as const,
};

export function studioStatus() {
  return apiRequest<StudioStatus>('/api/ai-studio/status');
}

export function useStudioStatus() {
  return useQuery({ queryKey: keys.status, queryFn: studioStatus });
}

export function useRuns() {
  return useQuery({
    queryKey: keys.runs,
    queryFn: () => apiRequest<{ items: GenerationRun[] }>('/api/ai-studio/runs'),
  });
}

const isActive = (run: GenerationRun | undefined) => run?.status === 'pending' || run?.status === 'running';

/** One run, polled every second while it is under way. */
export function useRun(id: string | null) {
  const client = useQueryClient();
  const invalidateAdmin = useInvalidateAdmin();
  return useQuery({
    queryKey: ['ai-studio', 'run', id],
    queryFn: async () => {
      const run = await apiRequest<GenerationRun>(`/api/ai-studio/runs/${id}`);
      if (!isActive(run)) {
        void client.invalidateQueries({ queryKey: keys.runs });
        void client.invalidateQueries({ queryKey: keys.status });
        void invalidateAdmin();
      }
      return run;
    },
    enabled: Boolean(id),
    refetchInterval: (query) => (isActive(query.state.data) || !query.state.data ? 1000 : false),
  });
}

function useStartRun<T>(path: string, fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) =>
      apiRequest<{ runId: string | null }>(path, {
        method: 'POST',
        body: input,
        fallbackKey: () => fallback,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.runs }),
  });
}

export const useGenerate = () =>
  useStartRun<GenerationInput>('/api/ai-studio/generate', 'admin.ai.errors.generateFailed');
export const useBuiltin = () =>
  useStartRun<BuiltinInput>('/api/ai-studio/builtin', 'admin.ai.errors.generateFailed');
export const useTopUp = () => useStartRun<undefined>('/api/ai-studio/topup', 'admin.ai.errors.topupFailed');

export function useTopUpSchedule() {
  return useQuery({
    queryKey: keys.schedule,
    queryFn: () => apiRequest<TopUpSchedule>('/api/ai-studio/topup/schedule'),
  });
}

export function useSetTopUpSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cadence: ScheduleCadence) =>
      apiRequest<TopUpSchedule>('/api/ai-studio/topup/schedule', {
        method: 'PUT',
        body: { cadence },
        fallbackKey: () => 'admin.errors.saveFailed',
      }),
    onSuccess: (schedule) => client.setQueryData(keys.schedule, schedule),
  });
}

export function searchImages(q: string) {
  return apiRequest<{ items: ImageResult[] }>(`/api/ai-studio/media/images?q=${encodeURIComponent(q)}`, {
    timeoutMs: 30_000,
    fallbackKey: () => 'admin.ai.errors.searchFailed',
  });
}

export function keepImage(url: string, credit: MediaCredit) {
  return apiRequest<{ url: string; credit: MediaCredit }>('/api/ai-studio/media/images', {
    method: 'POST',
    body: { url, credit },
    timeoutMs: 30_000,
    fallbackKey: () => 'admin.ai.errors.uploadFailed',
  });
}

export function searchVideos(q: string) {
  return apiRequest<{ items: VideoResult[] }>(`/api/ai-studio/media/videos?q=${encodeURIComponent(q)}`, {
    timeoutMs: 30_000,
    fallbackKey: () => 'admin.ai.errors.searchFailed',
  });
}
