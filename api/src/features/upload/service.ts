import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Locale } from 'shared/constants';
import { formatMessage, validationFailedMessage, type FieldErrors, type UploadedFile } from 'shared/validation';
import { ValidationFailed } from '../../core/errors';
import type { Db } from '../../db/connection';
import { sniff } from './sniff';

/** A file part of the upload as received: the client's name and the bytes. */
export interface ReceivedFile {
  filename: string | undefined;
  content: Buffer;
}

const unsupported: Record<Locale, string> = {
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

/**
 * Stores the files of one upload under random names (mode 0600) and records them, not yet attached
 * to an enquiry. The type is detected from the content: when any file is of a refused type (or
 * none came), nothing is stored and the answer is 422 on `file` (the first) or `file.<n>`.
 */
export async function storeUploads(
  db: Db,
  uploadDir: string,
  files: readonly ReceivedFile[],
  locale: Locale,
): Promise<UploadedFile[]> {
  const errors: FieldErrors = {};
  const accepted: { content: Buffer; name: string; mime: string }[] = [];
  files.forEach((file, index) => {
    const kind = sniff(file.content);
    if (!kind) (errors[index === 0 ? 'file' : `file.${index}`] ??= []).push(unsupported[locale]);
    else accepted.push({ content: file.content, name: safeName(file.filename, kind.ext), mime: kind.mime });
  });
  if (files.length === 0) errors.file = [formatMessage('required', locale)];
  if (Object.keys(errors).length) {
    throw new ValidationFailed({
      statusCode: 422,
      error: 'validation_failed',
      message: validationFailedMessage[locale],
      errors,
    });
  }

  await mkdir(uploadDir, { recursive: true });
  const written: string[] = [];
  const out: UploadedFile[] = [];
  try {
    for (const file of accepted) {
      const id = randomUUID();
      const stored = randomBytes(16).toString('hex');
      await writeFile(join(uploadDir, stored), file.content, { mode: 0o600, flag: 'wx' });
      written.push(stored);
      await db
        .insertInto('uploaded_files')
        .values({
          id,
          stored_name: stored,
          original_name: file.name,
          mime: file.mime,
          size: file.content.length,
          sha256: createHash('sha256').update(file.content).digest('hex'),
          user_request_id: null,
        })
        .execute();
      out.push({ id, name: file.name, size: file.content.length, mime: file.mime, format: 'file' });
    }
    return out;
  } catch (error) {
    await Promise.all(written.map((name) => unlink(join(uploadDir, name)).catch(() => undefined)));
    throw error;
  }
}

/** Bytes held by uploads not (yet) attached to an enquiry. */
export async function unattachedBytes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('uploaded_files')
    .select(sql<string>`coalesce(sum(size), 0)`.as('n'))
    .where('user_request_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
