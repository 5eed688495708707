import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SESSION_LIFETIME } from '../../core/session';
import type { Db } from '../../db/connection';
import { DEVICE_TTL_MS } from '../auth/devices';
import { LOGIN_WINDOW_MS } from '../auth/throttle';
import { PARTIAL_SUFFIX } from '../upload/service';
import { adoptDiskFile } from '../upload/storage';

/** Uploads not attached to an enquiry within this time are removed (rows with their bytes). */
export const UPLOAD_TTL_MS = 2 * 3600_000;
/** Guest carts not changed or visited for this long are removed (their voucher uses go with them). */
const GUEST_CART_TTL_MS = 14 * 24 * 3600_000;
const CLEANUP_INTERVAL_MS = 3600_000;
/**
 * Files of the upload folder left by a crash (a temporary file of an upload never finished, or a
 * file an earlier version kept on disk whose row never committed) are removed once this old: far
 * beyond the time a request may take.
 */
const ORPHAN_FILE_AGE_MS = 3600_000;

/** Stored names are random hex made by the upload route; nothing else is ever joined to a path. */
const STORED_NAME = /^[0-9a-f]{32}$/;

export interface CleanupReport {
  /** Uploads never attached to an enquiry, removed with their bytes. */
  uploads: number;
  /** Temporary files of uploads never finished, removed from the upload folder. */
  partials: number;
  /** Files an earlier version kept on disk whose bytes were moved into the database. */
  adopted: number;
  /** Files an earlier version kept on disk that no upload row names, removed. */
  orphans: number;
  /** Files an earlier version kept on disk whose size or SHA-256 is not their row's; left where they are. */
  mismatched: number;
  guestCarts: number;
  tokens: number;
  /** Browser sessions ended, past their end or idle too long. */
  sessions: number;
  /** Rate-limit windows that have ended. */
  rateLimitWindows: number;
  /** Login devices of accounts that have not logged in from them for a year. */
  loginDevices: number;
}

/**
 * One clean-up pass: unattached uploads older than 2 h (their rows; their bytes go with them), the
 * upload folder (see `tidyUploadFolder`), guest carts untouched for more than 14 days (voucher_uses
 * rows of those carts cascade, which frees the uses), expired or revoked access tokens and
 * sessions, stale login throttles, login devices unused for a year and rate-limit windows that have
 * ended. Instances sharing the database may run it at the same time: each deletion is one
 * statement, and a file is moved into the database with its row locked.
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
    .executeTakeFirst();
  const folder = await tidyUploadFolder(db, options.uploadDir, now);
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
  const devices = await db
    .deleteFrom('login_devices')
    .where('last_used_at', '<', new Date(now.getTime() - DEVICE_TTL_MS))
    .executeTakeFirst();
  const windows = await db.deleteFrom('rate_limit_counters').where('resets_at', '<', now).executeTakeFirst();
  return {
    uploads: Number(uploads.numDeletedRows),
    ...folder,
    guestCarts: Number(carts.numDeletedRows),
    tokens: Number(tokens.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    rateLimitWindows: Number(windows.numDeletedRows),
    loginDevices: Number(devices.numDeletedRows),
  };
}

type FolderReport = Pick<CleanupReport, 'partials' | 'adopted' | 'orphans' | 'mismatched'>;

/**
 * The upload folder holds only temporary files of uploads being received, and files an earlier
 * version of the server kept there (named by their row's `stored_name`, 32 hex digits). Removes
 * temporary files older than ORPHAN_FILE_AGE_MS; moves each stored file whose row exists into the
 * database (once: a file whose bytes are there already is only removed) and removes it; removes a
 * stored file no row names once it is older than ORPHAN_FILE_AGE_MS. Other names are left alone.
 */
async function tidyUploadFolder(db: Db, uploadDir: string, now: Date): Promise<FolderReport> {
  const report: FolderReport = { partials: 0, adopted: 0, orphans: 0, mismatched: 0 };
  let entries: string[];
  try {
    entries = await readdir(uploadDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return report;
    throw error;
  }
  const isOld = async (path: string) => {
    const info = await stat(path).catch(() => null);
    return info?.isFile() === true && now.getTime() - info.mtimeMs > ORPHAN_FILE_AGE_MS;
  };
  const remove = (path: string) =>
    unlink(path).then(
      () => true,
      () => false,
    );
  for (const name of entries) {
    const path = join(uploadDir, name);
    if (name.endsWith(PARTIAL_SUFFIX)) {
      if (STORED_NAME.test(name.slice(0, -PARTIAL_SUFFIX.length)) && (await isOld(path)) && (await remove(path)))
        report.partials++;
      continue;
    }
    if (!STORED_NAME.test(name) || !(await stat(path).catch(() => null))?.isFile()) continue;
    const outcome = await adoptDiskFile(db, name, path);
    if (outcome === 'adopted' || outcome === 'present') {
      await remove(path);
      if (outcome === 'adopted') report.adopted++;
    } else if (outcome === 'mismatch') {
      report.mismatched++;
    } else if ((await isOld(path)) && (await remove(path))) {
      report.orphans++;
    }
  }
  return report;
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
