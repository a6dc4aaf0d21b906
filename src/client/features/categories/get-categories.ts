import { useQuery } from '@tanstack/react-query';
import type { CategoryList, CategorySummary } from '../../../shared/contracts/categories';
import { apiRequest } from '../../lib/api';

export const categoriesQueryKey = ['categories'] as const;

export function getCategories(): Promise<CategoryList> {
  return apiRequest<CategoryList>('/api/categories', { timeoutMs: 10_000 });
}

export function useCategories() {
  return useQuery({ queryKey: categoriesQueryKey, queryFn: getCategories });
}

export type CategoryGroup = { parent: CategorySummary; children: CategorySummary[] };

/** Groups sub-categories under their parents; a category without a parent that has children is a group. */
export function groupCategories(categories: CategorySummary[]): CategoryGroup[] {
  const parents = categories.filter((c) => c.parentId === null);
  return parents
    .map((parent) => ({ parent, children: categories.filter((c) => c.parentId === parent.id) }))
    .filter((group) => group.children.length > 0);
}
