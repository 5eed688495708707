import type { FastifyPluginAsync } from 'fastify';
import { formatMessage, userRequestSchema, validationFailedMessage } from 'shared/validation';
import { currentUser } from '../../core/auth';
import { HttpError, ValidationFailed } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { jsonSchema, parseWith } from '../../core/validation';

const alreadyReserved: Record<'cs' | 'en', string> = {
  cs: 'Tato společnost je již rezervována.',
  en: 'This company has already been reserved.',
};

/** Text as typed: control characters (other than tab and newlines) removed. Never interpreted as HTML. */
function text(value: string | undefined | null): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

export const userRequestRoutes: FastifyPluginAsync = async (app) => {
  const limit = app.ctx.config.rateLimits.enquiry;
  app.post(
    '/user-request/save',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['enquiry'],
        summary: 'Save an enquiry; type `readymade` also reserves the company `content.id`',
        description:
          'Answers 200 only after the enquiry (and the reservation) is committed. Text is stored as plain text.',
        body: jsonSchema(userRequestSchema),
        response: {
          200: {
            type: 'object',
            properties: { id: { type: 'integer', description: 'read as sentFormId' }, success: { type: 'boolean' } },
          },
          409: {
            description:
              'error `already_reserved`: the company is taken; the enquiry is saved anyway (status `reservation_conflict`, its `id` in the body)',
            $ref: 'ApiError#',
          },
          422: { $ref: 'ValidationError#' },
          429: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => {
      const input = parseWith(userRequestSchema, request.body, request);
      const locale = requestLocale(request);
      const user = await currentUser(request);
      const invalid = (field: string, rule: 'invalid' | 'required' = 'invalid') =>
        new ValidationFailed({
          statusCode: 422,
          error: 'validation_failed',
          message: validationFailedMessage[locale],
          errors: { [field]: [formatMessage(rule, locale)] },
        });

      const content: Record<string, unknown> = {
        type: input.content.type,
        id: input.content.id ?? null,
        name: text(input.content.name),
        otherServices: (input.content.otherServices ?? []).map(text).filter(Boolean),
      };
      if (input.content.type === 'readymade') content.virtualPlace = input.content.virtualPlace === true;
      const fileIds = (input.files ?? []).map((f) => f.id.toLowerCase());

      const { id, conflict } = await app.ctx.db.transaction().execute(async (trx) => {
        if (input.content.type === 'readymade') {
          const companyId = Number(input.content.id);
          const company = await trx
            .selectFrom('content_items')
            .select('id')
            .where('type', '=', 'readymade-company')
            .where('id', '=', companyId)
            .executeTakeFirst();
          if (!company) throw invalid('content.id');
          content.id = companyId;
        }
        const saved = await trx
          .insertInto('user_requests')
          .values({
            firstname: text(input.firstname),
            email: text(input.email),
            phone: text(input.phone),
            content: JSON.stringify(content),
            locale,
            site_url: request.siteUrl,
            user_id: user?.id ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [i, fileId] of fileIds.entries()) {
          const linked = await trx
            .updateTable('uploaded_files')
            .set({ user_request_id: saved.id })
            .where('id', '=', fileId)
            .where('user_request_id', 'is', null)
            .executeTakeFirst();
          if (Number(linked.numUpdatedRows) !== 1) throw invalid(`files.${i}.id`);
        }
        if (input.content.type === 'readymade') {
          const reserved = await trx
            .insertInto('readymade_reservations')
            .values({ company_id: Number(content.id), user_request_id: saved.id, source: 'enquiry' })
            .onConflict((oc) => oc.column('company_id').doNothing())
            .returning('company_id')
            .executeTakeFirst();
          if (!reserved) {
            // Someone was faster: the visitor's enquiry is kept (so the office can offer another
            // company) with status reservation_conflict, and the answer is still 409.
            await trx
              .updateTable('user_requests')
              .set({ status: 'reservation_conflict' })
              .where('id', '=', saved.id)
              .execute();
            return { id: saved.id, conflict: true };
          }
        }
        return { id: saved.id, conflict: false };
      });
      request.log.info({ userRequestId: id, type: input.content.type, conflict }, 'enquiry saved');
      if (conflict) throw new HttpError(409, 'already_reserved', alreadyReserved[locale], { id });
      return { id, success: true };
    },
  );
};
