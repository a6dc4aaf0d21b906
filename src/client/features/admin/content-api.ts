import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPage, AdminPageList, PageInput } from '../../../shared/contracts/admin-pages';
import type { SiteAssetKind, SiteAssets } from '../../../shared/contracts/site-assets';
import { apiRequest } from '../../lib/api';
import { setSiteAssets } from '../site-assets/site-assets';
import { useInvalidateAdmin } from './admin-api';

/** Content pages and site assets in the back-office. */

const pagesKey = ['admin', 'pages'] as const;

export function useAdminPages() {
  return useQuery({ queryKey: pagesKey, queryFn: () => apiRequest<AdminPageList>('/api/admin/pages') });
}

export function useAdminPage(slug: string | null) {
  return useQuery({
    queryKey: [...pagesKey, 'one', slug],
    queryFn: () => apiRequest<AdminPage>(`/api/admin/pages/${encodeURIComponent(slug!)}`),
    enabled: Boolean(slug),
  });
}

/** Saving changes what /{slug} shows, so the public copy is dropped too. */
function useInvalidatePages() {
  const client = useQueryClient();
  const invalidateAdmin = useInvalidateAdmin();
  return () => Promise.all([invalidateAdmin(), client.invalidateQueries({ queryKey: ['pages'] })]);
}

export function useSavePage() {
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: ({ slug, input }: { slug: string | null; input: PageInput }) =>
      apiRequest<AdminPage>(slug ? `/api/admin/pages/${encodeURIComponent(slug)}` : '/api/admin/pages', {
        method: slug ? 'PUT' : 'POST',
        body: input,
        fallbackKey: () => 'admin.errors.saveFailed',
      }),
    onSuccess: invalidate,
  });
}

export function useDeletePage() {
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: (slug: string) =>
      apiRequest<null>(`/api/admin/pages/${encodeURIComponent(slug)}`, {
        method: 'DELETE',
        fallbackKey: () => 'admin.errors.pageDeleteFailed',
      }),
    onSuccess: invalidate,
  });
}

export function useUploadSiteAsset() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: SiteAssetKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<SiteAssets>(`/api/admin/site-assets/${kind}`, {
        method: 'PUT',
        body: form,
        timeoutMs: 60_000,
        fallbackKey: (status) =>
          status === 413 ? 'admin.errors.uploadTooLarge' : 'admin.errors.uploadFailed',
      });
    },
    onSuccess: (assets) => {
      setSiteAssets(assets);
      return invalidate();
    },
  });
}

export function useResetSiteAsset() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (kind: SiteAssetKind) =>
      apiRequest<SiteAssets>(`/api/admin/site-assets/${kind}`, { method: 'DELETE' }),
    onSuccess: (assets) => {
      setSiteAssets(assets);
      return invalidate();
    },
  });
}
