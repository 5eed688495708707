import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../src/app';
import { runCleanup } from '../src/features/maintenance/cleanup';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function upload(ageMs: number, userRequestId: number | null = null) {
  const stored = randomBytes(16).toString('hex');
  writeFileSync(join(t.uploadDir, stored), 'x');
  const id = randomUUID();
  await t.db.handle.db
    .insertInto('uploaded_files')
    .values({
      id,
      stored_name: stored,
      original_name: 'a.txt',
      mime: 'text/plain',
      size: 1,
      sha256: 'x',
      user_request_id: userRequestId,
      created_at: new Date(Date.now() - ageMs),
    })
    .execute();
  return { id, path: join(t.uploadDir, stored) };
}

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
  it('removes stale uploads (with their files), old guest carts (freeing voucher uses), dead tokens and sessions', async () => {
    const db = t.db.handle.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    const enquiry = await db
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
    const staleUpload = await upload(25 * HOUR);
    const freshUpload = await upload(HOUR);
    const attachedUpload = await upload(30 * DAY, enquiry.id);

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

    const report = await runCleanup(db, { uploadDir: t.uploadDir });
    expect(report).toEqual({ uploads: 1, files: 1, orphans: 0, guestCarts: 1, tokens: 2, sessions: 3 });
    expect((await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)).toEqual([liveSession.id]);

    const uploads = (await db.selectFrom('uploaded_files').select('id').execute()).map((r) => r.id);
    expect(uploads).toEqual(expect.arrayContaining([freshUpload.id, attachedUpload.id]));
    expect(uploads).not.toContain(staleUpload.id);
    expect(existsSync(staleUpload.path)).toBe(false);
    expect(existsSync(freshUpload.path)).toBe(true);
    expect(existsSync(attachedUpload.path)).toBe(true);

    const carts = (await db.selectFrom('carts').select('id').execute()).map((r) => r.id);
    expect(carts).toEqual(expect.arrayContaining([freshGuest.id, oldUserCart.id]));
    expect(carts).not.toContain(oldGuest.id);
    expect(await db.selectFrom('voucher_uses').select('id').where('cart_id', '=', oldGuest.id).execute()).toEqual([]);

    const tokens = (await db.selectFrom('access_tokens').select('id').execute()).map((r) => r.id);
    expect(tokens).toContain(valid.id);
    expect(tokens).not.toContain(expired.id);
    expect(tokens).not.toContain(revoked.id);

    // A second pass has nothing left to do.
    expect(await runCleanup(db, { uploadDir: t.uploadDir })).toEqual({
      uploads: 0,
      files: 0,
      orphans: 0,
      guestCarts: 0,
      tokens: 0,
      sessions: 0,
    });
  });

  it('removes files no upload row names once they are an hour old (left by a crash), and nothing else', async () => {
    const db = t.db.handle.db;
    const file = (name: string, ageMs: number) => {
      const path = join(t.uploadDir, name);
      writeFileSync(path, 'x');
      const then = new Date(Date.now() - ageMs);
      utimesSync(path, then, then);
      return path;
    };
    const hex = () => randomBytes(16).toString('hex');
    const oldPartial = file(`${hex()}.part`, 2 * HOUR);
    const oldUnrecorded = file(hex(), 2 * HOUR);
    const freshPartial = file(`${hex()}.part`, 60_000);
    const freshUnrecorded = file(hex(), 60_000);
    const foreign = file('README.txt', 2 * HOUR);
    const recorded = await upload(HOUR);
    const then = new Date(Date.now() - 2 * HOUR);
    utimesSync(recorded.path, then, then);

    const report = await runCleanup(db, { uploadDir: t.uploadDir });
    expect(report.orphans).toBe(2);
    expect(existsSync(oldPartial)).toBe(false);
    expect(existsSync(oldUnrecorded)).toBe(false);
    for (const kept of [freshPartial, freshUnrecorded, foreign, recorded.path]) expect(existsSync(kept)).toBe(true);
  });

  it('runs when the server starts listening and stops with it', async () => {
    const db = t.db.handle.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    const expired = await token(user.id, -HOUR);
    const app = await buildApp({ database: t.db.handle, seedDir: t.seedDir, uploadDir: t.uploadDir, site: false });
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
