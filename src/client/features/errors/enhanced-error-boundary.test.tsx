// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/setup-i18n';
import { EnhancedErrorBoundary } from './enhanced-error-boundary';
import { circuitBreaker } from './retry-policy';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new SyntaxError('the board could not be drawn');
  return <p>board ready</p>;
}

/** Lets the lazily loaded error screen and reporter arrive (they load after the page is interactive). */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    await vi.dynamicImportSettled();
  });

describe('the enhanced error boundary', () => {
  beforeAll(() => {
    setupTestI18n('en');
  });
  beforeEach(() => {
    shouldThrow = true;
    circuitBreaker.reset();
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 201 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the error screen with an id and technical details, and reports the error', async () => {
    render(
      <EnhancedErrorBoundary>
        <Fragile />
      </EnhancedErrorBoundary>,
    );
    await settle();
    expect(screen.getByRole('heading', { name: 'An unexpected error occurred' })).toBeTruthy();
    expect(screen.getByText(/Error ID: ERR-/)).toBeTruthy();
    expect(screen.getByText('Technical details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact');
    expect(fetch).toHaveBeenCalledWith('/api/error-logs', expect.objectContaining({ method: 'POST' }));
  });

  it('retries after the backoff delay and renders the children again', async () => {
    render(
      <EnhancedErrorBoundary>
        <Fragile />
      </EnhancedErrorBoundary>,
    );
    await settle();
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Retrying in 1 s' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1100);
    });
    expect(screen.getByText('board ready')).toBeTruthy();
  });

  it('disables retry for 5 minutes after more than 5 errors of the same name', async () => {
    for (let i = 0; i < 5; i++) circuitBreaker.record('SyntaxError', Date.now());
    render(
      <EnhancedErrorBoundary>
        <Fragile />
      </EnhancedErrorBoundary>,
    );
    await settle();
    expect(screen.getByText(/Retry is temporarily disabled/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
