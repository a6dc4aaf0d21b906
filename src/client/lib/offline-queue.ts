/**
 * The offline queue (SPEC.md sections 3, 4 and 7): actions taken without a connection are kept in local storage under
 * `offline-queue` as `{ id, type, data, timestamp, retries }` and replayed to their HTTP endpoint once back online.
 * A non-ok response is a failed try; after OFFLINE_QUEUE_MAX_RETRIES failed tries the action is dropped with its
 * translated message. Each action's id is its client id, sent in the body, so the server applies a replay once.
 */
import {
  OFFLINE_QUEUE_MAX_RETRIES,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
  STORAGE_KEYS,
} from '../../shared/constants';
import {
  OFFLINE_REPLAY_ENDPOINTS,
  offlineActionSchema,
  type OfflineAction,
  type OfflineActionType,
} from '../../shared/contracts/game';
import { refreshQueuedActions, setPwaState } from '../features/pwa/pwa-store';
import { getI18n } from './i18n';
import { readJson, writeJson } from './storage';
import { notify } from './toast';

type ActionOf<T extends OfflineActionType> = Extract<OfflineAction, { type: T }>;
/** What a caller queues: the type and the request body (which carries the client id). */
export type QueuedActionInput = {
  [T in OfflineActionType]: { type: T; data: ActionOf<T>['data'] };
}[OfflineActionType];

/** Told when a queued action was replayed successfully, with the response body. */
export type ReplayListener = (action: OfflineAction, body: unknown) => void;

export interface OfflineQueueDeps {
  fetch: typeof fetch;
  isOnline: () => boolean;
  now: () => number;
  /** Shows the translated failure message of a dropped action. */
  reportDropped: (action: OfflineAction) => void;
  /** Schedules the next attempt after a failure; returns a cancel function. */
  schedule: (run: () => void, delayMs: number) => () => void;
}

const defaultDeps: OfflineQueueDeps = {
  fetch: (...args) => fetch(...args),
  isOnline: () => navigator.onLine,
  now: () => Date.now(),
  reportDropped: (action) => void notify('error', getI18n().t(`queue.${action.type}`, { ns: 'common' })),
  schedule: (run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    return () => clearTimeout(timer);
  },
};

/** The queued actions, oldest first; entries that are not valid actions are left out. */
export function readQueue(): OfflineAction[] {
  const stored = readJson<unknown>(STORAGE_KEYS.offlineQueue, []);
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is OfflineAction => offlineActionSchema.safeParse(entry).success);
}

function writeQueue(actions: OfflineAction[]): void {
  writeJson(STORAGE_KEYS.offlineQueue, actions);
  refreshQueuedActions();
}

/** The delay before the next try after `retries` failures (1 s, 2 s, 4 s, ... at most 10 s). */
export function retryDelayMs(retries: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** retries, RETRY_MAX_DELAY_MS);
}

/** A queue bound to its dependencies; the app uses the default one below, tests make their own. */
export function createOfflineQueue(deps: OfflineQueueDeps = defaultDeps) {
  const listeners = new Set<ReplayListener>();
  let flushing: Promise<void> | null = null;
  let cancelRetry: (() => void) | null = null;
  let isStarted = false;

  function enqueue(input: QueuedActionInput): OfflineAction {
    const action = {
      id: input.data.clientId,
      type: input.type,
      data: input.data,
      timestamp: deps.now(),
      retries: 0,
    } as OfflineAction;
    const queue = readQueue();
    // The same client id twice is the same action (a double tap): keep the first.
    if (!queue.some((entry) => entry.id === action.id)) writeQueue([...queue, action]);
    if (deps.isOnline()) void flush();
    return action;
  }

  /** Sends one action: done (replayed, or dropped after its last try), failed (kept, one more try) or network. */
  async function replay(action: OfflineAction): Promise<'done' | 'failed' | 'network'> {
    const endpoint = OFFLINE_REPLAY_ENDPOINTS[action.type];
    let response: Response;
    try {
      response = await deps.fetch(endpoint.path, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(action.data),
        credentials: 'same-origin',
      });
    } catch {
      return 'network';
    }
    const body: unknown = await response.json().catch(() => null);
    const rest = readQueue().filter((entry) => entry.id !== action.id);
    if (response.ok) {
      writeQueue(rest);
      for (const listener of listeners) listener(action, body);
      return 'done';
    }
    const retries = action.retries + 1;
    if (retries >= OFFLINE_QUEUE_MAX_RETRIES) {
      writeQueue(rest);
      deps.reportDropped(action);
      return 'done';
    }
    const queue = readQueue().map((entry) => (entry.id === action.id ? { ...entry, retries } : entry));
    writeQueue(queue);
    return 'failed';
  }

  async function run(): Promise<void> {
    setPwaState({ isSyncing: true });
    let maxRetries = -1;
    try {
      // Re-read after each action: one queued during the flush is sent in the same flush.
      const attempted = new Set<string>();
      for (;;) {
        if (!deps.isOnline()) return;
        const action = readQueue().find((entry) => !attempted.has(entry.id));
        if (!action) break;
        attempted.add(action.id);
        const outcome = await replay(action);
        if (outcome === 'network') return;
        if (outcome === 'failed') maxRetries = Math.max(maxRetries, action.retries + 1);
      }
    } finally {
      setPwaState({ isSyncing: false });
    }
    if (maxRetries >= 0 && readQueue().length > 0) {
      cancelRetry?.();
      cancelRetry = deps.schedule(
        () => {
          cancelRetry = null;
          void flush();
        },
        retryDelayMs(maxRetries - 1),
      );
    }
  }

  /** Replays every queued action in order; one flush at a time. */
  function flush(): Promise<void> {
    if (!deps.isOnline()) return Promise.resolve();
    if (!flushing) {
      flushing = run().finally(() => {
        flushing = null;
      });
    }
    return flushing;
  }

  /** Replays now if online, and again each time the browser comes back online. */
  function start(): void {
    if (isStarted) return;
    isStarted = true;
    window.addEventListener('online', () => void flush());
    refreshQueuedActions();
    void flush();
  }

  function onReplayed(listener: ReplayListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { enqueue, flush, start, onReplayed };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

/** The app's queue. */
export const offlineQueue: OfflineQueue = createOfflineQueue();
