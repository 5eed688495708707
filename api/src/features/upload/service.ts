import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type { Locale } from 'shared/constants';
import { formatMessage, validationFailedMessage, type FieldErrors, type UploadedFile } from 'shared/validation';
import { HttpError, ValidationFailed } from '../../core/errors';
import type { Db } from '../../db/connection';
import { lockUntilCommit } from '../../db/locks';
import { quotaFull } from './quota';
import { fileSource, type Sniffed } from './byte-source';
import { StreamSniffer } from './sniff';
import { writeChunks } from './storage';

/**
 * Suffix of a file being received into the upload folder, which holds nothing else: a file's bytes
 * are kept in the database once it is stored, and the temporary file is removed (see the clean-up).
 */
export const PARTIAL_SUFFIX = '.part';

/** A file part of the upload as received into a temporary file, with what its content is. */
export interface ReceivedFile {
  filename: string | undefined;
  /** Random hex name: of the temporary file (`<storedName>.part`), then the row's `stored_name`, for logs. */
  storedName: string;
  size: number;
  sha256: string;
  kind: Sniffed | null;
}

/** A file part as the multipart parser hands it over: `truncated` once it went over the size limit. */
type FileStream = Readable & { truncated?: boolean };

/**
 * Streams one file part to a temporary file (`<random hex>.part`, mode 0600) in `uploadDir`,
 * hashing it and sniffing its type on the way, so the file is never held in memory. Each chunk is
 * handed to `count` before it is written: an error it throws (the quota crossed) stops the file.
 * A part over the size limit is a 413 and leaves no file behind, as does a request that breaks
 * off or a count that refuses.
 */
export async function receiveFile(
  uploadDir: string,
  filename: string | undefined,
  file: FileStream,
  count: (bytes: number) => void = () => undefined,
): Promise<ReceivedFile> {
  await mkdir(uploadDir, { recursive: true });
  const storedName = randomBytes(16).toString('hex');
  const path = join(uploadDir, storedName + PARTIAL_SUFFIX);
  const hash = createHash('sha256');
  const sniffer = new StreamSniffer();
  let size = 0;
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        count(chunk.length);
      } catch (error) {
        done(error as Error);
        return;
      }
      size += chunk.length;
      hash.update(chunk);
      sniffer.push(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, watch, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    if (file.truncated) throw new HttpError(413, 'payload_too_large', 'request file too large');
    const handle = await open(path, 'r');
    try {
      const kind = await sniffer.finish(fileSource(handle, size));
      return { filename, storedName, size, sha256: hash.digest('hex'), kind };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

/** Removes the temporary files of received files that were not stored. */
export async function discardReceived(uploadDir: string, files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(join(uploadDir, f.storedName + PARTIAL_SUFFIX), { force: true })));
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
function safeName(name: string | undefined, ext: string): string {
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
 * Keeps the received files of one upload and records them, not yet attached to an enquiry, in one
 * transaction: all of them or none. Each file's row and its bytes (read from its temporary file a
 * piece at a time, `writeChunks`) go into the database together. When any file is of a refused
 * type (or none came), nothing is kept and the answer is 422 on `file` (the first) or `file.<n>`.
 *
 * The quota of unattached uploads is checked last, inside the transaction, under an advisory lock
 * every instance takes: with this upload's rows in place, the unattached bytes in the database
 * must stay within `quotaBytes`, else 507 and the transaction rolls back. The lock is taken after
 * the bytes are written, so instances write at the same time and only the check and the commit
 * wait for one another; a store that committed meanwhile is counted, as each statement of a READ
 * COMMITTED transaction sees what was committed before the statement began. The temporary files
 * are removed in the end, whatever happened.
 */
export async function storeUploads(
  db: Db,
  uploadDir: string,
  files: readonly ReceivedFile[],
  locale: Locale,
  quotaBytes: number,
): Promise<UploadedFile[]> {
  try {
    const errors: FieldErrors = {};
    const accepted: (ReceivedFile & { kind: Sniffed })[] = [];
    files.forEach((file, index) => {
      if (file.kind) accepted.push({ ...file, kind: file.kind });
      else (errors[index === 0 ? 'file' : `file.${index}`] ??= []).push(unsupported[locale]);
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

    return await db.transaction().execute(async (trx) => {
      const out: UploadedFile[] = [];
      for (const { kind, ...file } of accepted) {
        const id = randomUUID();
        const name = safeName(file.filename, kind.ext);
        await trx
          .insertInto('uploaded_files')
          .values({
            id,
            stored_name: file.storedName,
            original_name: name,
            mime: kind.mime,
            size: file.size,
            sha256: file.sha256,
            user_request_id: null,
          })
          .execute();
        const written = await writeChunks(trx, id, join(uploadDir, file.storedName + PARTIAL_SUFFIX));
        if (written.size !== file.size || written.sha256 !== file.sha256)
          throw new Error(`upload ${file.storedName}: the temporary file changed while it was stored`);
        out.push({ id, name, size: file.size, mime: kind.mime, format: 'file' });
      }
      await lockUntilCommit(trx, 'uploadQuota');
      if ((await unattachedBytes(trx)) > quotaBytes) throw quotaFull();
      return out;
    });
  } finally {
    await discardReceived(uploadDir, files);
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
