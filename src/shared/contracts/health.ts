import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'fail']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready: whether a balancer should send this process new visitors. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'draining', 'unready']),
  db: z.enum(['ok', 'fail']),
  /** Only when REDIS_URL is set. */
  redis: z.enum(['ok', 'fail']).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;
