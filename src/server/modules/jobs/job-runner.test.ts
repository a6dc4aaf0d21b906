import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { generationRuns, jobSchedules, jobs } from '../../db/jobs-schema';
import { openTestDatabase } from '../../testing/test-database';
import { failInterruptedRun } from '../ai-studio/execute-run';
import { createJobRunner } from './job-runner';

const SLOW_TEST_MS = 120_000;

/**
 * Two runners stand for two server processes. On PostgreSQL (TEST_DATABASE_URL) each has its own connection
 * pool to the same database, as two processes would; on PGlite they share the one connection.
 */
describe('the job runner', { timeout: SLOW_TEST_MS }, () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    first = await openTestDatabase();
    const url = first.kind === 'postgres' ? first.url : undefined;
    second = url ? await openDatabase({ kind: 'postgres', url, poolSize: 4 }) : first;
  }, SLOW_TEST_MS);
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  it('runs each job once when two processes drain the queue at the same time', async () => {
    const ran: string[] = [];
    const handler = {
      run: async (payload: Record<string, unknown>) => {
        ran.push(String(payload.n));
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
    const a = createJobRunner(first.db, { handlers: { work: handler }, workerId: 'a' });
    const b = createJobRunner(second.db, { handlers: { work: handler }, workerId: 'b' });
    for (let n = 0; n < 12; n += 1) await a.enqueue('work', { n });
    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    expect(byA + byB).toBe(12);
    expect(ran.sort()).toEqual(Array.from({ length: 12 }, (_, n) => String(n)).sort());
    const states = await first.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, 'work'));
    expect(states.every((s) => s.status === 'completed')).toBe(true);
    if (first.kind === 'postgres') expect(Math.min(byA, byB)).toBeGreaterThan(0);
  });

  it('fails a run a restart interrupted, never leaving it running', async () => {
    const [run] = await first.db
      .insert(generationRuns)
      .values({ kind: 'topup', status: 'running', categories: [] })
      .returning({ id: generationRuns.id });
    // A job a killed process had claimed: running, its heartbeat two minutes old.
    await first.db.insert(jobs).values({
      kind: 'ai.generate',
      payload: { runId: run!.id },
      status: 'running',
      lockedBy: 'dead-process',
      heartbeatAt: sql`now() - interval '2 minutes'`,
    });
    const runner = createJobRunner(second.db, {
      handlers: {
        'ai.generate': {
          run: async () => undefined,
          interrupted: (p) => failInterruptedRun(second.db, String(p.runId)),
        },
      },
      staleMs: 60_000,
    });
    expect(await runner.recoverStale()).toBe(1);
    const [after] = await first.db.select().from(generationRuns).where(eq(generationRuns.id, run!.id));
    expect(after).toMatchObject({ status: 'failed', error: 'admin.ai.errors.interrupted' });
    expect(await runner.recoverStale()).toBe(0);
  });

  it('turns a due schedule into one job across processes and moves it to its next time', async () => {
    const ran: number[] = [];
    const handlers = { 'nightly.work': { run: async () => void ran.push(Date.now()) } };
    const a = createJobRunner(first.db, { handlers, workerId: 'a' });
    const b = createJobRunner(second.db, { handlers, workerId: 'b' });
    // Set three days ago: its first time (two days ago) and the next (yesterday) were missed while down.
    await a.setSchedule('nightly.work', 'daily', null, new Date(Date.now() - 3 * 24 * 3600_000));
    const [byA, byB] = await Promise.all([a.runSchedules(), b.runSchedules()]);
    expect(byA + byB).toBe(1);
    const schedule = await a.getSchedule('nightly.work');
    const ahead = schedule.nextRunAt!.getTime() - Date.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThanOrEqual(24 * 3600_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(ran).toHaveLength(1);
    await a.setSchedule('nightly.work', 'off', null);
    const [off] = await first.db.select().from(jobSchedules).where(eq(jobSchedules.kind, 'nightly.work'));
    expect(off).toMatchObject({ cadence: 'off', nextRunAt: null });
  });

  it('moves an hourly schedule past its missed hours to the next one, running it once', async () => {
    const ran: number[] = [];
    const handlers = { 'hourly.work': { run: async () => void ran.push(Date.now()) } };
    const a = createJobRunner(first.db, { handlers, workerId: 'a' });
    // Set five hours ago: four runs were missed while down.
    await a.setSchedule('hourly.work', 'hourly', null, new Date(Date.now() - 5 * 3600_000));
    expect(await a.runSchedules()).toBe(1);
    const schedule = await a.getSchedule('hourly.work');
    expect(schedule.cadence).toBe('hourly');
    const ahead = schedule.nextRunAt!.getTime() - Date.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThanOrEqual(3600_000);
    await a.drain();
    expect(ran).toHaveLength(1);
    await a.setSchedule('hourly.work', 'off', null);
  });
});
