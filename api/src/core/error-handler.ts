import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { validationErrorBody, type IssueLike } from 'shared/validation';
import { HttpError, ValidationFailed } from './errors';
import { requestLocale } from './locale';

const TOO_LARGE = new Set([
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * The zod issues behind a failed route schema. The type provider keeps every field of an issue
 * but its path (as a JSON pointer), code (as `keyword`) and message, which are put back here.
 */
function issuesOf(validation: readonly ZodFastifySchemaValidationError[]): IssueLike[] {
  return validation.map(({ instancePath, keyword, message, params }) => ({
    ...params,
    code: keyword,
    message: message ?? '',
    path: instancePath === '/' || instancePath === '' ? [] : instancePath.slice(1).split('/'),
  }));
}

/**
 * Every error of /api as one JSON body `{ statusCode, error, message, … }`: a failed route schema
 * is the localized 422 (the request's language), like a 422 thrown by a handler.
 */
export function apiErrorHandler(
  error: FastifyError | HttpError | ValidationFailed,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(422).send(validationErrorBody(issuesOf(error.validation), requestLocale(request)));
  }
  if (error instanceof ValidationFailed) return reply.code(422).send(error.body);
  if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toBody());
  const code = error.code ?? '';
  const status = error.statusCode ?? 500;
  if (TOO_LARGE.has(code) || status === 413) {
    return reply.code(413).send({ statusCode: 413, error: 'payload_too_large', message: error.message });
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return reply.code(415).send({ statusCode: 415, error: 'unsupported_media_type', message: error.message });
  }
  if (status >= 400 && status < 500) {
    const message =
      code.startsWith('FST_ERR_CTP') || error instanceof SyntaxError ? 'Malformed request body' : error.message;
    return reply
      .code(status)
      .send({ statusCode: status, error: status === 400 ? 'bad_request' : 'client_error', message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ statusCode: 500, error: 'internal_error', message: 'Internal Server Error' });
}
