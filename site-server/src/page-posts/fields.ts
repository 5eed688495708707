import type { FastifyRequest } from 'fastify';
import type { ServerFormEvent } from 'shared/analytics';
import { addFormEvents } from 'shared/form-events-cookie';
import { KEPT_FILE_FIELD } from 'shared/contracts';
import { COOKIES, parseCookies, serializeCookie } from 'shared/cookies';
import { uploadedFileSchema, type UploadedFile } from 'shared/validation';
import { secureCookies, sitePath } from 'api';

/** A posted form's fields: every value of each name, in order. */
export type Fields = Record<string, string[]>;

/** The first value of a field, or an empty string. */
export const one = (fields: Fields, name: string) => fields[name]?.[0] ?? '';

/** The page the form was on (its path and query, on this site). */
export function backTo(request: FastifyRequest): string {
  const url = new URL(sitePath(request.raw.url), 'http://site.invalid');
  return sitePath(url.pathname + url.search);
}

/**
 * The cookie naming the dataLayer events of a form the server acted on, after any the browser
 * still holds (several forms sent without scripts), for the next page's scripts to push; null
 * when there are none.
 */
export function formEventsCookie(events: ServerFormEvent[], request: FastifyRequest): string | null {
  if (!events.length) return null;
  const held = parseCookies(request.headers.cookie ?? '')[COOKIES.formEvents.name] ?? null;
  return serializeCookie('formEvents', addFormEvents(held, events), secureCookies(request));
}

/**
 * The files a form without scripts carries as already received (hidden fields with their
 * descriptors, after the form came back with errors), then those received with this post. Only
 * well-formed descriptors count; whether a file may go with the enquiry the API decides by its id.
 */
export function formFiles(fields: Fields, received: readonly UploadedFile[]): UploadedFile[] {
  const files: UploadedFile[] = [];
  for (const value of fields[KEPT_FILE_FIELD] ?? []) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      continue;
    }
    const file = uploadedFileSchema.safeParse(parsed);
    if (file.success && !files.some((kept) => kept.id === file.data.id)) files.push(file.data);
  }
  return [...files, ...received.filter((file) => !files.some((kept) => kept.id === file.id))];
}
