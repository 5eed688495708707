import { z } from 'zod';

/** GET /api/health: 200 `ok` when the database answers, 503 `error` when it does not. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export const healthFailedSchema = z.object({ status: z.literal('error'), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof healthSchema> | z.infer<typeof healthFailedSchema>;
