import { z } from 'zod';

/**
 * POST /api/auth/login. Every login opens a browser session (the HttpOnly `sid` cookie); an API
 * client (a request that is not a browser's: no `Sec-Fetch-Site` header) also gets a bearer token
 * (30 days). A browser never receives a token a script could read: `token_type` is then `Cookie`.
 */
export const loginResultSchema = z.object({
  token: z.string().optional(),
  token_type: z.enum(['Bearer', 'Cookie']),
  expires_at: z.iso.datetime(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The logged-in user. */
const userSchema = z.object({ id: z.int(), email: z.string(), name: z.string(), scope: z.array(z.string()) });
export type User = z.infer<typeof userSchema>;

/** GET /api/me. */
export const meSchema = z.object({ data: userSchema });

/** GET /api/auth/sessions: the user's live browser sessions, newest first. */
export const sessionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.int(),
      created_at: z.iso.datetime(),
      last_seen_at: z.iso.datetime(),
      /** Browser and system read from the session's User-Agent ("Chrome, Linux"), or '' when unknown. */
      browser: z.string(),
      /** The session of this very request. */
      current: z.boolean(),
    }),
  ),
});
type Sessions = z.infer<typeof sessionsSchema>;
export type SessionInfo = Sessions['data'][number];

/** GET /api/me/enquiries: the user's enquiries and orders, newest first. */
export const accountEnquiriesSchema = z.object({
  data: z.array(
    z.object({
      id: z.int(),
      /** The enquiry type (`virtual_office`, `order`, …). */
      type: z.string(),
      /** What it was about (an office, a company, a service), or null. */
      item: z.string().nullable(),
      created_at: z.iso.datetime(),
      /** `received`, `reservation_conflict`, `reservation_limit`, or a status staff set. */
      status: z.string(),
    }),
  ),
});
type AccountEnquiries = z.infer<typeof accountEnquiriesSchema>;
export type AccountEnquiry = AccountEnquiries['data'][number];
