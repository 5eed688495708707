import { useState } from 'react';

/** A form's one-time token: 128 random bits, base64url (22 characters). */
export function newFormToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A form's one-time token in a hidden field `name`, for the server to store one enquiry or order
 * per token. The page keeps the token the server rendered (hydration leaves the field as it is),
 * so a post before the scripts run and one sent by them carry the same; `current` reads it from
 * the form, `renew` makes a new one for the next, different send.
 */
export function useFormToken(name: string) {
  const [token, setToken] = useState(newFormToken);
  return {
    field: <input type="hidden" name={name} value={token} readOnly suppressHydrationWarning />,
    current(form: HTMLFormElement | null): string {
      const field = form?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : token;
    },
    renew: () => setToken(newFormToken()),
  };
}
