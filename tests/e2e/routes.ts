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
  '/auth',
  '/auth/reset',
  '/verify',
  '/change-password',
  '/profile',
  '/security',
  '/admin',
  '/admin/profile',
  '/admin/unlock',
  '/pre-game',
  '/room/create',
  '/room/join',
  '/room/482913',
  '/room/482913/display',
  '/game',
  '/game/enhanced',
  '/game/game-1',
  '/challenges',
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
