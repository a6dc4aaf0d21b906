import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ScheduleCadence } from '../../../shared/contracts/ai-studio';
import type { Database } from '../../db/client';
import { jobSchedules, jobs } from '../../db/jobs-schema';

/** What a kind of job does; `interrupted` tidies up after a run a crash cut short (it is not retried). */
export type JobHandler = {
  run: (payload: Record<string, unknown>) => Promise<void>;
  interrupted?: (payload: Record<string, unknown>) => Promise<void>;
};

type Logger = { error: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };

export type JobRunnerOptions = {
  handlers: Record<string, JobHandler>;
  /** How often a worker looks for due jobs and schedules. */
  pollMs?: number;
  /** A running job whose heartbeat is older than this was interrupted. */
  staleMs?: number;
  log?: Logger;
  workerId?: string;
};

export type JobRunner = {
  workerId: string;
  enqueue: (kind: string, payload?: Record<string, unknown>) => Promise<string>;
  /** Claims and runs due jobs until none is left; returns how many it ran. Tests call it directly. */
  drain: () => Promise<number>;
  /** Turns due schedules into jobs (once across processes). */
  runSchedules: () => Promise<number>;
  /** Marks jobs whose worker stopped beating as failed, and lets their handler tidy up. */
  recoverStale: () => Promise<number>;
  setSchedule: (kind: string, cadence: JobCadence, by: string | null, from?: Date) => Promise<Date | null>;
  getSchedule: (kind: string) => Promise<{ cadence: JobCadence; nextRunAt: Date | null }>;
  start: () => void;
  stop: () => Promise<void>;
};

/** The studio's and backups' cadences, and hourly for the server's own jobs (the payments' reconciliation). */
export type JobCadence = ScheduleCadence | 'hourly';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const CADENCE_MS: Record<Exclude<JobCadence, 'off'>, number> = {
  hourly: HOUR_MS,
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};
const INTERVAL = sql.raw(
  "(case cadence when 'weekly' then interval '7 days' when 'hourly' then interval '1 hour' else interval '1 day' end)",
);

/** The rows of a raw statement (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type ClaimedJob = { id: string; kind: string; payload: Record<string, unknown> };

/**
 * The one job runner of the server: jobs are rows, claimed by `UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP
 * LOCKED)` so two processes never take the same one, kept alive by a heartbeat, and failed (never left running)
 * when a restart interrupted them. Schedules are rows whose next time is advanced in the same statement that
 * claims them. Works the same on PGlite and PostgreSQL (docs/decisions/018).
 */
export function createJobRunner(db: Database, options: JobRunnerOptions): JobRunner {
  const workerId = options.workerId ?? `${process.pid}-${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollMs ?? 5000;
  const staleMs = options.staleMs ?? 90_000;
  let timer: NodeJS.Timeout | null = null;
  let busy: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let stopping = false;

  async function claim(): Promise<ClaimedJob | null> {
    const result = await db.execute(sql`
      update ${jobs} set status = 'running', locked_by = ${workerId}, heartbeat_at = now(),
        attempts = ${jobs.attempts} + 1
      where ${jobs.id} = (
        select id from ${jobs} where status = 'pending' and run_at <= now()
        order by run_at for update skip locked limit 1
      )
      returning ${jobs.id} as id, ${jobs.kind} as kind, ${jobs.payload} as payload`);
    return rowsOf<ClaimedJob>(result)[0] ?? null;
  }

  async function finish(id: string, error: string | null): Promise<void> {
    await db
      .update(jobs)
      .set({ status: error ? 'failed' : 'completed', lastError: error, finishedAt: new Date() })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, workerId)));
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = options.handlers[job.kind];
    if (!handler) {
      await finish(job.id, `no handler for ${job.kind}`);
      return;
    }
    const beat = setInterval(
      () => {
        void db
          .update(jobs)
          .set({ heartbeatAt: new Date() })
          .where(eq(jobs.id, job.id))
          .catch(() => undefined);
      },
      Math.max(1000, Math.floor(staleMs / 3)),
    );
    try {
      await handler.run(job.payload);
      await finish(job.id, null);
    } catch (error) {
      options.log?.error({ err: error, job: job.kind }, 'job failed');
      await finish(job.id, error instanceof Error ? error.message : String(error));
    } finally {
      clearInterval(beat);
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    while (!stopping) {
      const job = await claim();
      if (!job) break;
      await runOne(job);
      count += 1;
    }
    return count;
  }

  async function runSchedules(): Promise<number> {
    // One statement moves every due schedule to its next time and returns it: a second process finds none due.
    const due = await db.execute(sql`
      update ${jobSchedules} set next_run_at = next_run_at + ${INTERVAL} * (floor(extract(epoch from now() - next_run_at) /
          extract(epoch from ${INTERVAL})) + 1)
      where cadence <> 'off' and next_run_at is not null and next_run_at <= now()
      returning kind, payload`);
    const rows = rowsOf<{ kind: string; payload: Record<string, unknown> }>(due);
    for (const row of rows) await enqueue(row.kind, row.payload);
    return rows.length;
  }

  async function recoverStale(): Promise<number> {
    const stale = await db.execute(sql`
      update ${jobs} set status = 'failed', last_error = 'interrupted', finished_at = now()
      where status = 'running' and (heartbeat_at is null or heartbeat_at < now() - ${`${staleMs} milliseconds`}::interval)
      returning ${jobs.id} as id, ${jobs.kind} as kind, ${jobs.payload} as payload`);
    const interrupted = rowsOf<ClaimedJob>(stale);
    for (const job of interrupted) {
      await options.handlers[job.kind]?.interrupted?.(job.payload).catch((error: unknown) => {
        options.log?.error({ err: error, job: job.kind }, 'could not tidy up an interrupted job');
      });
    }
    return interrupted.length;
  }

  async function enqueue(kind: string, payload: Record<string, unknown> = {}): Promise<string> {
    const [row] = await db.insert(jobs).values({ kind, payload }).returning({ id: jobs.id });
    if (!stopped) kick();
    return row!.id;
  }

  async function tick(): Promise<void> {
    try {
      await recoverStale();
      await runSchedules();
      await drain();
    } catch (error) {
      options.log?.error({ err: error }, 'job runner tick failed');
    }
  }

  function kick(): void {
    busy = busy.then(tick);
  }

  return {
    workerId,
    enqueue,
    drain,
    runSchedules,
    recoverStale,
    async setSchedule(kind, cadence, by, from = new Date()) {
      const nextRunAt = cadence === 'off' ? null : new Date(from.getTime() + CADENCE_MS[cadence]);
      await db
        .insert(jobSchedules)
        .values({ kind, cadence, nextRunAt, updatedBy: by })
        .onConflictDoUpdate({ target: jobSchedules.kind, set: { cadence, nextRunAt, updatedBy: by } });
      return nextRunAt;
    },
    async getSchedule(kind) {
      const [row] = await db.select().from(jobSchedules).where(eq(jobSchedules.kind, kind));
      return { cadence: row?.cadence ?? 'off', nextRunAt: row?.nextRunAt ?? null };
    },
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      kick();
      timer = setInterval(kick, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await busy;
    },
  };
}
