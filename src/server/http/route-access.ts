/**
 * Who may call each API route: the declaration the role-matrix suite (src/server/security-suites/role-matrix.test.ts)
 * checks every route of the OpenAPI document against, as anonymous, user, moderator and admin. A route missing here
 * fails that test: add its line beside the others of its module when adding the route.
 *
 * - public: anyone; never 401 or 403.
 * - user: a signed-in person; 401 without a session.
 * - moderator: moderators and admins; 401 anonymous, 403 for a plain user.
 * - admin: admins only (the AI studio also needs the address on ADMIN_EMAILS); 401 anonymous, 403 otherwise.
 * - game: needs the host or player token of that game (x-game-token or in the body): never 2xx without it, 403
 *   with another game's token.
 */
export type RouteAccess = 'public' | 'user' | 'moderator' | 'admin' | 'game';

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': 'public',
  'GET /api/categories': 'public',
  'POST /api/contact': 'public',
  'POST /api/error-logs': 'public',
  'GET /api/pages/{slug}': 'public',
  'GET /api/site-assets': 'public',

  'POST /api/games': 'public',
  'GET /api/games/rooms/{roomCode}': 'public',
  'POST /api/games/join': 'public',
  'POST /api/games/resume': 'public',
  'GET /api/games/history': 'user',
  'GET /api/games/{gameId}/snapshot': 'game',
  'POST /api/games/{gameId}/lock': 'game',
  'DELETE /api/games/{gameId}/players/{playerId}': 'game',
  'POST /api/games/{gameId}/rematch': 'game',
  'POST /api/games/{gameId}/var-reports': 'game',
  'GET /api/games/{gameId}/var-reports': 'game',
  'PATCH /api/games/{gameId}/var-reports/{reportId}': 'game',
  'POST /api/answers': 'game',
  'PUT /api/scores': 'game',

  'POST /api/auth/sign-up/email': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'POST /api/auth/sign-out': 'public',
  'GET /api/auth/get-session': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/send-verification-email': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/change-password': 'user',
  'GET /api/auth/admin/{*}': 'admin',
  'HEAD /api/auth/admin/{*}': 'admin',
  'TRACE /api/auth/admin/{*}': 'admin',
  'DELETE /api/auth/admin/{*}': 'admin',
  'OPTIONS /api/auth/admin/{*}': 'admin',
  'PATCH /api/auth/admin/{*}': 'admin',
  'PUT /api/auth/admin/{*}': 'admin',
  'POST /api/auth/admin/{*}': 'admin',
  'QUERY /api/auth/admin/{*}': 'admin',

  'GET /api/account/profile': 'user',
  'PATCH /api/account/profile': 'user',
  'PUT /api/account/avatar': 'user',
  'DELETE /api/account/avatar': 'user',
  'GET /api/account/security-events': 'user',
  'POST /api/account/admin-unlock': 'user',
  'POST /api/account/export': 'user',
  'POST /api/account/delete': 'user',

  'GET /api/admin/overview': 'admin',
  'GET /api/admin/activity': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/questions': 'admin',
  'POST /api/admin/questions': 'admin',
  'GET /api/admin/questions/export': 'admin',
  'GET /api/admin/questions/{id}': 'admin',
  'PUT /api/admin/questions/{id}': 'admin',
  'DELETE /api/admin/questions/{id}': 'admin',
  'POST /api/admin/questions/bulk': 'admin',
  'POST /api/admin/uploads/{kind}': 'admin',
  'POST /api/admin/questions/import/preview': 'admin',
  'POST /api/admin/questions/import': 'admin',
  'GET /api/admin/categories': 'admin',
  'POST /api/admin/categories': 'admin',
  'PUT /api/admin/categories/{id}': 'admin',
  'DELETE /api/admin/categories/{id}': 'admin',
  'GET /api/admin/pages': 'admin',
  'POST /api/admin/pages': 'admin',
  'GET /api/admin/pages/{slug}': 'admin',
  'PUT /api/admin/pages/{slug}': 'admin',
  'DELETE /api/admin/pages/{slug}': 'admin',
  'GET /api/admin/site-assets': 'admin',
  'PUT /api/admin/site-assets/{kind}': 'admin',
  'DELETE /api/admin/site-assets/{kind}': 'admin',

  'GET /api/moderator/overview': 'moderator',
  'GET /api/moderator/review': 'moderator',
  'POST /api/moderator/review': 'moderator',
  'GET /api/moderator/review/threshold': 'moderator',
  'POST /api/moderator/review/approve-confident': 'moderator',

  'GET /api/ai-studio/status': 'admin',
  'GET /api/ai-studio/runs': 'admin',
  'GET /api/ai-studio/runs/{id}': 'admin',
  'POST /api/ai-studio/generate': 'admin',
  'POST /api/ai-studio/builtin': 'admin',
  'POST /api/ai-studio/topup': 'admin',
  'GET /api/ai-studio/topup/schedule': 'admin',
  'PUT /api/ai-studio/topup/schedule': 'admin',
  'GET /api/ai-studio/media/images': 'admin',
  'POST /api/ai-studio/media/images': 'admin',
  'GET /api/ai-studio/media/videos': 'admin',
};
