import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { JobHandler, JobRunner } from '../jobs/job-runner';
import { PAYMENTS_RECONCILE_JOB, reconcileOpenSessions } from './reconcile';

/** The hourly reconciliation of checkout sessions whose webhook did not arrive (reconcile.ts). */
export function paymentsJobHandlers(deps: {
  db: Database;
  stripe: Stripe;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}): Record<string, JobHandler> {
  return {
    [PAYMENTS_RECONCILE_JOB]: {
      run: async () => {
        await reconcileOpenSessions(deps, deps.stripe);
      },
    },
  };
}

/** Turns the hourly schedule on once (every process calls it; the schedule is one row). */
export async function schedulePaymentsReconcile(runner: JobRunner): Promise<void> {
  const current = await runner.getSchedule(PAYMENTS_RECONCILE_JOB);
  if (current.cadence !== 'hourly') await runner.setSchedule(PAYMENTS_RECONCILE_JOB, 'hourly', null);
}
