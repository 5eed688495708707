import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEnquiryDetailSchema,
  adminEnquiryListSchema,
  adminEnquiryUpdateSchema,
  apiErrorSchema,
  ENQUIRY_WORK_STATUSES,
  validationErrorSchema,
  type EnquiryWorkStatus,
} from 'shared/validation';
import { z } from 'zod';
import { requireStaff } from '../../core/auth';
import { notFound } from '../../core/errors';
import { clampedInt, idValue, lenient, MAX_OFFSET, textValue } from '../../core/schemas';
import { readStoredFile } from '../upload/storage';
import { adminOutboxRoutes } from './outbox-routes';
import { findAttachment } from './repository';
import { adminReservationRoutes } from './reservation-routes';
import { enquiryDetail, exportCsv, listEnquiries, pragueDate, updateEnquiryWork } from './service';

const security = [{ bearer: [] }];
const staffOnly = { 401: apiErrorSchema, 403: apiErrorSchema };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether YYYY-MM-DD is a day of the calendar (not 2026-02-30). */
function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

/** A day of the query (YYYY-MM-DD, a real date); anything else is no filter. */
const dayValue = (description: string) =>
  lenient((value) => (typeof value === 'string' && DAY.test(value) && isRealDay(value) ? value : undefined), {
    type: 'string',
    format: 'date',
    description,
  });

const statusValue = lenient(
  (value): EnquiryWorkStatus | undefined =>
    (ENQUIRY_WORK_STATUSES as readonly unknown[]).includes(value) ? (value as EnquiryWorkStatus) : undefined,
  { type: 'string', enum: [...ENQUIRY_WORK_STATUSES], description: 'Anything else is no filter' },
);

const filterQuery = {
  status: statusValue,
  type: textValue('Enquiry type (`order`, `readymade`, `contact-form`, …)', 50),
  from: dayValue('First day, inclusive (YYYY-MM-DD, Prague time); anything else is no filter'),
  to: dayValue('Last day, inclusive (YYYY-MM-DD, Prague time); anything else is no filter'),
  q: textValue('Part of the name or the e-mail, any case'),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fileIdValue = lenient(
  (value) => (typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined),
  {
    type: 'string',
    format: 'uuid',
    description: 'An upload id; anything else is not found',
  },
);

/** `attachment` with an ASCII fallback name and the exact name in UTF-8 (RFC 6266 / 5987). */
function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The staff inbox: enquiries and orders (all but the quarantined, which have their own list) with
 * their work status, note, reservation and status history, a CSV export and the attachments; the
 * reservation's confirmation and release, and the undelivered e-mails, next to it. Staff only: a
 * guest gets 401, any other user 403. Every answer is `no-store` (the API's default for these paths).
 */
export const adminEnquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/admin/enquiries',
    {
      schema: {
        tags: ['enquiry'],
        summary: 'Enquiries newest first, filtered and paged, with the number in `new` (staff only)',
        security,
        querystring: z.object({
          ...filterQuery,
          limit: clampedInt(1, 100, 20, 'At most 100'),
          offset: clampedInt(0, MAX_OFFSET, 0),
        }),
        response: { 200: adminEnquiryListSchema, ...staffOnly },
      },
    },
    async (request) => {
      await requireStaff(request);
      const { limit, offset, ...filter } = request.query;
      return listEnquiries(db, filter, { limit, offset });
    },
  );

  app.get(
    '/admin/enquiries/export.csv',
    {
      schema: {
        tags: ['enquiry'],
        summary: 'The filtered enquiries as a CSV download (UTF-8 with BOM, `;`-separated; staff only)',
        security,
        querystring: z.object(filterQuery),
        response: {
          200: {
            description: 'The CSV document (a header row, then one row per enquiry, newest first)',
            content: { 'text/csv': { schema: z.custom<string>().meta({ type: 'string' }) } },
          },
          ...staffOnly,
        },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const csv = await exportCsv(db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="poptavky-${pragueDate()}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/admin/enquiries/:id',
    {
      schema: {
        tags: ['enquiry'],
        summary: 'One enquiry: everything sent, its files, status, note and status history (staff only)',
        security,
        params: z.object({ id: idValue() }),
        response: { 200: adminEnquiryDetailSchema, ...staffOnly, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await requireStaff(request);
      const { id } = request.params;
      const detail = id ? await enquiryDetail(db, id) : null;
      if (!detail) throw notFound('No enquiry of that id');
      return detail;
    },
  );

  app.patch(
    '/admin/enquiries/:id',
    {
      schema: {
        tags: ['enquiry'],
        summary: 'Change the status and/or note; a status change is recorded in the history (staff only)',
        security,
        params: z.object({ id: idValue() }),
        body: adminEnquiryUpdateSchema,
        response: { 200: adminEnquiryDetailSchema, ...staffOnly, 404: apiErrorSchema, 422: validationErrorSchema },
      },
      // Staff first: a guest or another user learns nothing of the body's validity.
      preValidation: async (request) => {
        await requireStaff(request);
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { id } = request.params;
      const found = id ? await updateEnquiryWork(db, id, request.body, staff.id) : false;
      const detail = found && id ? await enquiryDetail(db, id) : null;
      if (!detail) throw notFound('No enquiry of that id');
      return detail;
    },
  );

  app.get(
    '/admin/files/:id',
    {
      schema: {
        tags: ['enquiry'],
        summary: 'An attachment of an enquiry, as stored (staff only)',
        security,
        params: z.object({ id: fileIdValue }),
        response: {
          200: {
            description: 'The file, with its stored content type',
            content: { '*/*': { schema: z.custom<Readable>().meta({ type: 'string', format: 'binary' }) } },
          },
          ...staffOnly,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      const { id } = request.params;
      const file = id ? await findAttachment(db, id) : undefined;
      // The bytes come from the database a piece at a time, whichever instance stored them.
      const stream = file && id ? await readStoredFile(db, id) : undefined;
      if (!file || !stream) throw notFound('No attachment of that id');
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.original_name))
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  await app.register(adminReservationRoutes);
  await app.register(adminOutboxRoutes);
};
