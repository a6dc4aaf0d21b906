/** A failed API call: `key` is the i18n key to show, `fields` the per-field keys of a form error. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'ApiRequestError';
  }
}

type RequestOptions = {
  method?: string;
  /** Sent as JSON, or as it is when form data (a file upload). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The key for a failure the server did not explain in the API's error shape. */
  fallbackKey?: (status: number) => string;
};

const defaultFallbackKey = (status: number) => (status >= 500 ? 'errors.internal' : 'errors.badRequest');

/** Fetches JSON from the API; every failure becomes an ApiRequestError with a translatable key. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // One controller for the caller's signal and the time limit (AbortSignal.timeout and .any are newer than the
  // browser floor, docs/decisions/026).
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, options.timeoutMs ?? 15_000);
  const abort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', abort);
  const isJson = options.body !== undefined && !(options.body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        // The interface language, counted (with nothing else about the person) when a game is hosted or joined.
        ...(typeof document === 'undefined' ? {} : { 'x-ui-language': document.documentElement.lang }),
        ...options.headers,
      },
      body: isJson ? JSON.stringify(options.body) : (options.body as FormData | undefined),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw new ApiRequestError(0, isTimedOut ? 'errors.timeout' : 'errors.network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    // The error's schema (and zod with it) is loaded only for an error: a page that only reads data, the first
    // thing a visitor sees, never evaluates it. The service worker keeps the chunk for offline answers.
    const parsed = await import('../../shared/contracts/api-error').then(
      ({ apiErrorSchema }) => apiErrorSchema.safeParse(data),
      () => null,
    );
    if (parsed?.success) {
      throw new ApiRequestError(response.status, parsed.data.error.key, parsed.data.error.fields);
    }
    throw new ApiRequestError(response.status, (options.fallbackKey ?? defaultFallbackKey)(response.status));
  }
  return data as T;
}
