// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchEarlyErrors, startErrorReporting } from './early-errors';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errors before the reporter has loaded', () => {
  it('are kept and reported once it loads, and later ones are reported directly', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    catchEarlyErrors();
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('early failure') }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('early rejection');
    window.dispatchEvent(rejection);
    expect(fetch).not.toHaveBeenCalled();

    await startErrorReporting();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later failure') }));
    const sent = fetch.mock.calls
      .filter(([url]) => url === '/api/error-logs')
      .map(
        ([, init]) =>
          JSON.parse((init as RequestInit).body as string) as { message: string; context: string },
      );
    expect(sent.map(({ message, context }) => [message, context])).toEqual([
      ['early failure', 'unhandled_error'],
      ['early rejection', 'unhandled_promise_rejection'],
      ['later failure', 'unhandled_error'],
    ]);
  });
});
