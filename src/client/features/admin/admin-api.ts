import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityList, ActivityQuery, AdminOverview, Settings } from '../../../shared/contracts/admin';
import type { AdminCategoryList, CategoryInput } from '../../../shared/contracts/admin-categories';
import type { ImportCommit, ImportPreview, ImportResult } from '../../../shared/contracts/admin-import';
import type {
  AdminQuestion,
  BulkUpdateInput,
  DeleteResult,
  QuestionFilter,
  QuestionInput,
  QuestionList,
  QuestionListQuery,
  ReviewInput,
  UploadResult,
} from '../../../shared/contracts/admin-questions';
import { apiRequest } from '../../lib/api';

/** The query string of a filter, without the empty values. */
export function toSearch(values: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

const keys = {
  overview: ['admin', 'overview'] as const,
  questions: ['admin', 'questions'] as const,
  categories: ['admin', 'categories'] as const,
  settings: ['admin', 'settings'] as const,
  activity: ['admin', 'activity'] as const,
  review: ['moderator', 'review'] as const,
};

export function useAdminOverview() {
  return useQuery({
    queryKey: keys.overview,
    queryFn: () => apiRequest<AdminOverview>('/api/admin/overview'),
  });
}

export function useQuestions(query: QuestionListQuery) {
  return useQuery({
    queryKey: [...keys.questions, query],
    queryFn: () => apiRequest<QuestionList>(`/api/admin/questions?${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(query: QuestionListQuery) {
  return useQuery({
    queryKey: [...keys.review, query],
    queryFn: () => apiRequest<QuestionList>(`/api/moderator/review?${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useQuestion(id: string | null) {
  return useQuery({
    queryKey: [...keys.questions, 'one', id],
    queryFn: () => apiRequest<AdminQuestion>(`/api/admin/questions/${id}`),
    enabled: Boolean(id),
  });
}

export function useAdminCategories() {
  return useQuery({
    queryKey: keys.categories,
    queryFn: () => apiRequest<AdminCategoryList>('/api/admin/categories'),
  });
}

export function useSettings() {
  return useQuery({ queryKey: keys.settings, queryFn: () => apiRequest<Settings>('/api/admin/settings') });
}

export function useActivity(query: ActivityQuery) {
  return useQuery({
    queryKey: [...keys.activity, query],
    queryFn: () => apiRequest<ActivityList>(`/api/admin/activity?${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

/** After a change, everything the back-office shows may have moved: counts, lists, the log. */
export function useInvalidateAdmin() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['admin'] }),
      client.invalidateQueries({ queryKey: ['moderator'] }),
    ]);
}

export function useSaveQuestion() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: QuestionInput }) =>
      apiRequest<AdminQuestion>(id ? `/api/admin/questions/${id}` : '/api/admin/questions', {
        method: id ? 'PUT' : 'POST',
        body: input,
        fallbackKey: () => 'admin.errors.updateFailed',
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteQuestion() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<DeleteResult>(`/api/admin/questions/${id}`, {
        method: 'DELETE',
        fallbackKey: () => 'admin.errors.deleteFailed',
      }),
    onSuccess: invalidate,
  });
}

export function useBulkUpdate() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: BulkUpdateInput) =>
      apiRequest<{ updated: number }>('/api/admin/questions/bulk', {
        method: 'POST',
        body: input,
        fallbackKey: () => 'admin.errors.bulkFailed',
      }),
    onSuccess: invalidate,
  });
}

export function useReview() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiRequest<{ updated: number }>('/api/moderator/review', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useSaveCategory() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CategoryInput }) =>
      apiRequest<unknown>(id ? `/api/admin/categories/${id}` : '/api/admin/categories', {
        method: id ? 'PUT' : 'POST',
        body: input,
        fallbackKey: () => 'admin.errors.saveFailed',
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/admin/categories/${id}`, {
        method: 'DELETE',
        fallbackKey: () => 'admin.errors.categoryDeleteFailed',
      }),
    onSuccess: invalidate,
  });
}

export function useSaveSettings() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: Settings) =>
      apiRequest<Settings>('/api/admin/settings', {
        method: 'PUT',
        body: input,
        fallbackKey: () => 'admin.errors.saveFailed',
      }),
    onSuccess: invalidate,
  });
}

function fileForm(file: File): FormData {
  const form = new FormData();
  form.set('file', file);
  return form;
}

export function uploadMedia(kind: 'image' | 'audio', file: File) {
  return apiRequest<UploadResult>(`/api/admin/uploads/${kind}`, {
    method: 'POST',
    body: fileForm(file),
    timeoutMs: 60_000,
    fallbackKey: () => 'admin.errors.uploadFailed',
  });
}

export function previewImport(file: File) {
  return apiRequest<ImportPreview>('/api/admin/questions/import/preview', {
    method: 'POST',
    body: fileForm(file),
    timeoutMs: 120_000,
    fallbackKey: () => 'admin.errors.uploadQuestionsFailed',
  });
}

export function useCommitImport() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: ImportCommit) =>
      apiRequest<ImportResult>('/api/admin/questions/import', {
        method: 'POST',
        body: input,
        timeoutMs: 120_000,
        fallbackKey: () => 'admin.errors.importFailed',
      }),
    onSuccess: invalidate,
  });
}

export function exportUrl(format: 'csv' | 'json', filter: QuestionFilter): string {
  return `/api/admin/questions/export?${toSearch({ ...filter, format })}`;
}

export function useReviewThreshold() {
  return useQuery({
    queryKey: [...keys.review, 'threshold'],
    queryFn: () => apiRequest<{ bulkApprovalConfidence: number }>('/api/moderator/review/threshold'),
  });
}

export function useApproveConfident() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (minConfidence: number) =>
      apiRequest<{ updated: number }>('/api/moderator/review/approve-confident', {
        method: 'POST',
        body: { minConfidence },
        fallbackKey: () => 'admin.errors.bulkFailed',
      }),
    onSuccess: invalidate,
  });
}
