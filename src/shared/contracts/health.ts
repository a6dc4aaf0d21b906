import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'fail']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready: whether a load balancer should send this process traffic (503 unless `ready`). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  db: z.enum(['ok', 'fail']),
  redis: z.enum(['ok', 'fail', 'off']),
});
