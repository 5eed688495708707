import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { runCleanup } from '../src/features/maintenance/cleanup';
import { CHUNK_BYTES } from '../src/features/upload/storage';
import { createTestApp, login, storedBytes, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An upload row, `ageMs` old, of `content`; its bytes in the database unless `inDb` is false. */
async function upload(ageMs: number, userRequestId: number | null = null, content = Buffer.from('x'), inDb = true) {
  const stored = randomBytes(16).toString('hex');
  const id = randomUUID();
  await t.db.handle.db
    .insertInto('uploaded_files')
    .values({
      id,
      stored_name: stored,
      original_name: 'a.txt',
      mime: 'text/plain',
      size: content.length,
      sha256: sha256(content),
      user_request_id: userRequestId,
      created_at: new Date(Date.now() - ageMs),
    })
    .execute();
  if (inDb)
    await t.db.handle.db.insertInto('uploaded_file_chunks').values({ file_id: id, seq: 0, data: content }).execute();
  return { id, stored };
}

/** A file in the upload folder, its time set `ageMs` back. */
function file(name: string, ageMs: number, content: Buffer | string = 'x') {
  const path = join(t.uploadDir, name);
  writeFileSync(path, content);
  const then = new Date(Date.now() - ageMs);
  utimesSync(path, then, then);
  return path;
}

async function enquiry() {
  return t.db.handle.db
    .insertInto('user_requests')
    .values({
      firstname: 'Eva',
      email: 'eva@example.com',
      phone: '',
      content: JSON.stringify({ type: 'contact-form' }),
      locale: 'cs',
      site_url: null,
      user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The demo user's row (its id). */
function demoUser() {
  return t.db.handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow();
}

const EMPTY_REPORT = {
  uploads: 0,
  partials: 0,
  adopted: 0,
  orphans: 0,
  mismatched: 0,
  guestCarts: 0,
  tokens: 0,
  sessions: 0,
  rateLimitWindows: 0,
  loginDevices: 0,
};

async function cart(userId: number | null, ageMs: number) {
  return t.db.handle.db
    .insertInto('carts')
    .values({
      user_id: userId,
      temp_id: userId ? null : randomBytes(24).toString('base64url'),
      locale: 'cs',
      updated_at: new Date(Date.now() - ageMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function token(userId: number, expiresInMs: number, revoked = false) {
  return t.db.handle.db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: randomBytes(32).toString('hex'),
      expires_at: new Date(Date.now() + expiresInMs),
      revoked_at: revoked ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('runCleanup', () => {
  it('removes stale uploads with their bytes, old guest carts (freeing voucher uses), dead tokens, sessions and rate-limit windows', async () => {
    const db = t.db.handle.db;
    const user = await demoUser();
    const sent = await enquiry();
    const staleUpload = await upload(25 * HOUR);
    const freshUpload = await upload(HOUR);
    const attachedUpload = await upload(30 * DAY, sent.id);

    const oldGuest = await cart(null, 15 * DAY);
    const freshGuest = await cart(null, 13 * DAY);
    const oldUserCart = await cart(user.id, 60 * DAY);
    await db.insertInto('cart_vouchers').values({ cart_id: oldGuest.id, voucher_id: 5 }).execute();
    await db
      .insertInto('voucher_uses')
      .values({ voucher_id: 5, cart_id: oldGuest.id, user_id: null, email: 'host@example.com' })
      .execute();

    const expired = await token(user.id, -HOUR);
    const revoked = await token(user.id, DAY, true);
    const valid = await token(user.id, DAY);

    // Browser sessions: live; ended; past their latest end; unused for longer than the idle time.
    const session = (hash: string, values: { revoked?: boolean; endsIn?: number; seenAgo?: number }) =>
      db
        .insertInto('sessions')
        .values({
          user_id: user.id,
          token_hash: hash,
          expires_at: new Date(Date.now() + (values.endsIn ?? DAY)),
          last_seen_at: new Date(Date.now() - (values.seenAgo ?? 0)),
          revoked_at: values.revoked ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const liveSession = await session('live', {});
    await session('ended', { revoked: true });
    await session('past-end', { endsIn: -HOUR });
    await session('idle', { seenAgo: 25 * HOUR });

    // Rate-limit windows: one ended a moment ago, one still running.
    await db
      .insertInto('rate_limit_counters')
      .values([
        { bucket: 'POST /api/subscriber/save 192.0.2.1', hits: 3, resets_at: new Date(Date.now() - 1000) },
        { bucket: 'POST /api/subscriber/save 192.0.2.2', hits: 1, resets_at: new Date(Date.now() + 60_000) },
      ])
      .execute();

    const report = await runCleanup(db, { uploadDir: t.uploadDir });
    expect(report).toEqual({ ...EMPTY_REPORT, uploads: 1, guestCarts: 1, tokens: 2, sessions: 3, rateLimitWindows: 1 });
    expect((await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual([liveSession.id]);

    const uploads = (await db.selectFrom('uploaded_files').select('id').execute()).map((r) => r.id);
    expect(uploads).toEqual(expect.arrayContaining([freshUpload.id, attachedUpload.id]));
    expect(uploads).not.toContain(staleUpload.id);
    expect(await storedBytes(db, staleUpload.id)).toBeUndefined();
    expect(await storedBytes(db, freshUpload.id)).toEqual(Buffer.from('x'));
    expect(await storedBytes(db, attachedUpload.id)).toEqual(Buffer.from('x'));

    const carts = (await db.selectFrom('carts').select('id').execute()).map((r) => r.id);
    expect(carts).toEqual(expect.arrayContaining([freshGuest.id, oldUserCart.id]));
    expect(carts).not.toContain(oldGuest.id);
    expect(await db.selectFrom('voucher_uses').select('id').where('cart_id', '=', oldGuest.id).execute()).toEqual([]);

    const tokens = (await db.selectFrom('access_tokens').select('id').execute()).map((r) => r.id);
    expect(tokens).toContain(valid.id);
    expect(tokens).not.toContain(expired.id);
    expect(tokens).not.toContain(revoked.id);

    expect((await db.selectFrom('rate_limit_counters').select('bucket').execute()).map((r) => r.bucket)).toEqual([
      'POST /api/subscriber/save 192.0.2.2',
    ]);

    // A second pass has nothing left to do.
    expect(await runCleanup(db, { uploadDir: t.uploadDir })).toEqual(EMPTY_REPORT);
  });

  it('forgets login devices unused for a year, and failure counts whose window and lock have passed', async () => {
    const db = t.db.handle.db;
    const user = await demoUser();
    const device = (hash: string, unusedFor: number) =>
      db
        .insertInto('login_devices')
        .values({ user_id: user.id, token_hash: hash, last_used_at: new Date(Date.now() - unusedFor) })
        .returning('id')
        .executeTakeFirstOrThrow();
    await device('unused-a-year', 366 * DAY);
    const used = await device('used-this-year', 300 * DAY);
    // Failure counts: window passed and never locked; window and lock passed; locked still; in the window.
    const ago = (ms: number) => new Date(Date.now() - ms);
    const soon = new Date(Date.now() + HOUR / 6);
    await db
      .insertInto('login_throttle')
      .values([
        { account_key: 'stale', failures: 2, first_failed_at: ago(HOUR), locked_until: null },
        { account_key: 'lock-over', failures: 5, first_failed_at: ago(HOUR), locked_until: ago(HOUR / 2) },
        { account_key: 'locked', failures: 5, first_failed_at: ago(HOUR / 6), locked_until: soon },
        { account_key: 'counting', failures: 1, first_failed_at: ago(60_000), locked_until: null },
      ])
      .execute();

    expect(await runCleanup(db, { uploadDir: t.uploadDir })).toMatchObject({ loginDevices: 1 });
    expect((await db.selectFrom('login_devices').select('id').execute()).map((r) => r.id)).toEqual([used.id]);
    const keys = (await db.selectFrom('login_throttle').select('account_key').execute()).map((r) => r.account_key);
    expect(keys.sort()).toEqual(['counting', 'locked']);
    await db.deleteFrom('login_devices').execute();
    await db.deleteFrom('login_throttle').execute();
  });

  it('removes temporary files an hour old and files no upload row names (left by a crash), and nothing else', async () => {
    const db = t.db.handle.db;
    const hex = () => randomBytes(16).toString('hex');
    const oldPartial = file(`${hex()}.part`, 2 * HOUR);
    const oldUnrecorded = file(hex(), 2 * HOUR);
    const freshPartial = file(`${hex()}.part`, 60_000);
    const freshUnrecorded = file(hex(), 60_000);
    const foreign = file('README.txt', 2 * HOUR);
    const foreignPartial = file('notes.part', 2 * HOUR);

    const report = await runCleanup(db, { uploadDir: t.uploadDir });
    expect(report).toMatchObject({ partials: 1, orphans: 1, adopted: 0, mismatched: 0 });
    expect(existsSync(oldPartial)).toBe(false);
    expect(existsSync(oldUnrecorded)).toBe(false);
    for (const kept of [freshPartial, freshUnrecorded, foreign, foreignPartial]) expect(existsSync(kept)).toBe(true);
  });

  it('moves the files an earlier version kept on disk into the database, once, and staff can download them', async () => {
    const db = t.db.handle.db;
    const staff = { authorization: `Bearer ${await login(t.app, 'staff@example.com', 'staff-password')}` };
    const download = (id: string) => t.app.inject({ method: 'GET', url: `/api/admin/files/${id}`, headers: staff });
    // Several pieces and a short last one.
    const content = randomBytes(2 * CHUNK_BYTES + 1000);
    const sent = await enquiry();
    // Its row, attached to an enquiry, and its bytes only on disk, however old the file is.
    const onDisk = await upload(10 * DAY, sent.id, content, false);
    const onDiskPath = file(onDisk.stored, 10 * DAY, content);
    // A fresh one, not attached yet.
    const fresh = await upload(60_000, null, Buffer.from('čerstvý soubor'), false);
    const freshPath = file(fresh.stored, 60_000, 'čerstvý soubor');
    // A file whose bytes are in the database already (moved by another instance sharing the folder).
    const moved = await upload(HOUR);
    const movedPath = file(moved.stored, HOUR);
    // A file that is not what its row says: it stays where it is, and nothing is copied.
    const damaged = await upload(HOUR, sent.id, Buffer.from('the bytes recorded'), false);
    const damagedPath = file(damaged.stored, HOUR, 'other bytes, same!');
    expect((await download(onDisk.id)).statusCode).toBe(404);

    const report = await runCleanup(db, { uploadDir: t.uploadDir });
    expect(report).toMatchObject({ adopted: 2, mismatched: 1, orphans: 0, partials: 0 });
    expect((await storedBytes(db, onDisk.id))?.equals(content)).toBe(true);
    expect(await storedBytes(db, fresh.id)).toEqual(Buffer.from('čerstvý soubor'));
    expect(await storedBytes(db, moved.id)).toEqual(Buffer.from('x'));
    expect(await storedBytes(db, damaged.id)).toBeUndefined();
    for (const gone of [onDiskPath, freshPath, movedPath]) expect(existsSync(gone)).toBe(false);
    expect(existsSync(damagedPath)).toBe(true);

    const res = await download(onDisk.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(content.length));
    expect(res.rawPayload.equals(content)).toBe(true);

    // Nothing more to move on the next pass; the damaged file is reported again.
    expect(await runCleanup(db, { uploadDir: t.uploadDir })).toMatchObject({ adopted: 0, mismatched: 1 });
  });

  it('runs when the server starts listening and stops with it', async () => {
    const db = t.db.handle.db;
    const user = await demoUser();
    const expired = await token(user.id, -HOUR);
    const app = await buildApp({ database: t.db.handle, seedDir: t.seedDir, uploadDir: t.uploadDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (let i = 0; i < 50; i++) {
        if (!(await db.selectFrom('access_tokens').select('id').where('id', '=', expired.id).executeTakeFirst())) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(
        await db.selectFrom('access_tokens').select('id').where('id', '=', expired.id).executeTakeFirst(),
      ).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
