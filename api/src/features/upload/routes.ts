import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, uploadResultSchema, validationErrorSchema } from 'shared/validation';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { langQuery } from '../../core/schemas';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits, upload } = app.ctx.config;
  const megabytes = Math.round(upload.maxFileSize / (1024 * 1024));
  app.post(
    '/filemanager/upload/file',
    {
      config: {
        rateLimit: {
          max: rateLimits.upload.max,
          timeWindow: rateLimits.upload.timeWindowMs,
        },
      },
      schema: {
        tags: ['enquiry'],
        summary:
          'Upload attachments of an enquiry (multipart: `file`, `format[]=file`); the type is checked by content',
        description: `At most ${upload.maxFiles} files of ${megabytes} MB each per request. Stored under random names and never served back. Answers an array of descriptors to send in \`files\` of POST /api/user-request/save; \`name\` is the client's base name, sanitised, with the extension of the detected type. Macro-enabled documents and compound files other than Word/Excel/PowerPoint are refused.`,
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: {
          200: uploadResultSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: validationErrorSchema,
          503: described(
            'too many uploads in flight (per process, or one per client address); Retry-After',
            apiErrorSchema,
          ),
          507: described('the storage quota of unattached uploads is full', apiErrorSchema),
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the files as multipart/form-data');
      return app.ctx.uploads.receive(request, reply, locale, async (receive) => {
        for await (const part of request.parts()) if (part.type === 'file') await receive(part.filename, part.file);
      });
    },
  );
};
