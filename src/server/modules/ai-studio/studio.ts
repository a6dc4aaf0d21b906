import type { ScheduleCadence, TopUpSchedule } from '../../../shared/contracts/ai-studio';
import type { JobHandler, JobRunner } from '../jobs/job-runner';
import { readSettings } from '../settings/settings-store';
import { executeGenerationRun, failInterruptedRun, type StudioServices } from './execute-run';
import { createTopUpRun } from './runs';

export const GENERATE_JOB = 'ai.generate';
export const TOP_UP_JOB = 'ai.topup';

export type Studio = {
  services: StudioServices;
  enqueueRun: (runId: string) => Promise<void>;
  getTopUpSchedule: () => Promise<TopUpSchedule>;
  setTopUpSchedule: (cadence: ScheduleCadence, by: string) => Promise<TopUpSchedule>;
};

/** The job handlers of the studio: a run, and a scheduled top-up (which makes a run and queues it). */
export function studioJobHandlers(
  services: StudioServices,
  runner: () => JobRunner,
): Record<string, JobHandler> {
  return {
    [GENERATE_JOB]: {
      run: async (payload) => executeGenerationRun(services, String(payload.runId)),
      interrupted: async (payload) => failInterruptedRun(services.db, String(payload.runId)),
    },
    [TOP_UP_JOB]: {
      run: async () => {
        if (!services.endpoint) return;
        const settings = await readSettings(services.db);
        const runId = await createTopUpRun(services.db, settings.topUpBelow, null);
        if (runId) await runner().enqueue(GENERATE_JOB, { runId });
      },
    },
  };
}

export function createStudio(services: StudioServices, runner: JobRunner): Studio {
  const schedule = async (): Promise<TopUpSchedule> => {
    const row = await runner.getSchedule(TOP_UP_JOB);
    // The studio sets only its own cadences (hourly is the server's jobs').
    const cadence = row.cadence === 'hourly' ? 'daily' : row.cadence;
    return { cadence, nextRunAt: row.nextRunAt?.toISOString() ?? null };
  };
  return {
    services,
    enqueueRun: async (runId) => {
      await runner.enqueue(GENERATE_JOB, { runId });
    },
    getTopUpSchedule: schedule,
    setTopUpSchedule: async (cadence, by) => {
      await runner.setSchedule(TOP_UP_JOB, cadence, by);
      return schedule();
    },
  };
}
