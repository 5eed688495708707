import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOutboxSchema, apiErrorSchema, type AdminOutbox } from 'shared/validation';
import { requireStaff } from '../../core/auth';
import { listUndelivered } from '../mail/repository';

/** The most messages the list shows (the newest). */
export const OUTBOX_LIST_MAX = 200;

/**
 * The e-mails the site has not delivered, for staff: what waits (every message, when the server
 * has no SMTP settings), what is being retried and what was given up, so a lead never goes unseen.
 * Staff only: a guest gets 401, any other user 403.
 */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/admin/outbox',
    {
      schema: {
        tags: ['enquiry'],
        summary: 'E-mails not delivered (pending or failed), newest first, at most 200 (staff only)',
        description:
          '`sending` says whether the server sends mail at all (SMTP_URL set); without it every message waits here. A lead has no recipient (`to` null) until it is sent to the leads mailbox; a failed message has no next attempt.',
        security: [{ bearer: [] }],
        response: { 200: adminOutboxSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request): Promise<AdminOutbox> => {
      await requireStaff(request);
      const rows = await listUndelivered(db, OUTBOX_LIST_MAX);
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.recipient,
          subject: row.subject,
          enquiry_id: row.user_request_id,
          // `sent` rows are not listed.
          status: row.status === 'failed' ? 'failed' : 'pending',
          attempts: row.attempts,
          last_error: row.last_error,
          created_at: row.created_at.toISOString(),
          next_attempt_at: row.status === 'failed' ? null : row.next_attempt_at.toISOString(),
        })),
        sending: config.mailSending,
      };
    },
  );
};
