import type { EnquiryType } from './api';
import { DRAFT_PREFIX } from './useDraft';

/** The values the visitor types into the enquiry form. */
export interface EnquiryValues {
  firstname: string;
  email: string;
  prefix: string;
  phone: string;
  request: string;
  consent: boolean;
  services: string[];
  virtualPlace: boolean;
  /** The field only robots fill in (see Honeypot). */
  website: string;
}

/** What an enquiry is about: its type, and the item (with the other services offered beside it). */
export interface EnquiryItem {
  /** The enquiry type: `contact-form` or one of the modal form types. */
  type: EnquiryType;
  itemId?: number | string | null;
  itemName?: string;
  /** Other services the visitor may tick; the ticked ones are sent as `content.otherServices`. */
  otherServices?: string[];
}

type Item = EnquiryItem;

/** A fresh form: the contact form starts with its item name as the request text. */
export function emptyValues(type: Item['type'], itemName: string, prefix: string): EnquiryValues {
  return {
    firstname: '',
    email: '',
    prefix,
    phone: '',
    request: type === 'contact-form' ? itemName : '',
    consent: false,
    services: [],
    virtualPlace: false,
    website: '',
  };
}

/**
 * What a draft keeps: the typed text and the choices. Not the attachments (files cannot be stored
 * and must be chosen again), not the consent (given anew for each send) and not the robot field.
 */
export const DRAFT_FIELDS = ['firstname', 'email', 'prefix', 'phone', 'request', 'services', 'virtualPlace'] as const;

/** A draft worth keeping has something typed or ticked (the phone prefix alone is a default). */
export function isDraftEmpty(values: Partial<EnquiryValues>): boolean {
  return (
    !values.firstname?.trim() &&
    !values.email?.trim() &&
    !values.phone?.trim() &&
    !values.request?.trim() &&
    !values.services?.length &&
    !values.virtualPlace
  );
}

/** The sessionStorage key of a form's draft: one per form type and item. */
export function draftKey({ type, itemId, itemName }: Item): string {
  return `${DRAFT_PREFIX}${type}:${itemId ?? ''}:${itemName ?? ''}`;
}

/**
 * The contact form's free text is its subject; other types name their item, so the free-text field
 * is offered only when no item name is known (and then its text is the subject).
 */
export function hasFreeText({ type, itemName }: Item): boolean {
  return type === 'contact-form' || !itemName;
}

/** Error path → the id of the control that shows it, for the error summary's links. */
export function enquiryFieldIds(item: Item, id: (name: string) => string): Record<string, string> {
  return {
    firstname: id('firstname'),
    email: id('email'),
    phone: id('phone'),
    ...(hasFreeText(item) ? { 'content.name': id('request') } : {}),
    ...(item.otherServices?.length ? { 'content.otherServices': id('service-0') } : {}),
    ...(item.type === 'readymade' ? { 'content.virtualPlace': id('virtualPlace') } : {}),
    files: id('files'),
    agreement: id('consent'),
  };
}
