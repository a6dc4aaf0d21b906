import type { z } from 'zod';
import type { errorLogInputSchema } from '../../../shared/contracts/error-log';
import type { Database } from '../../db/client';
import { errorLogs } from '../../db/schema';
import { raiseIncident } from '../security/incident-alerts';

/** Stores one client error report in `error_logs`. */
export async function createErrorLog(
  db: Database,
  input: z.output<typeof errorLogInputSchema>,
  userId: string | null,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(errorLogs)
    .values({ ...input, userId })
    .returning({ id: errorLogs.id });
  if (!row) throw new Error('insert returned no row');
  if (input.severity === 'critical') {
    await raiseIncident(db, {
      kind: `error:${input.context}`,
      description: [input.message, input.route, input.stack?.slice(0, 1000)].filter(Boolean).join('\n'),
      affectedUserId: userId,
    });
  }
  return { id: row.id };
}
