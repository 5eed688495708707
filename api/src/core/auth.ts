import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** scrypt parameters; the stored form is `scrypt$N$r$p$salt$hash` (base64url). */
const N = 2 ** 17;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, { N: n, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** A new password hash (scrypt N = 2^17 unless `n` is given: only tests make older hashes). */
export async function hashPassword(password: string, n = N): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, n, R, P, KEYLEN);
  return ['scrypt', n, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Whether a stored hash is weaker than new hashes (it is replaced at the next successful login). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < N || Number(r) !== R || Number(p) !== P;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A fresh access token (256 bits) and the hash stored in the database. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{16,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  scope: string[];
}

const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/** The user of the request's valid (unexpired, unrevoked) bearer token, or null. */
export function currentUser(request: FastifyRequest): Promise<AuthUser | null> {
  let found = cache.get(request);
  if (!found) {
    found = lookup(request);
    cache.set(request, found);
  }
  return found;
}

async function lookup(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const row = await request.server.ctx.db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.id', 'u.email', 'u.name', 'u.scope'])
    .where('t.token_hash', '=', hashToken(token))
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, name: row.name, scope: row.scope } : null;
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}
