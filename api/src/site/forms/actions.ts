import type { FastifyRequest } from 'fastify';
import { CONSENT_ALL, CONSENT_CATEGORIES, CONSENT_NONE, consentCookies, type CategoryChoice } from 'shared/consent';
import { joinPhone, type Locale } from 'shared/constants';
import { addFormEvents, type ServerFormEvent } from 'shared/analytics';
import { COOKIES, parseCookies, serializeCookie, serializeDeletion } from 'shared/cookies';
import { isEnquiryType } from 'shared/contracts';
import { pathFor } from 'shared/routes';
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
  /** A form that only computes: its answer is the page itself, rendered from the posted values. */
  computes?: boolean;
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

/** A enquiry form: the fields of `POST /api/user-request/save`, its files already received. */
const enquiry: FormAction = {
  form: 'enquiry',
  call: (fields, locale, files) => {
    const type = one(fields, 'type');
    const freeText = type === 'contact-form' || !one(fields, 'itemName');
    const startedAt = Number(one(fields, 'startedAt'));
    return {
      method: 'POST',
      url: `/api/user-request/save?lang=${locale}`,
      payload: {
        firstname: one(fields, 'firstname'),
        email: one(fields, 'email'),
        phone: joinPhone(one(fields, 'phonePrefix'), one(fields, 'phone')),
        files,
        agreement: fields.agreement !== undefined,
        content: {
          type,
          id: one(fields, 'itemId') || null,
          name: freeText ? one(fields, 'request') : one(fields, 'itemName'),
          otherServices: fields.otherServices ?? [],
          ...(type === 'readymade' ? { virtualPlace: fields.virtualPlace !== undefined } : {}),
        },
        website: one(fields, 'website'),
        ...(Number.isFinite(startedAt) && startedAt > 0 ? { fillMs: Math.max(0, Date.now() - startedAt) } : {}),
      },
    };
  },
  done: (_request, locale, fields) => {
    const type = one(fields, 'type');
    return `${pathFor('thankYou', locale)}?interest=${encodeURIComponent(isEnquiryType(type) ? type : 'contact-form')}`;
  },
  events: (fields) => {
    const type = one(fields, 'type');
    return isEnquiryType(type) ? [{ event: 'form_sent', formType: type }] : [];
  },
  keep: {
    // When the form appeared: the form sent again after errors keeps the visitor's whole time.
    startedAt: ['startedAt', 'text'],
    firstname: ['firstname', 'text'],
    email: ['email', 'text'],
    phonePrefix: ['prefix', 'text'],
    phone: ['phone', 'text'],
    request: ['request', 'text'],
    otherServices: ['services', 'list'],
    virtualPlace: ['virtualPlace', 'flag'],
  },
};

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

/** The valuation calculator: the page renders the result from the posted figures (nothing is stored). */
const valuation: FormAction = {
  form: 'valuation',
  computes: true,
  call: () => ({ answer: { statusCode: 200, cookies: [], body: {} } }),
  done: (request) => backTo(request),
  keep: {
    revenue: ['revenue', 'text'],
    operatingProfit: ['operatingProfit', 'text'],
    depreciation: ['depreciation', 'text'],
    interestBearingDebt: ['interestBearingDebt', 'text'],
    equity: ['equity', 'text'],
    itSector: ['itSector', 'text'],
    // "Interested in being contacted": the page then offers the contact form with the calculation.
    interest: ['interest', 'flag'],
  },
};

/**
 * An enquiry started elsewhere (the valuation calculator's contact box, without scripts): posted to
 * the contact-form page, which is rendered with its form holding the request text, as the modal
 * opens with it where scripts run. Nothing is stored or sent; the visitor sends the form.
 */
const enquiryDraft: FormAction = {
  form: 'enquiry',
  computes: true,
  call: () => ({ answer: { statusCode: 200, cookies: [], body: {} } }),
  done: (request) => backTo(request),
  keep: { request: ['request', 'text'] },
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
  enquiry,
  consent,
  valuation,
  'enquiry-draft': enquiryDraft,
  'preview-off': previewOff,
};
