import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { Role, SessionUser } from '../../../shared/roles';
import { loadSession } from './session';

/** Only same-site paths may be a `next` target, so a crafted link cannot send someone elsewhere. */
export function safeNext(next: string | null, fallback = '/'): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : fallback;
}

/**
 * A route loader that lets a signed-in person through (with one of `roles` when given): others go to /auth
 * and come back after signing in; a wrong role goes to /403. The server checks again on every call.
 */
export function requireSession(roles?: readonly Role[]) {
  return async ({ request }: LoaderFunctionArgs): Promise<SessionUser> => {
    const session = await loadSession();
    if (!session.user) {
      const url = new URL(request.url);
      throw redirect(`/auth?next=${encodeURIComponent(url.pathname + url.search)}`);
    }
    if (roles && !roles.includes(session.user.role)) throw redirect('/403');
    return session.user;
  };
}
