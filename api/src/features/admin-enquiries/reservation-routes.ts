import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEnquiryDetailSchema, apiErrorSchema } from 'shared/validation';
import { z } from 'zod';
import { requireStaff } from '../../core/auth';
import { HttpError, notFound } from '../../core/errors';
import { described } from '../../core/openapi';
import { idValue } from '../../core/schemas';
import type { Db } from '../../db/connection';
import { companyReserved, confirmReservation, releaseReservation } from '../user-request/repository';
import { findEnquiry } from './repository';
import { enquiryDetail } from './service';

/** What became of staff's step on an enquiry's reservation. */
type Outcome = 'done' | 'no_enquiry' | 'no_reservation' | 'taken';

/**
 * Confirms the reservation the enquiry holds for good, even one that has lapsed: its row is still
 * there only while nobody else has booked the company. When the enquiry holds none and the company
 * it asked for is reserved for someone else (a booking took it after the lapse, or it was taken
 * when the enquiry came), the answer is `taken`.
 */
async function confirmOfEnquiry(db: Db, id: number): Promise<Outcome> {
  const enquiry = await findEnquiry(db, id);
  if (!enquiry) return 'no_enquiry';
  if (await confirmReservation(db, { userRequestId: id }, { lapsed: true })) return 'done';
  const companyId = enquiry.content.type === 'readymade' ? Number(enquiry.content.id) : NaN;
  return Number.isInteger(companyId) && (await companyReserved(db, companyId)) ? 'taken' : 'no_reservation';
}

/** Drops the reservation the enquiry holds, whatever its state. */
async function releaseOfEnquiry(db: Db, id: number): Promise<Outcome> {
  if (!(await findEnquiry(db, id))) return 'no_enquiry';
  return (await releaseReservation(db, id)) ? 'done' : 'no_reservation';
}

const STEPS = {
  confirm: {
    run: confirmOfEnquiry,
    answers: {
      409: described(
        'error `already_reserved`: the enquiry holds no reservation and the company it asked for is reserved for someone else',
        apiErrorSchema,
      ),
    },
    summary: 'Confirm the ready-made reservation the enquiry holds: it never lapses (staff only)',
    description:
      'A pending reservation, or one that has lapsed while nobody else has booked the company, becomes `confirmed` with no end; the public listing shows the company reserved. Confirming a confirmed one changes nothing. The status history records work-status changes only, so it is not written.',
  },
  release: {
    run: releaseOfEnquiry,
    answers: {},
    summary: 'Release the ready-made reservation the enquiry holds: the company is bookable again (staff only)',
    description:
      'The reservation is deleted, whatever its state: the public listing shows the company free at once and the next booking takes it. The enquiry itself stays as it is.',
  },
} as const;

/**
 * Staff confirm or release the ready-made company an enquiry reserved. Both answer the enquiry's
 * detail as GET /api/admin/enquiries/{id} does; 404 when there is no such enquiry in the inbox or
 * it holds no reservation; a guest gets 401, any other user 403.
 */
export const adminReservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  for (const [step, { run, summary, description, answers }] of Object.entries(STEPS)) {
    app.post(
      `/admin/enquiries/:id/reservation/${step}`,
      {
        schema: {
          tags: ['enquiry'],
          summary,
          description,
          security: [{ bearer: [] }],
          params: z.object({ id: idValue() }),
          response: {
            200: adminEnquiryDetailSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            ...answers,
          },
        },
      },
      async (request) => {
        const staff = await requireStaff(request);
        const { id } = request.params;
        const outcome = id ? await run(db, id) : 'no_enquiry';
        if (outcome === 'taken')
          throw new HttpError(
            409,
            'already_reserved',
            'The company is reserved for someone else: this enquiry no longer holds it, so there is nothing to confirm.',
          );
        if (outcome === 'no_reservation') throw notFound('The enquiry holds no reservation');
        const detail = id && outcome === 'done' ? await enquiryDetail(db, id) : null;
        if (!detail) throw notFound('No enquiry of that id');
        request.log.info({ userRequestId: id, staffUserId: staff.id, step }, 'ready-made reservation changed by staff');
        return detail;
      },
    );
  }
};
