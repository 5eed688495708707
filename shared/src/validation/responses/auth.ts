import { z } from 'zod';

/** POST /api/auth/login: a bearer token and when it expires (30 days). */
export const loginResultSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.iso.datetime(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The logged-in user. */
export const userSchema = z.object({ id: z.int(), email: z.string(), name: z.string(), scope: z.array(z.string()) });
export type User = z.infer<typeof userSchema>;

/** GET /api/me. */
export const meSchema = z.object({ data: userSchema });
export type Me = z.infer<typeof meSchema>;
