// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { errorLogInputSchema } from '../../../shared/contracts/error-log';
import {
  buildReport,
  enqueueReport,
  flushReportQueue,
  isIgnorable,
  queuedReportCount,
  sendReport,
} from './error-reporter';

describe('client error reports', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('builds a report the server schema accepts', () => {
    const report = buildReport(new TypeError('boom'), { context: 'react_component_error', retryCount: 2 });
    expect(errorLogInputSchema.safeParse(report).success).toBe(true);
    expect(report.metadata).toMatchObject({ errorName: 'TypeError', retryCount: 2 });
    expect(report.metadata.errorId).toMatch(/^ERR-/);
  });

  it('ignores websocket and realtime failures', () => {
    expect(isIgnorable(new Error('WebSocket connection failed'))).toBe(true);
    expect(isIgnorable(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('keeps only the last 50 reports while offline', () => {
    for (let i = 0; i < 60; i++) enqueueReport(buildReport(new Error(`e${i}`), { context: 'manual_error' }));
    expect(queuedReportCount()).toBe(50);
    const queue = JSON.parse(localStorage.getItem(STORAGE_KEYS.errorQueue)!);
    expect(queue[0].message).toBe('e10');
    expect(queue[49].message).toBe('e59');
  });

  it('queues a report the server cannot take and sends the queue when back', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const isSent = await sendReport(buildReport(new Error('lost'), { context: 'manual_error' }));
    expect(isSent).toBe(false);
    expect(queuedReportCount()).toBe(1);

    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    expect(await flushReportQueue()).toBe(1);
    expect(queuedReportCount()).toBe(0);
    const body = JSON.parse(fetchMock.mock.calls[1]![1].body);
    expect(body.message).toBe('lost');
  });
});
