import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared/constants';
import type { UploadedFile } from 'shared/validation';
import { HttpError, ValidationFailed } from 'api';
import type { Fields } from './fields';

/** Why a post's files were refused: the upload endpoint's answer (its status, error code and field errors). */
export interface Refusal {
  statusCode: number;
  body: { error: string; errors: Record<string, string[]> };
}

/** An upload failure as the form's answer: a refused file at the file input, anything else as a message. */
function failureOf(error: unknown): Refusal {
  if (error instanceof ValidationFailed) {
    const messages = Object.values(error.body.errors ?? {}).flat();
    return { statusCode: 422, body: { error: 'validation_failed', errors: { files: messages } } };
  }
  const status =
    error instanceof HttpError
      ? error.statusCode
      : typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
  if (status >= 500 && !(error instanceof HttpError)) throw error;
  const message = error instanceof Error ? error.message : 'The files could not be received.';
  return { statusCode: status, body: { error: 'upload_failed', errors: { files: [message] } } };
}

/**
 * A multipart form: its fields, and its files received and kept as uploads (the same limits and
 * checks as the upload endpoint; an empty file input is no file). A refused file is the form's
 * failure, and then no file is kept.
 */
export async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  locale: Locale,
): Promise<{ fields: Fields; files: UploadedFile[]; failure: Refusal | null }> {
  const fields: Fields = {};
  try {
    const files = await request.server.ctx.uploads.receive(
      request,
      reply,
      locale,
      async (receive) => {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.filename) await receive(part.filename, part.file);
            else part.file.resume();
          } else if (typeof part.value === 'string') (fields[part.fieldname] ??= []).push(part.value);
        }
      },
      { optional: true },
    );
    return { fields, files, failure: null };
  } catch (error) {
    return { fields, files: [], failure: failureOf(error) };
  }
}
