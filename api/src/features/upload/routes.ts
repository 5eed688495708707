import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { formatMessage, validationFailedMessage } from 'shared/validation';
import { HttpError, ValidationFailed } from '../../core/errors';
import { requestLocale } from '../../core/locale';
import { sniff } from './sniff';

export interface FileDescriptor {
  id: string;
  name: string;
  size: number;
  mime: string;
  format: 'file';
}

const unsupported: Record<'cs' | 'en', string> = {
  cs: 'Tento typ souboru nelze nahrát. Povolené jsou PDF, obrázky (PNG, JPEG, GIF, WEBP), dokumenty Office a prostý text.',
  en: 'This type of file cannot be uploaded. Allowed are PDF, images (PNG, JPEG, GIF, WEBP), office documents and plain text.',
};

/**
 * The name a file is stored and answered under: the client's base name (path and extension
 * stripped, only letters, digits, spaces, `-`, `_`, `(`, `)` kept, at most 100 characters) with
 * the extension of the type detected from the content: `run.bat` holding text is `run.txt`.
 */
export function safeName(name: string | undefined, ext: string): string {
  const file = ((name ?? '').split(/[\\/]/).pop() ?? '').normalize('NFC');
  const dot = file.lastIndexOf('.');
  const base = (dot > 0 ? file.slice(0, dot) : file)
    .replace(/[^\p{L}\p{N} ()_-]+/gu, '_')
    .replace(/_{2,}/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s_.-]+|[\s_.-]+$/g, '')
    .slice(0, 100)
    .trim();
  return `${base || 'file'}.${ext}`;
}

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  const { uploadDir, rateLimits } = app.ctx.config;
  app.post(
    '/filemanager/upload/file',
    {
      config: { rateLimit: { max: rateLimits.upload.max, timeWindow: rateLimits.upload.timeWindowMs } },
      schema: {
        tags: ['enquiry'],
        summary:
          'Upload attachments of an enquiry (multipart: `file`, `format[]=file`); the type is checked by content',
        description:
          "At most 5 files of 10 MB each per request. Stored under random names and never served back. Answers an array of descriptors to send in `files` of POST /api/user-request/save; `name` is the client's base name, sanitised, with the extension of the detected type. Macro-enabled documents and compound files other than Word/Excel/PowerPoint are refused.",
        consumes: ['multipart/form-data'],
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string', format: 'uuid' },
                name: { type: 'string' },
                size: { type: 'integer' },
                mime: { type: 'string' },
                format: { type: 'string' },
              },
            },
          },
          413: { $ref: 'ApiError#' },
          415: { $ref: 'ApiError#' },
          422: { $ref: 'ValidationError#' },
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      if (!request.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send the files as multipart/form-data');
      await mkdir(uploadDir, { recursive: true });
      const written: string[] = [];
      const out: FileDescriptor[] = [];
      try {
        const errors: Record<string, string[]> = {};
        const accepted: { buf: Buffer; name: string; mime: string }[] = [];
        let index = 0;
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          const buf = await part.toBuffer();
          const kind = sniff(buf);
          if (!kind) (errors[index === 0 ? 'file' : `file.${index}`] ??= []).push(unsupported[locale]);
          else accepted.push({ buf, name: safeName(part.filename, kind.ext), mime: kind.mime });
          index++;
        }
        if (index === 0) errors.file = [formatMessage('required', locale)];
        if (Object.keys(errors).length) {
          throw new ValidationFailed({
            statusCode: 422,
            error: 'validation_failed',
            message: validationFailedMessage[locale],
            errors,
          });
        }
        for (const file of accepted) {
          const id = randomUUID();
          const stored = randomBytes(16).toString('hex');
          await writeFile(join(uploadDir, stored), file.buf, { mode: 0o600, flag: 'wx' });
          written.push(stored);
          await app.ctx.db
            .insertInto('uploaded_files')
            .values({
              id,
              stored_name: stored,
              original_name: file.name,
              mime: file.mime,
              size: file.buf.length,
              sha256: createHash('sha256').update(file.buf).digest('hex'),
              user_request_id: null,
            })
            .execute();
          out.push({ id, name: file.name, size: file.buf.length, mime: file.mime, format: 'file' });
        }
        return out;
      } catch (error) {
        await Promise.all(written.map((name) => unlink(join(uploadDir, name)).catch(() => undefined)));
        throw error;
      }
    },
  );
};
