// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { setPwaState, usePwaState } from './pwa-store';

function Probe() {
  const { installState, isOnline } = usePwaState();
  return (
    <p>
      {installState} {isOnline ? 'online' : 'offline'}
    </p>
  );
}

describe('the PWA state of a prerendered page', () => {
  it('hydrates as it was rendered, then shows an install offer or a lost connection that came before', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('unavailable online');

    // The browser offers to install the app and drops the connection while the page's scripts load.
    setPwaState({ installState: 'can-install', isOnline: false });
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('can-install offline');
  });
});
