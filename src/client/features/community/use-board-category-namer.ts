import { useMemo } from 'react';
import { useCategories } from '../categories/get-categories';
import { useCategoryNamer } from '../game/format';
import { useBoardCategoryNames } from './community-api';

/** A board's category names: the bank's from the category list, a community set's columns asked for by id. */
export function useBoardCategoryNamer(categoryIds: readonly string[] | undefined) {
  const bank = useCategories().data?.categories;
  const known = new Set((bank ?? []).map((category) => category.id));
  const unknown = bank ? (categoryIds ?? []).filter((id) => !known.has(id)) : [];
  const columns = useBoardCategoryNames(unknown).data?.categories;
  const all = useMemo(() => [...(bank ?? []), ...(columns ?? [])], [bank, columns]);
  return useCategoryNamer(all);
}
