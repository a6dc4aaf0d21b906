import { PLACEHOLDER_SCREENS } from '../../src/client/app/screens';

/** One concrete URL for every route of the route table (SPEC.md section 2). */
export const ROUTE_URLS: string[] = [
  '/',
  '/how-to-play',
  '/contact',
  '/categories',
  '/about',
  '/privacy',
  '/terms',
  '/offline',
  '/403',
  '/faq',
  '/a-page-that-does-not-exist',
  '/some/unknown/path',
  ...PLACEHOLDER_SCREENS.map(
    ({ path }) => `/${path.replace(':roomCode', '482913').replace(':gameId', 'game-1')}`,
  ),
];

export const PUBLIC_PAGES = [
  '/',
  '/how-to-play',
  '/contact',
  '/categories',
  '/about',
  '/privacy',
  '/terms',
  '/faq',
];
