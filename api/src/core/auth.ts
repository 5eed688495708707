import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hashToken } from './auth-tokens';
import { HttpError, unauthorized } from './errors';
import { findSession, sessionSecret } from './session';

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

/** Who a request comes from, and by which credential: a browser session (its id) or a bearer token. */
export interface Caller {
  user: AuthUser;
  sessionId: number | null;
}

const cache = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/**
 * The caller of the request: the user of its valid bearer token (API clients), else of its live
 * session cookie (browsers); null for a guest. Looked up once per request.
 */
function currentCaller(request: FastifyRequest): Promise<Caller | null> {
  let found = cache.get(request);
  if (!found) {
    found = lookup(request);
    cache.set(request, found);
  }
  return found;
}

/** The logged-in user of the request, or null. */
export async function currentUser(request: FastifyRequest): Promise<AuthUser | null> {
  return (await currentCaller(request))?.user ?? null;
}

async function userById(request: FastifyRequest, id: number): Promise<AuthUser | null> {
  const row = await request.server.ctx.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'scope'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, name: row.name, scope: row.scope } : null;
}

async function lookup(request: FastifyRequest): Promise<Caller | null> {
  const { db, config } = request.server.ctx;
  const token = bearerToken(request);
  if (token) {
    const row = await db
      .selectFrom('access_tokens')
      .select('user_id')
      .where('token_hash', '=', hashToken(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    const user = row ? await userById(request, row.user_id) : null;
    return user ? { user, sessionId: null } : null;
  }
  const secret = sessionSecret(request);
  if (!secret) return null;
  const session = await findSession(db, secret, config.session);
  const user = session ? await userById(request, session.user_id) : null;
  return user && session ? { user, sessionId: session.id } : null;
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  return (await requireCaller(request)).user;
}

/** The logged-in staff user (scope `staff`) of the request: 401 for a guest, 403 `forbidden` for anyone else. */
export async function requireStaff(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (!user.scope.includes('staff')) throw new HttpError(403, 'forbidden', 'Staff only');
  return user;
}

export async function requireCaller(request: FastifyRequest): Promise<Caller> {
  const caller = await currentCaller(request);
  if (!caller) throw unauthorized();
  return caller;
}
