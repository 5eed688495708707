import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared/constants';
import type { UploadedFile } from 'shared/validation';
import type { ApiConfig } from '../../core/config';
import { HttpError } from '../../core/errors';
import { rateLimitKey } from '../../core/proxy';
import type { Db } from '../../db/connection';
import { UploadQuota } from './quota';
import { discardReceived, receiveFile, storeUploads, unattachedBytes, type ReceivedFile } from './service';

/** Retry-After (s) of an upload refused because too many are in flight. */
const RETRY_AFTER_S = 5;

/** Takes one file of the request as it arrives. */
export type ReceiveFile = (filename: string | undefined, stream: Readable) => Promise<void>;

/**
 * Receives the files of multipart requests for the whole process: how many are received at once
 * (in all, and one per client address), the quota of unattached uploads, the temporary files and
 * what is kept in the end. The upload endpoint and the forms the server handles without scripts
 * share it, so both are held to the same limits.
 */
export class UploadReceiver {
  private inFlight = 0;
  private readonly clients = new Set<string>();
  private readonly quota: UploadQuota;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<ApiConfig, 'uploadDir' | 'upload'>,
  ) {
    this.quota = new UploadQuota(config.upload.quotaBytes, () => unattachedBytes(db));
  }

  /**
   * Runs `read`, which hands every file part of the request to `receive`; then keeps the files
   * (all or none: 422 on a refused type) and answers their descriptors. Whatever is not kept (a
   * refused type, a limit, the quota crossed, a broken-off request) is removed. Refused with 503
   * and Retry-After while too many uploads are under way. `optional`: no file at all is no error.
   */
  async receive(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    read: (receive: ReceiveFile) => Promise<void>,
    { optional = false } = {},
  ): Promise<UploadedFile[]> {
    const client = rateLimitKey(request.ip);
    if (this.inFlight >= this.config.upload.maxInFlight || this.clients.has(client)) {
      reply.header('retry-after', String(RETRY_AFTER_S));
      throw new HttpError(503, 'service_unavailable', 'Too many uploads at once, try again shortly', {
        retryAfter: RETRY_AFTER_S,
      });
    }
    this.inFlight += 1;
    this.clients.add(client);
    try {
      // A length the request announces is refused up front; the bytes are counted as they
      // arrive either way, so a request that does not announce one is held to the quota too.
      const account = await this.quota.open(Number(request.headers['content-length'] ?? 0) || 0);
      const files: ReceivedFile[] = [];
      let stored = false;
      try {
        await read(async (filename, stream) => {
          files.push(await receiveFile(this.config.uploadDir, filename, stream, account.add));
        });
        // A form whose file input was left empty has nothing to keep; the upload endpoint needs a file.
        if (optional && files.length === 0) return [];
        const result = await storeUploads(this.db, this.config.uploadDir, files, locale, this.config.upload.quotaBytes);
        stored = true;
        return result;
      } catch (error) {
        // The rest of a body broken off by a refusal (the quota, a size limit) is not read: the
        // connection closes after the answer instead of holding the client until it times out.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      } finally {
        account.close(stored);
        await discardReceived(this.config.uploadDir, files);
      }
    } finally {
      this.inFlight -= 1;
      this.clients.delete(client);
    }
  }
}
