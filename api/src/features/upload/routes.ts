import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, uploadResultSchema, validationErrorSchema } from 'shared/validation';
import { HttpError } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { described } from '../../core/openapi';
import { langQuery } from '../../core/schemas';
import { rateLimitKey } from '../../core/proxy';
import { UploadQuota } from './quota';
import { discardReceived, receiveFile, storeUploads, unattachedBytes, type ReceivedFile } from './service';

/** Retry-After (s) of an upload refused because too many are in flight. */
const RETRY_AFTER_S = 5;

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadDir, rateLimits, upload } = app.ctx.config;
  // Uploads being received now, in all and per client address (IPv6 by /64).
  let inFlight = 0;
  const clients = new Set<string>();
  const quota = new UploadQuota(upload.quotaBytes, () => unattachedBytes(app.ctx.db));
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
      const client = rateLimitKey(request.ip);
      if (inFlight >= upload.maxInFlight || clients.has(client)) {
        reply.header('retry-after', String(RETRY_AFTER_S));
        throw new HttpError(503, 'service_unavailable', 'Too many uploads at once, try again shortly', {
          retryAfter: RETRY_AFTER_S,
        });
      }
      inFlight += 1;
      clients.add(client);
      try {
        // A length the request announces is refused up front; the bytes are counted as they
        // arrive either way, so a request that does not announce one is held to the quota too.
        const account = await quota.open(Number(request.headers['content-length'] ?? 0) || 0);
        // Each file goes to a temporary file as it arrives; whatever is not stored in the end
        // (a refused type, a limit, the quota crossed, a broken-off request) is removed.
        const files: ReceivedFile[] = [];
        let stored = false;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') files.push(await receiveFile(uploadDir, part.filename, part.file, account.add));
          }
          const result = await storeUploads(app.ctx.db, uploadDir, files, locale);
          stored = true;
          return result;
        } catch (error) {
          // The rest of a body broken off by a refusal (the quota, a size limit) is not read: the
          // connection closes after the answer instead of holding the client until it times out.
          if (!request.raw.complete) reply.header('connection', 'close');
          throw error;
        } finally {
          account.close(stored);
          await discardReceived(uploadDir, files);
        }
      } finally {
        inFlight -= 1;
        clients.delete(client);
      }
    },
  );
};
