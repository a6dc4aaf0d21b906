import type { IncomingHttpHeaders } from 'node:http';
import type { Auth } from '../../auth/auth';

/** Anything with request headers: a Fastify request or a Socket.IO handshake. */
export type HeaderSource = { headers: IncomingHttpHeaders };
/** The signed-in user of a request, or null for a guest (guests may host and play). */
export type UserIdResolver = (request: HeaderSource) => Promise<string | null>;

/** Everyone is a guest (apps built without accounts, and tests of the game alone). */
export const resolveNoUser: UserIdResolver = async () => null;

function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) result.append(name, item);
    else result.set(name, String(value));
  }
  return result;
}

/** Reads the Better Auth session from the cookie; no cookie means a guest without a database read. */
export function sessionUserIdResolver(auth: Pick<Auth, 'api'>): UserIdResolver {
  return async (request) => {
    if (!request.headers.cookie) return null;
    const session = await auth.api.getSession({ headers: toFetchHeaders(request.headers) });
    return session?.user.id ?? null;
  };
}
