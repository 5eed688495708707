import { z } from 'zod';

/*
 * The staff inbox (GET/PATCH /api/admin/enquiries…, staff only): enquiries and orders with the
 * provider's work status, a staff note and the history of status changes.
 */

/** The work statuses of an enquiry, in the order of the workflow. */
export const ENQUIRY_WORK_STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'] as const;
export type EnquiryWorkStatus = (typeof ENQUIRY_WORK_STATUSES)[number];

const enquiryWorkStatusSchema = z.enum(ENQUIRY_WORK_STATUSES, { error: 'invalid' });

/** PATCH /api/admin/enquiries/{id}: a new status, a new note, or both (a missing field is kept). */
export const adminEnquiryUpdateSchema = z.object({
  status: enquiryWorkStatusSchema.optional(),
  note: z.string({ error: 'invalid' }).max(5000, { error: 'max' }).optional(),
});
export type AdminEnquiryUpdate = z.infer<typeof adminEnquiryUpdateSchema>;

/** One row of the inbox list. */
const adminEnquiryRowSchema = z.object({
  id: z.int(),
  type: z.string(),
  /** The item asked about (an order: its lines' names), null when there is none. */
  item_name: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: z.iso.datetime(),
  status: enquiryWorkStatusSchema,
});
export type AdminEnquiryRow = z.infer<typeof adminEnquiryRowSchema>;

/** GET /api/admin/enquiries: newest first; `newCount` is the number of enquiries in `new`. */
export const adminEnquiryListSchema = z.object({
  data: z.array(adminEnquiryRowSchema),
  meta: z.object({
    total: z.int(),
    limit: z.int(),
    offset: z.int(),
    newCount: z.int(),
  }),
});
export type AdminEnquiryList = z.infer<typeof adminEnquiryListSchema>;

/** A ready-made company reserved by an enquiry. */
const adminReservationSchema = z.object({
  company_id: z.int(),
  company_name: z.string(),
  status: z.enum(['pending', 'confirmed', 'lapsed']),
  expires_at: z.iso.datetime().nullable(),
});

/** GET and PATCH /api/admin/enquiries/{id}: everything sent, the status, the note and the history. */
export const adminEnquiryDetailSchema = z.object({
  data: adminEnquiryRowSchema.extend({
    locale: z.string(),
    /** The page or site the form was on, when the client said (X-Site-Url). */
    site_url: z.string().nullable(),
    /** How the enquiry was received: `new`, `reservation_conflict`, `reservation_limit`, `spam`. */
    received_as: z.string(),
    note: z.string(),
    /** The stored content as sent (type, item, other services, an order's lines and totals…). */
    content: z.record(z.string(), z.unknown()),
    /** The attachments; each downloads from GET /api/admin/files/{id}. */
    files: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        mime: z.string(),
        size: z.int(),
      }),
    ),
    /**
     * The ready-made company the enquiry reserved, or null: `pending` (lapses at `expires_at` unless
     * staff confirm it), `confirmed` (for good), `lapsed` (pending past `expires_at`: the company is
     * bookable again). Staff confirm or release it with POST …/{id}/reservation/{confirm|release}.
     */
    reservation: adminReservationSchema.nullable(),
    /** Status changes, oldest first; `by` is the staff user's e-mail (null when the user is gone). */
    history: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        by: z.string().nullable(),
        at: z.iso.datetime(),
      }),
    ),
  }),
});
export type AdminEnquiryDetail = z.infer<typeof adminEnquiryDetailSchema>;

/**
 * GET /api/admin/outbox: e-mails not yet delivered (waiting, being retried, or given up), newest
 * first. Without SMTP_URL every message waits here, so nothing is lost on a machine without mail.
 */
export const adminOutboxSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      /** `lead` (to the provider) or `confirmation` (to the visitor). */
      kind: z.string(),
      /** The visitor's address of a confirmation; null for a lead (it goes to the leads mailbox). */
      to: z.string().nullable(),
      subject: z.string(),
      /** The enquiry or order it is about, when there is one. */
      enquiry_id: z.int().nullable(),
      /** `pending` (waiting or retrying) or `failed` (gave up after the last attempt). */
      status: z.enum(['pending', 'failed']),
      attempts: z.int(),
      last_error: z.string().nullable(),
      created_at: z.iso.datetime(),
      next_attempt_at: z.iso.datetime().nullable(),
    }),
  ),
  /** Whether the server sends mail at all (SMTP_URL set). */
  sending: z.boolean(),
});
export type AdminOutbox = z.infer<typeof adminOutboxSchema>;
