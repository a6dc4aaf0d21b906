import { useEffect, useSyncExternalStore } from 'react';
import type { SiteAssets } from '../../../shared/contracts/site-assets';
import { DEFAULT_SITE_ASSETS, type SiteAssetKind } from '../../../shared/site-assets';

/**
 * The uploaded favicon, logo and share image, read once per visit and shared by the header and the back-office
 * (outside the query cache, which the home page does not load). The favicon link follows them, so an upload
 * shows in the tab at once, also where the installed app served the page from its cache.
 */
let current: SiteAssets | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function applyFavicon(assets: SiteAssets): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) return;
  const href = assets.favicon?.url ?? DEFAULT_SITE_ASSETS.favicon;
  if (link.getAttribute('href') === href) return;
  link.href = href;
  link.type = assets.favicon?.mime ?? 'image/svg+xml';
}

export function setSiteAssets(assets: SiteAssets): void {
  current = assets;
  applyFavicon(assets);
  for (const listener of listeners) listener();
}

function load(): Promise<void> {
  loading ??= fetch('/api/site-assets', { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<SiteAssets>) : null))
    .then((assets) => {
      if (assets) setSiteAssets(assets);
    })
    // Offline or failing: the built-in files stay, and the next visit tries again.
    .catch(() => undefined);
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteAssets(): SiteAssets | null {
  const assets = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    void load();
  }, []);
  return assets;
}

/** The address to show for `kind`: the uploaded file, or the built-in one until it is known. */
export function useSiteAsset(kind: SiteAssetKind): string {
  return useSiteAssets()?.[kind]?.url ?? DEFAULT_SITE_ASSETS[kind];
}
