import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SESSION_LIFETIME } from '../../core/session';
import type { Db } from '../../db/connection';
import { LOGIN_WINDOW_MS } from '../auth/throttle';
import { PARTIAL_SUFFIX } from '../upload/service';

/** Uploads not attached to an enquiry within this time are removed (row and file). */
export const UPLOAD_TTL_MS = 2 * 3600_000;
/** Guest carts not changed or visited for this long are removed (their voucher uses go with them). */
export const GUEST_CART_TTL_MS = 14 * 24 * 3600_000;
export const CLEANUP_INTERVAL_MS = 3600_000;
/**
 * Files in the upload folder with no database row (left by a crash while an upload was received
 * or stored) are removed once this old: far beyond the time a request may take.
 */
export const ORPHAN_FILE_AGE_MS = 3600_000;

/** Stored names are random hex made by the upload route; nothing else is ever joined to a path. */
const STORED_NAME = /^[0-9a-f]{32}$/;

export interface CleanupReport {
  uploads: number;
  files: number;
  /** Files removed that no upload row named. */
  orphans: number;
  guestCarts: number;
  tokens: number;
  /** Browser sessions ended, past their end or idle too long. */
  sessions: number;
}

/**
 * One clean-up pass: unattached uploads older than 2 h (database rows, then the files on disk),
 * files of the upload folder no row names that are older than an hour, guest carts untouched for more than 14 days (voucher_uses rows of those carts cascade, which
 * frees the uses), expired or revoked access tokens and sessions, and stale login throttles.
 */
export async function runCleanup(
  db: Db,
  options: { uploadDir: string; now?: Date; sessionIdleMs?: number },
): Promise<CleanupReport> {
  const now = options.now ?? new Date();
  const uploads = await db
    .deleteFrom('uploaded_files')
    .where('user_request_id', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - UPLOAD_TTL_MS))
    .returning('stored_name')
    .execute();
  let files = 0;
  for (const { stored_name } of uploads) {
    if (!STORED_NAME.test(stored_name)) continue;
    try {
      await unlink(join(options.uploadDir, stored_name));
      files++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const orphans = await removeOrphanFiles(db, options.uploadDir, now);
  const carts = await db
    .deleteFrom('carts')
    .where('user_id', 'is', null)
    .where('updated_at', '<', new Date(now.getTime() - GUEST_CART_TTL_MS))
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom('access_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  const idleSince = new Date(now.getTime() - (options.sessionIdleMs ?? DEFAULT_SESSION_LIFETIME.idleMs));
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<', now), eb('revoked_at', 'is not', null), eb('last_seen_at', '<', idleSince)]),
    )
    .executeTakeFirst();
  await db
    .deleteFrom('login_throttle')
    .where('first_failed_at', '<', new Date(now.getTime() - LOGIN_WINDOW_MS))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
  return {
    sessions: Number(sessions.numDeletedRows),
    uploads: uploads.length,
    files,
    orphans,
    guestCarts: Number(carts.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
  };
}

/**
 * Removes the files of the upload folder that are older than ORPHAN_FILE_AGE_MS and that no
 * `uploaded_files` row names: temporary `.part` files of uploads never finished, and stored files
 * whose row was never committed. Other names are left alone. Answers how many were removed.
 */
async function removeOrphanFiles(db: Db, uploadDir: string, now: Date): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(uploadDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const candidates: string[] = [];
  for (const name of entries) {
    const stored = name.endsWith(PARTIAL_SUFFIX) ? name.slice(0, -PARTIAL_SUFFIX.length) : name;
    if (!STORED_NAME.test(stored)) continue;
    const info = await stat(join(uploadDir, name)).catch(() => null);
    if (info?.isFile() && now.getTime() - info.mtimeMs > ORPHAN_FILE_AGE_MS) candidates.push(name);
  }
  let removed = 0;
  for (let i = 0; i < candidates.length; i += 500) {
    const batch = candidates.slice(i, i + 500);
    const known = new Set(
      (await db.selectFrom('uploaded_files').select('stored_name').where('stored_name', 'in', batch).execute()).map(
        (row) => row.stored_name,
      ),
    );
    for (const name of batch) {
      if (known.has(name)) continue;
      await unlink(join(uploadDir, name)).catch(() => undefined);
      removed++;
    }
  }
  return removed;
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
    const { uploadDir, session } = app.ctx.config;
    running = runCleanup(app.ctx.db, { uploadDir, sessionIdleMs: session.idleMs })
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
