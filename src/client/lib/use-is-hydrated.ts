import { useSyncExternalStore } from 'react';

const noChange = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False while React hydrates a prerendered page (and while it is rendered to HTML at build time), true afterwards
 * and in any page rendered in the browser. What a prerendered page can only know in the browser (its address's
 * query, storage) is read once this is true, so that hydration meets the same markup (src/shared/prerendered-pages.ts).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(noChange, onClient, onServer);
}

const NO_PARAMS = new URLSearchParams();

/** The address's query once hydrated, an empty one before (see useIsHydrated). */
export function useHydratedParams(params: URLSearchParams): URLSearchParams {
  return useIsHydrated() ? params : NO_PARAMS;
}
