import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, uploadResultSchema, validationErrorSchema } from 'shared/validation';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { langQuery } from '../../core/schemas';
import { storeUploads, type ReceivedFile } from './service';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadDir, rateLimits, upload } = app.ctx.config;
  const megabytes = Math.round(upload.maxFileSize / (1024 * 1024));
  app.post(
    '/filemanager/upload/file',
    {
      config: { rateLimit: { max: rateLimits.upload.max, timeWindow: rateLimits.upload.timeWindowMs } },
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
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the files as multipart/form-data');
      const files: ReceivedFile[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') files.push({ filename: part.filename, content: await part.toBuffer() });
      }
      return storeUploads(app.ctx.db, uploadDir, files, locale);
    },
  );
};
