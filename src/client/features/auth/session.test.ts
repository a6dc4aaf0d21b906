import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeNext } from './require-session';
import { loadSession, markSignedOut } from './session';

describe('the session store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    markSignedOut();
  });

  it('reads the signed-in person once and shares the answer', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        user: { id: 'u1', name: 'Sara', email: 's@x.ae', role: 'moderator', displayName: 'S' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([loadSession(true), loadSession()]);
    expect(first.user).toMatchObject({ id: 'u1', role: 'moderator', displayName: 'S', image: null });
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats no session, an unknown role and a network failure safely', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(null)),
    );
    expect((await loadSession(true)).status).toBe('signed-out');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: { id: 'u2', role: 'root' } })),
    );
    expect((await loadSession(true)).user?.role).toBe('user');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect((await loadSession(true)).status).toBe('signed-out');
  });
});

describe('the return address after signing in', () => {
  it('is a path of this site, never another site', () => {
    expect(safeNext('/admin?tab=import')).toBe('/admin?tab=import');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext(null, '/profile')).toBe('/profile');
  });
});
