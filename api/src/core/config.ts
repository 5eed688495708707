/**
 * The API's settings, as `buildApp` resolves them from its options and the environment: what each
 * feature reads from `app.ctx.config`.
 */
import type { SessionLifetime } from './session';

interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface RateLimits {
  enquiry: RateLimit;
  newsletter: RateLimit;
  login: RateLimit;
  voucher: RateLimit;
  upload: RateLimit;
  /** New guest carts (GET /api/cart/anonymous/{locale}/0 or unknown, POST /api/cart/create without login). */
  guestCart: RateLimit;
}

export const defaultRateLimits: RateLimits = {
  enquiry: { max: 10, timeWindowMs: 10 * 60_000 },
  newsletter: { max: 10, timeWindowMs: 10 * 60_000 },
  login: { max: 10, timeWindowMs: 5 * 60_000 },
  voucher: { max: 30, timeWindowMs: 5 * 60_000 },
  upload: { max: 30, timeWindowMs: 10 * 60_000 },
  guestCart: { max: 30, timeWindowMs: 10 * 60_000 },
};

export interface ApiConfig {
  /** Seed files; media are served from `<seedDir>/images`. */
  seedDir: string;
  /** Where uploaded files are stored under random names. */
  uploadDir: string;
  tokenTtlMs: number;
  /** Browser sessions (the `sid` cookie): idle and absolute lifetime. */
  session: SessionLifetime;
  rateLimits: RateLimits;
  upload: {
    maxFileSize: number;
    maxFiles: number;
    /** Uploads being received at once per process (503 with Retry-After beyond); one per client address. */
    maxInFlight: number;
    /** Total bytes of uploads not attached to an enquiry (507 beyond). */
    quotaBytes: number;
  };
  /** CORS origins allowed to call /api (true reflects any origin; no credentials are ever allowed). */
  corsOrigin: boolean | string[];
  /** Serve /api/docs (UI and OpenAPI JSON). */
  apiDocs: boolean;
  /**
   * Enquiries sent sooner than this after their form appeared (as the form measured it) came from a
   * robot: they get the normal answer and are kept aside, not as leads.
   */
  minFillMs: number;
  /** The site is in maintenance whatever the database's setting says (an operator's switch for a deploy). */
  maintenance: boolean;
  /** Whether the mail worker sends the outbox (SMTP settings given); without it the e-mails wait. */
  mailSending: boolean;
  /**
   * The site's public origin (`SITE_URL`): the lead e-mails link staff to the enquiry in the inbox
   * and to its attachments there. Null when none is configured: the leads then name the files
   * without links (a link built from the address a request came to could point anywhere).
   */
  siteOrigin: string | null;
}

/** No person fills in a name, an e-mail and the consent box in under two seconds. */
export const DEFAULT_MIN_FILL_MS = 2000;
