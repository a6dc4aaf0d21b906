import type { DatabaseHandle } from '../../db/client';
import type { JobHandler, JobRunner } from '../jobs/job-runner';
import { createBackup } from './create-backup';

export const BACKUP_JOB = 'backup';

export type BackupSettings = { dir: string; schedule: 'daily' | 'off'; retentionDays: number };

/** The job that writes a backup (the daily schedule and `npm run backup` against a running server). */
export function backupJobHandler(
  database: DatabaseHandle,
  uploadDir: string,
  settings: BackupSettings,
): JobHandler {
  return {
    run: async () => {
      await createBackup({
        database,
        uploadDir,
        backupDir: settings.dir,
        retentionDays: settings.retentionDays,
      });
    },
  };
}

/** Keeps the schedule row as configured (a running daily schedule keeps its next time). */
export async function scheduleBackups(
  runner: JobRunner,
  schedule: BackupSettings['schedule'],
): Promise<void> {
  const current = await runner.getSchedule(BACKUP_JOB);
  if (current.cadence !== schedule) await runner.setSchedule(BACKUP_JOB, schedule, null);
}
