import { ERROR_QUEUE_MAX, STORAGE_KEYS } from '../../../shared/constants';
import type { ErrorLogInput } from '../../../shared/contracts/error-log';
import { readJson, writeJson } from '../../lib/storage';
import { createErrorId } from './error-id';

type Context = NonNullable<ErrorLogInput['context']>;
type Severity = NonNullable<ErrorLogInput['severity']>;

export type ErrorReportOptions = {
  context: Context;
  severity?: Severity;
  componentStack?: string;
  retryCount?: number;
  errorId?: string;
};

function toError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === 'string' ? value : JSON.stringify(value ?? 'unknown error'));
}

/** Realtime and websocket failures are expected on flaky networks; they are not reported (SPEC.md section 7). */
export function isIgnorable(error: Error): boolean {
  return /websocket|socket\.io|realtime|ResizeObserver loop/i.test(`${error.name} ${error.message}`);
}

export function buildReport(value: unknown, options: ErrorReportOptions): ErrorLogInput {
  const error = toError(value);
  return {
    route: window.location.pathname,
    message: error.message.slice(0, 2000) || error.name,
    stack: error.stack?.slice(0, 10_000),
    severity: options.severity ?? (options.context === 'react_component_error' ? 'high' : 'medium'),
    context: options.context,
    metadata: {
      errorId: options.errorId ?? createErrorId(),
      componentStack: options.componentStack?.slice(0, 10_000),
      userAgent: navigator.userAgent.slice(0, 500),
      timestamp: new Date().toISOString(),
      url: window.location.href.slice(0, 2000),
      errorName: error.name.slice(0, 200),
      retryCount: options.retryCount,
    },
  };
}

function readQueue(): ErrorLogInput[] {
  const queue = readJson<unknown>(STORAGE_KEYS.errorQueue, []);
  return Array.isArray(queue) ? (queue as ErrorLogInput[]) : [];
}

/** Keeps the most recent reports, at most 50, for sending later. */
export function enqueueReport(report: ErrorLogInput): void {
  writeJson(STORAGE_KEYS.errorQueue, [...readQueue(), report].slice(-ERROR_QUEUE_MAX));
}

export function queuedReportCount(): number {
  return readQueue().length;
}

async function post(report: ErrorLogInput): Promise<boolean> {
  try {
    const response = await fetch('/api/error-logs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    });
    // A 4xx other than 429 will never succeed; drop it rather than retry forever.
    return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  } catch {
    return false;
  }
}

/** Sends a report now, or queues it when offline or when the server cannot take it. Resolves to true if sent. */
export async function sendReport(report: ErrorLogInput): Promise<boolean> {
  if (!navigator.onLine) {
    enqueueReport(report);
    return false;
  }
  const isSent = await post(report);
  if (!isSent) enqueueReport(report);
  return isSent;
}

/** Sends queued reports in order; stops at the first failure and keeps the rest. */
export async function flushReportQueue(): Promise<number> {
  const queue = readQueue();
  let sent = 0;
  for (const report of queue) {
    if (!(await post(report))) break;
    sent++;
  }
  writeJson(STORAGE_KEYS.errorQueue, queue.slice(sent));
  return sent;
}

export function reportError(value: unknown, options: ErrorReportOptions): ErrorLogInput | null {
  const error = toError(value);
  if (isIgnorable(error)) return null;
  const report = buildReport(error, options);
  void sendReport(report);
  return report;
}

/** Reports uncaught errors and rejections, and sends the queue whenever the connection returns. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => {
    reportError(event.error ?? event.message, { context: 'unhandled_error' });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, { context: 'unhandled_promise_rejection' });
  });
  window.addEventListener('online', () => void flushReportQueue());
  if (navigator.onLine) void flushReportQueue();
}
