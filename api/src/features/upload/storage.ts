import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Db } from '../../db/connection';

/**
 * The bytes of stored uploads live in the database (`uploaded_file_chunks`), so every instance of
 * the server sharing the database can read every file. A file is written and read a piece at a
 * time; neither ever holds a whole file in memory.
 */

/** Bytes of one stored piece of a file. */
export const CHUNK_BYTES = 256 * 1024;

/** Database bytes as a Buffer, without copying them when a driver answers a plain Uint8Array. */
const asBuffer = (data: Uint8Array): Buffer =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * Writes the file at `path` as the pieces of upload `fileId`, in order, through `db` (the storing
 * transaction); answers how many bytes it wrote and their SHA-256.
 */
export async function writeChunks(db: Db, fileId: string, path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    let size = 0;
    for (let seq = 0; ; seq++) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      const data = buffer.subarray(0, bytesRead);
      hash.update(data);
      // Awaited before the buffer is filled again: the driver is done with it by then.
      await db.insertInto('uploaded_file_chunks').values({ file_id: fileId, seq, data }).execute();
      size += bytesRead;
    }
    return { size, sha256: hash.digest('hex') };
  } finally {
    await handle.close();
  }
}

/** Whether any bytes of upload `fileId` are in the database. */
async function hasChunks(db: Db, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploaded_file_chunks')
    .select('seq')
    .where('file_id', '=', fileId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function chunkAt(db: Db, fileId: string, seq: number): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('uploaded_file_chunks')
    .select('data')
    .where('file_id', '=', fileId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row ? asBuffer(row.data) : undefined;
}

/**
 * The stored bytes of upload `id` as a stream that reads them from the database one piece at a
 * time, as it is read (a slow reader holds one piece, not the file). Undefined when the upload
 * has no row or no bytes in the database. When the pieces end short of the row's size, or a read
 * fails, the stream ends with an error instead of a quietly shorter file.
 */
export async function readStoredFile(db: Db, id: string): Promise<Readable | undefined> {
  const row = await db.selectFrom('uploaded_files').select('size').where('id', '=', id).executeTakeFirst();
  const first = row ? await chunkAt(db, id, 0) : undefined;
  if (!row || !first) return undefined;
  const size = row.size;
  async function* pieces(): AsyncGenerator<Buffer> {
    let piece: Buffer | undefined = first;
    let sent = 0;
    for (let seq = 1; piece; seq++) {
      sent += piece.length;
      yield piece;
      piece = sent < size ? await chunkAt(db, id, seq) : undefined;
    }
    if (sent !== size) throw new Error(`upload ${id}: ${sent} bytes stored, ${size} expected`);
  }
  return Readable.from(pieces(), { objectMode: false, highWaterMark: 1 });
}

/** What became of a file an earlier version of the server kept on disk (see `adoptDiskFile`). */
export type Adoption = 'adopted' | 'present' | 'mismatch' | 'no-row';

class Mismatch extends Error {}

/**
 * Moves the bytes of a file an earlier version of the server kept on disk (at `path`, named by its
 * row's `stored_name`) into the database, in one transaction with its row locked, so that two
 * instances sharing the folder copy it once. Answers `adopted` when copied, `present` when its
 * bytes were in the database already, `mismatch` when the file's size or SHA-256 is not its row's
 * (nothing is copied) and `no-row` when no row names it. The caller removes the file when its
 * bytes are in the database.
 */
export async function adoptDiskFile(db: Db, storedName: string, path: string): Promise<Adoption> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('uploaded_files')
        .select(['id', 'size', 'sha256'])
        .where('stored_name', '=', storedName)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return 'no-row';
      if (await hasChunks(trx, row.id)) return 'present';
      if ((await stat(path)).size !== row.size) throw new Mismatch();
      const written = await writeChunks(trx, row.id, path);
      if (written.size !== row.size || written.sha256 !== row.sha256) throw new Mismatch();
      return 'adopted';
    });
  } catch (error) {
    if (error instanceof Mismatch) return 'mismatch';
    throw error;
  }
}
