import { z } from 'zod';

/** GET /api/health: the process is alive and answers (nothing else is looked at). */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/**
 * GET /api/ready: 200 `ready` when every check passed, 503 `not_ready` when one did not; each
 * check by name (`database`, `migrations`, `builds`) with `ok` or what is wrong.
 */
export const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.string()),
});
export type Ready = z.infer<typeof readySchema>;
