import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionInput, UploadResult } from '../../../shared/contracts/admin-questions';
import type {
  BoardCategoryNames,
  LikeResult,
  PlaySetInput,
  QuestionSetDetail,
  QuestionSetInput,
  QuestionSetList,
  ReportQuestionInput,
  SetScope,
} from '../../../shared/contracts/community';
import type { CreateGameResult } from '../../../shared/contracts/game';
import { apiRequest } from '../../lib/api';

const setsKey = ['community', 'sets'] as const;
const loadFailed = () => 'community.errors.loadFailed';

export function useQuestionSets(scope: SetScope, search: string, isEnabled = true) {
  return useQuery({
    queryKey: [...setsKey, scope, search],
    queryFn: () =>
      apiRequest<QuestionSetList>(
        `/api/community/sets?${new URLSearchParams({ scope, q: search }).toString()}`,
        { fallbackKey: loadFailed },
      ),
    enabled: isEnabled,
  });
}

export function useQuestionSet(setId: string) {
  return useQuery({
    queryKey: [...setsKey, 'one', setId],
    queryFn: () => apiRequest<QuestionSetDetail>(`/api/community/sets/${setId}`, { fallbackKey: loadFailed }),
  });
}

/** Every change to a set refreshes the lists and the set's page. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: setsKey });
}

export function useCreateSet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: QuestionSetInput) =>
      apiRequest<{ id: string }>('/api/community/sets', {
        method: 'POST',
        body: input,
        fallbackKey: () => 'community.errors.createFailed',
      }),
    onSuccess: refresh,
  });
}

export function useAddSetQuestion(setId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: QuestionInput) =>
      apiRequest<{ id: string }>(`/api/community/sets/${setId}/questions`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function uploadSetMedia(kind: 'image' | 'audio', file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<UploadResult>(`/api/community/uploads/${kind}`, {
    method: 'POST',
    body: form,
    timeoutMs: 60_000,
    fallbackKey: () => 'admin.errors.uploadFailed',
  });
}

export function useLikeSet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (setId: string) =>
      apiRequest<LikeResult>(`/api/community/sets/${setId}/like`, { method: 'POST', body: {} }),
    onSuccess: refresh,
  });
}

export function useReportQuestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ questionId, input }: { questionId: string; input: ReportQuestionInput }) =>
      apiRequest<null>(`/api/community/questions/${questionId}/report`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function usePlaySet() {
  return useMutation({
    mutationFn: ({ setId, input }: { setId: string; input: PlaySetInput }) =>
      apiRequest<CreateGameResult>(`/api/community/sets/${setId}/play`, { method: 'POST', body: input }),
  });
}

/** Names of the set columns among a board's categories (the bank's come from the category list). */
export function useBoardCategoryNames(categoryIds: readonly string[] | undefined) {
  const ids = (categoryIds ?? []).join(',');
  return useQuery({
    queryKey: ['community', 'board-categories', ids],
    queryFn: () =>
      apiRequest<BoardCategoryNames>(`/api/community/board-categories?ids=${encodeURIComponent(ids)}`),
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
}
