/**
 * A new random key (128 bits, base64url, 22 characters), made in the browser when a form sends:
 * the order form's Idempotency-Key, kept for the retries of one attempt. Never rendered into a
 * page, which a shared cache may give several visitors.
 */
export function newFormToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
