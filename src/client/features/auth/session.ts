import { useEffect, useSyncExternalStore } from 'react';
import { ROLES, type Role, type SessionUser } from '../../../shared/roles';

/** What the shell knows about the signed-in person. Plain fetch, no auth library: this loads on every page. */
export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

const UNKNOWN_SESSION: SessionState = { status: 'loading', user: null };
let state: SessionState = UNKNOWN_SESSION;
let pending: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState): SessionState {
  state = next;
  for (const listener of listeners) listener();
  return next;
}

function toUser(data: unknown): SessionUser | null {
  const user = (data as { user?: Record<string, unknown> } | null)?.user;
  if (!user || typeof user.id !== 'string') return null;
  return {
    id: user.id,
    name: String(user.name ?? ''),
    email: String(user.email ?? ''),
    displayName: typeof user.displayName === 'string' ? user.displayName : null,
    image: typeof user.image === 'string' ? user.image : null,
    role: ROLES.includes(user.role as Role) ? (user.role as Role) : 'user',
    emailVerified: user.emailVerified === true,
  };
}

/** Reads the session once (or again with `force`, after signing in or a role change). */
export function loadSession(force = false): Promise<SessionState> {
  if (!force && state.status !== 'loading') return Promise.resolve(state);
  if (!force && pending) return pending;
  pending = fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null)
    .then((data: unknown) => {
      const user = toUser(data);
      return setState(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Forgets the session locally (after a sign-out or a password change ended it on the server). */
export function markSignedOut(): void {
  setState({ status: 'signed-out', user: null });
}

/** Ends this session on the server, then locally. */
export async function signOut(): Promise<void> {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => null);
  markSignedOut();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, loaded on first use and shared by every component. */
export function useSession(): SessionState {
  useEffect(() => {
    void loadSession();
  }, []);
  // A prerendered page was rendered while the session was unknown, so it hydrates in that state.
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN_SESSION,
  );
}
