import { z } from 'zod';

export const ERROR_CONTEXTS = [
  'unhandled_error',
  'unhandled_promise_rejection',
  'react_component_error',
  'manual_error',
] as const;
export const ERROR_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

/** A client error report, stored in `error_logs` (SPEC.md section 3). */
export const errorLogInputSchema = z.object({
  route: z.string().max(500),
  message: z.string().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  severity: z.enum(ERROR_SEVERITIES).default('medium'),
  context: z.enum(ERROR_CONTEXTS).default('manual_error'),
  metadata: z
    .object({
      errorId: z.string().max(64),
      componentStack: z.string().max(10_000).optional(),
      userAgent: z.string().max(500).optional(),
      timestamp: z.string().max(40),
      url: z.string().max(2000).optional(),
      errorName: z.string().max(200).optional(),
      retryCount: z.number().int().min(0).max(1000).optional(),
    })
    .strict(),
});
export type ErrorLogInput = z.input<typeof errorLogInputSchema>;
