// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { startGameQueueLazily } from './start-game-queue-lazily';

const startGameQueue = vi.hoisted(() => vi.fn());
vi.mock('./game-queue', () => ({ startGameQueue }));

const idle = () => new Promise((resolve) => setTimeout(resolve, 250));
const QUEUED = [{ id: 'a', type: 'join_game', data: {}, timestamp: 1, retries: 0 }];

afterEach(() => {
  localStorage.clear();
  startGameQueue.mockClear();
});

describe('the offline queue started lazily', () => {
  it('is not loaded while nothing waits in it', async () => {
    const stop = startGameQueueLazily();
    await idle();
    window.dispatchEvent(new Event('online'));
    await idle();
    expect(startGameQueue).not.toHaveBeenCalled();
    stop();
  });

  it('starts when the browser is idle if actions wait', async () => {
    localStorage.setItem(STORAGE_KEYS.offlineQueue, JSON.stringify(QUEUED));
    const stop = startGameQueueLazily();
    await idle();
    expect(startGameQueue).toHaveBeenCalled();
    stop();
  });

  it('starts when the connection returns with an action queued meanwhile, until the page stops listening', async () => {
    const stop = startGameQueueLazily();
    await idle();
    localStorage.setItem(STORAGE_KEYS.offlineQueue, JSON.stringify(QUEUED));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(startGameQueue).toHaveBeenCalledTimes(1));
    stop();
    window.dispatchEvent(new Event('online'));
    await idle();
    expect(startGameQueue).toHaveBeenCalledTimes(1);
  });
});
