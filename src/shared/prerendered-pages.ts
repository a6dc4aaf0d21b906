import type { Language } from './constants';

/**
 * The public pages rendered to HTML at build time in each language (docs/decisions/023): they paint before any
 * script runs, then hydrate. A query string (such as /room/join's ?code=) is read only after hydration. `namespaces` are the translation files the page needs; `title` its title's key
 * (none: the home page's own title).
 */
export const PRERENDERED_PAGES = [
  { path: '/', name: 'home', namespaces: ['shell'], title: null },
  {
    path: '/how-to-play',
    name: 'how-to-play',
    namespaces: ['shell', 'common', 'pages'],
    title: 'pages:howToPlay.title',
  },
  { path: '/about', name: 'about', namespaces: ['shell', 'common', 'pages'], title: 'pages:about.title' },
  {
    path: '/privacy',
    name: 'privacy',
    namespaces: ['shell', 'common', 'pages'],
    title: 'pages:privacy.title',
  },
  { path: '/terms', name: 'terms', namespaces: ['shell', 'common', 'pages'], title: 'pages:terms.title' },
  { path: '/categories', name: 'categories', namespaces: ['shell', 'common'], title: 'categories.title' },
  // Players open it from the link or the QR code on the TV, on their phones: it must paint at once.
  {
    path: '/room/join',
    name: 'room-join',
    namespaces: ['shell', 'common', 'game'],
    title: 'game:join.title',
  },
  // Entry pages a visitor opens from a link before any game: the form or the loading state paints at once.
  { path: '/auth', name: 'auth', namespaces: ['shell', 'common', 'auth'], title: 'auth:login.title' },
  { path: '/contact', name: 'contact', namespaces: ['shell', 'common'], title: 'contact.title' },
  {
    path: '/leaderboard',
    name: 'leaderboard',
    namespaces: ['shell', 'common', 'solo'],
    title: 'solo:leaderboard.title',
  },
  {
    path: '/tournaments',
    name: 'tournaments',
    namespaces: ['shell', 'common', 'solo'],
    title: 'solo:tournaments.title',
  },
  {
    path: '/challenges',
    name: 'challenges',
    namespaces: ['shell', 'common', 'solo'],
    title: 'solo:challenges.title',
  },
  // The host's first screen: its header and tabs paint at once; the form renders once hydrated (a deferred render).
  {
    path: '/pre-game',
    name: 'pre-game',
    namespaces: ['shell', 'common', 'game'],
    title: 'game:preGame.title',
  },
  // The plans page: its header paints at once, the products once the page has read them.
  {
    path: '/monetization',
    name: 'monetization',
    namespaces: ['shell', 'common', 'game', 'monetization'],
    title: 'monetization:title',
  },
  {
    path: '/community',
    name: 'community',
    namespaces: ['shell', 'common', 'community'],
    title: 'community:title',
  },
] as const;

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** Where the build writes a page's HTML, relative to the client's directory (and its address there). */
export function prerenderedFile(page: PrerenderedPage, language: Language): string {
  return `prerendered/${language}/${page.name}.html`;
}

/** The prerendered page at `pathname`, if any (a trailing slash aside). */
export function prerenderedPageAt(pathname: string): PrerenderedPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_PAGES.find((page) => page.path === path);
}

/** The cookie that tells the server which language's prerendered page to send. */
export const LANGUAGE_COOKIE = 'lang';

/** Where the app keeps its language for the service worker, which serves the prerendered pages offline. */
export const LANGUAGE_CACHE = { name: 'preferences', key: '/__preferences/language' } as const;
