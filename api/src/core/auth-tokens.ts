import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret (256 bits, base64url: 43 characters) and the SHA-256 stored in the database. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
