// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import arAdmin from '../../locales/ar/admin.json';
import arAuth from '../../locales/ar/auth.json';
import arOps from '../../locales/ar/ops.json';
import enAdmin from '../../locales/en/admin.json';
import enAuth from '../../locales/en/auth.json';
import enOps from '../../locales/en/ops.json';
import type { I18n } from '../../lib/i18n';
import { setupTestI18n } from '../../testing/setup-i18n';
import { GamesPanel } from './games-panel';
import { StatusTab } from './system-panel';

/**
 * The operations screens' own failure messages (SPEC.md section 8): what an operator reads when the server cannot
 * be reached at all, and when it answers with an error.
 */
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const failing = () =>
  Promise.resolve(
    new Response('upstream failed', { status: 502, headers: { 'content-type': 'text/plain' } }),
  );

function renderWith(fetchImpl: () => Promise<Response>, ui: ReactNode) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('operations screens when the server fails', () => {
  let i18n: I18n;
  beforeAll(() => {
    i18n = setupTestI18n('en', {
      ops: { ar: arOps, en: enOps },
      admin: { ar: arAdmin, en: enAdmin },
      auth: { ar: arAuth, en: enAuth },
    });
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says the server cannot be reached and shows every service as unknown, in English and Arabic', async () => {
    renderWith(unreachable, <StatusTab />);
    const alerts = await screen.findAllByText('Cannot connect to server. Showing default values.');
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByTestId('system-status').getAttribute('data-health')).toBe('unknown');
    expect(screen.getAllByText('Unknown')).toHaveLength(6);
    cleanup();

    await i18n.changeLanguage('ar');
    renderWith(unreachable, <StatusTab />);
    expect(
      (await screen.findAllByText('تعذّر الاتصال بالخادم. تُعرض القيم الافتراضية.')).length,
    ).toBeGreaterThan(0);
  });

  it('says the health check failed when the server answers with an error', async () => {
    renderWith(failing, <StatusTab />);
    expect(
      await screen.findByText(
        'System health check failed. There may be connectivity or configuration issues.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('system-status').getAttribute('data-health')).toBe('unknown');
  });

  it('says the games could not be loaded, with a way to try again', async () => {
    renderWith(failing, <GamesPanel />);
    const alert = (await screen.findByText('Failed to load games data')).closest('[role=alert]');
    expect(alert?.querySelector('button')?.textContent).toBe(enOps.retry);
  });
});
