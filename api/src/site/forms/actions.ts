import type { FastifyRequest } from 'fastify';
import { CONSENT_ALL, CONSENT_CATEGORIES, CONSENT_NONE, consentCookies, type CategoryChoice } from 'shared/consent';
import type { Locale } from 'shared/constants';
import { addFormEvents, type ServerFormEvent } from 'shared/analytics';
import { COOKIES, parseCookies, serializeCookie, serializeDeletion } from 'shared/cookies';
import { secureCookies } from '../../core/cookies';
import { previewCookieDeletion } from '../preview';
import { backTo, one, type Fields } from './fields';
import type { Answer } from './plugin';

export type { Fields };

/** The JSON endpoint a form stands for, or (a form that only stores a choice) its answer. */
type Call =
  | {
      method: 'POST' | 'PATCH' | 'DELETE';
      url: string;
      payload?: Record<string, unknown>;
    }
  | { answer: Answer };

/**
 * One form the server handles without scripts: the JSON endpoint that does the work (so the same
 * schemas validate and the same code acts), where a success goes (303), and which fields come back
 * into the page after errors, under the names the page's form state uses (never a password).
 */
export interface FormAction {
  /** The form's name in the page (its `form` field), which the page's form starts from after errors. */
  form: string;
  call(fields: Fields, locale: Locale, files: unknown[], request: FastifyRequest): Call;
  done(request: FastifyRequest, locale: Locale, fields: Fields): string;
  /** Posted field → [value key, kind]: `text` (the first value), `list` (every value), `flag` (present). */
  keep: Record<string, [string, 'text' | 'list' | 'flag']>;
  /**
   * What the scripts push to the dataLayer when they send this form and it succeeds: after the
   * server's success, the next page's scripts push the same (see `formEventsCookie`).
   */
  events?(fields: Fields): ServerFormEvent[];
}

/**
 * The cookie naming the events of a form the server handled, after any the browser still holds
 * (several forms sent without scripts); null when there are none.
 */
export function formEventsCookie(events: ServerFormEvent[], request: FastifyRequest): string | null {
  if (!events.length) return null;
  const held = parseCookies(request.headers.cookie ?? '')[COOKIES.formEvents.name] ?? null;
  return serializeCookie('formEvents', addFormEvents(held, events), secureCookies(request));
}

/** The cookie bar: accept all, refuse all, or save the ticked categories. */
function consentChoice(fields: Fields): CategoryChoice | 'denied' {
  const choice = one(fields, 'choice');
  if (choice === 'all') return CONSENT_ALL;
  if (choice === 'none') return 'denied';
  const ticked = new Set(fields.categories ?? []);
  const picked = { ...CONSENT_NONE };
  for (const category of CONSENT_CATEGORIES) picked[category] = ticked.has(category);
  return picked;
}

const consent: FormAction = {
  form: 'consent',
  call: (fields, _locale, _files, request) => ({
    answer: {
      statusCode: 200,
      cookies: consentCookies(consentChoice(fields)).map(([key, value]) =>
        value === null
          ? serializeDeletion(key, secureCookies(request))
          : serializeCookie(key, value, secureCookies(request)),
      ),
      body: {},
    },
  }),
  done: (request) => backTo(request),
  keep: {},
  events: (fields) => [{ event: 'cookie_consent_update', choice: consentChoice(fields) }],
};

/** The preview badge's button: the browser's preview ends, and it sees the same page as everyone. */
const previewOff: FormAction = {
  form: 'preview-off',
  call: (_fields, _locale, _files, request) => ({
    answer: { statusCode: 200, cookies: [previewCookieDeletion(request)], body: {} },
  }),
  done: (request) => backTo(request),
  keep: {},
};

/** Every form the server answers, by the value of its `form` field. */
export const FORM_ACTIONS: Record<string, FormAction> = {
  consent,
  'preview-off': previewOff,
};
