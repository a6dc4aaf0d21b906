// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants';
import type { OfflineAction } from '../../shared/contracts/game';
import { getPwaState } from '../features/pwa/pwa-store';
import { createOfflineQueue, readQueue, retryDelayMs, type OfflineQueueDeps } from './offline-queue';

const GAME_ID = '3f1c2b9e-8a4d-4c61-9d7e-2b5a6c7d8e9f';
const TOKEN = 'player-token-0123456789';

type Call = { path: string; method: string; body: Record<string, unknown> };

/** A queue on a fake network: each request gets the next status from `statuses` (default 200). */
function setup(statuses: number[] = []) {
  const calls: Call[] = [];
  const dropped: OfflineAction[] = [];
  const scheduled: { run: () => void; delayMs: number }[] = [];
  let isOnline = true;
  let isNetworkDown = false;
  const deps: OfflineQueueDeps = {
    fetch: vi.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
      if (isNetworkDown) throw new TypeError('Failed to fetch');
      calls.push({ path: String(path), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
      const status = statuses.shift() ?? 200;
      return new Response(JSON.stringify(status < 400 ? { ok: true } : { error: { code: 'X', key: 'x' } }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof fetch,
    isOnline: () => isOnline,
    now: () => 1_700_000_000_000,
    reportDropped: (action) => dropped.push(action),
    schedule: (run, delayMs) => {
      scheduled.push({ run, delayMs });
      return () => undefined;
    },
  };
  return {
    queue: createOfflineQueue(deps),
    calls,
    dropped,
    scheduled,
    goOffline: () => {
      isOnline = false;
    },
    goOnline: () => {
      isOnline = true;
    },
    breakNetwork: (isDown: boolean) => {
      isNetworkDown = isDown;
    },
  };
}

const answer = (clientId: string) =>
  ({
    type: 'submit_answer',
    data: { clientId, gameId: GAME_ID, playerToken: TOKEN, answer: { kind: 'option', index: 2 } },
  }) as const;

describe('the offline queue', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps an action taken offline under offline-queue as { id, type, data, timestamp, retries }', () => {
    const { queue, goOffline, calls } = setup();
    goOffline();
    queue.enqueue(answer('answer-1'));

    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.offlineQueue)!);
    expect(stored).toEqual([
      {
        id: 'answer-1',
        type: 'submit_answer',
        data: answer('answer-1').data,
        timestamp: 1_700_000_000_000,
        retries: 0,
      },
    ]);
    expect(calls).toEqual([]);
    expect(getPwaState().queuedActions).toBe(1);
  });

  it('replays each type to its endpoint when back online, with the client id in the body, and empties', async () => {
    const { queue, goOffline, goOnline, calls } = setup();
    goOffline();
    queue.enqueue(answer('answer-1'));
    queue.enqueue({
      type: 'join_game',
      data: {
        clientId: 'join-1',
        roomCode: '482913',
        nickname: 'Sara',
        teamId: 'team-1',
        deviceId: 'device-0123456789abcdef',
      },
    });
    queue.enqueue({
      type: 'update_score',
      data: { clientId: 'score-1', gameId: GAME_ID, teamId: 'team-2', amount: -200, reason: 'VAR' },
    });
    goOnline();
    await queue.flush();

    expect(calls.map((call) => `${call.method} ${call.path} ${String(call.body.clientId)}`)).toEqual([
      'POST /api/answers answer-1',
      'POST /api/games/join join-1',
      'PUT /api/scores score-1',
    ]);
    expect(readQueue()).toEqual([]);
    expect(getPwaState()).toMatchObject({ queuedActions: 0, isSyncing: false });
  });

  it('tells listeners about a replayed action with the response body', async () => {
    const { queue, goOffline, goOnline } = setup();
    const seen: string[] = [];
    queue.onReplayed((action, body) => seen.push(`${action.id}:${JSON.stringify(body)}`));
    goOffline();
    queue.enqueue(answer('answer-1'));
    goOnline();
    await queue.flush();
    expect(seen).toEqual(['answer-1:{"ok":true}']);
  });

  it('counts a non-ok response as a failed try and tries again later', async () => {
    const { queue, goOffline, goOnline, scheduled } = setup([500]);
    goOffline();
    queue.enqueue(answer('answer-1'));
    goOnline();
    await queue.flush();

    expect(readQueue()).toMatchObject([{ id: 'answer-1', retries: 1 }]);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.delayMs).toBe(retryDelayMs(0));
  });

  it('drops an action after 3 failed tries and reports it with its failure message', async () => {
    const { queue, goOffline, goOnline, dropped, calls } = setup([409, 409, 409, 200]);
    goOffline();
    queue.enqueue(answer('answer-1'));
    goOnline();
    await queue.flush();
    await queue.flush();
    expect(dropped).toEqual([]);
    await queue.flush();

    expect(calls).toHaveLength(3);
    expect(readQueue()).toEqual([]);
    expect(dropped.map((action) => action.id)).toEqual(['answer-1']);
  });

  it('keeps the action untouched when the network fails before any response', async () => {
    const { queue, goOffline, goOnline, breakNetwork } = setup();
    goOffline();
    queue.enqueue(answer('answer-1'));
    goOnline();
    breakNetwork(true);
    await queue.flush();
    expect(readQueue()).toMatchObject([{ id: 'answer-1', retries: 0 }]);

    breakNetwork(false);
    await queue.flush();
    expect(readQueue()).toEqual([]);
  });

  it('queues the same client id once, so a double tap is replayed once', async () => {
    const { queue, goOffline, goOnline, calls } = setup();
    goOffline();
    queue.enqueue(answer('answer-1'));
    queue.enqueue(answer('answer-1'));
    goOnline();
    await Promise.all([queue.flush(), queue.flush()]);
    expect(calls).toHaveLength(1);
  });

  it('sends an action queued while online at once', async () => {
    const { queue, calls } = setup();
    queue.enqueue(answer('answer-1'));
    await queue.flush();
    expect(calls.map((call) => call.path)).toEqual(['/api/answers']);
    expect(readQueue()).toEqual([]);
  });

  it('ignores stored entries that are not valid actions', () => {
    localStorage.setItem(STORAGE_KEYS.offlineQueue, JSON.stringify([{ id: 'x', type: 'unknown' }, 'junk']));
    expect(readQueue()).toEqual([]);
  });

  it('waits 1 s, 2 s, 4 s ... at most 10 s between tries', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
