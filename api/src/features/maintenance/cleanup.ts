import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';

/** Uploads not attached to an enquiry within this time are removed (row and file). */
export const UPLOAD_TTL_MS = 2 * 3600_000;
/** Guest carts not changed or visited for this long are removed (their voucher uses go with them). */
export const GUEST_CART_TTL_MS = 14 * 24 * 3600_000;
export const CLEANUP_INTERVAL_MS = 3600_000;

export interface CleanupReport {
  uploads: number;
  files: number;
  guestCarts: number;
  tokens: number;
}

/**
 * One clean-up pass: unattached uploads older than 2 h (database rows, then the files on disk),
 * guest carts untouched for more than 14 days (voucher_uses rows of those carts cascade, which
 * frees the uses), and expired or revoked access tokens.
 */
export async function runCleanup(db: Db, options: { uploadDir: string; now?: Date }): Promise<CleanupReport> {
  const now = options.now ?? new Date();
  const uploads = await db
    .deleteFrom('uploaded_files')
    .where('user_request_id', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - UPLOAD_TTL_MS))
    .returning('stored_name')
    .execute();
  let files = 0;
  for (const { stored_name } of uploads) {
    // Stored names are random hex made by the upload route; anything else is never joined to a path.
    if (!/^[0-9a-f]{32}$/.test(stored_name)) continue;
    try {
      await unlink(join(options.uploadDir, stored_name));
      files++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const carts = await db
    .deleteFrom('carts')
    .where('user_id', 'is', null)
    .where('updated_at', '<', new Date(now.getTime() - GUEST_CART_TTL_MS))
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom('access_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return {
    uploads: uploads.length,
    files,
    guestCarts: Number(carts.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
  };
}

/**
 * Runs the clean-up when the server starts listening (after migrations, see server.ts) and then
 * every `intervalMs` on an unref'd timer; the timer stops when the app closes.
 */
export function scheduleCleanup(app: FastifyInstance, intervalMs = CLEANUP_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return running;
    running = runCleanup(app.ctx.db, { uploadDir: app.ctx.config.uploadDir })
      .then((report) => app.log.info({ cleanup: report }, 'clean-up done'))
      .catch((error: unknown) => app.log.error({ err: error }, 'clean-up failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook('onListen', async () => {
    void pass();
    timer = setInterval(() => void pass(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    await running;
  });
}
