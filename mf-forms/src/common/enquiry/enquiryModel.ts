import { joinPhone } from 'shared';
import type { FileDescriptor, UserRequestPayload } from './api';
import type { EnquiryFormProps } from './EnquiryForm';
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

type Item = Pick<EnquiryFormProps, 'type' | 'itemId' | 'itemName' | 'otherServices'>;

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

/**
 * The body of `POST /api/user-request/save` for what the visitor filled in; `fillMs` is how long
 * filling took (the API sets aside enquiries sent faster than a person can type). The API
 * recognises the same post sent again by its content.
 */
export function enquiryPayload(
  item: Item,
  values: EnquiryValues,
  files: FileDescriptor[],
  fillMs: number,
): UserRequestPayload {
  const offered = item.otherServices ?? [];
  const content: UserRequestPayload['content'] = {
    type: item.type,
    id: item.itemId ?? null,
    name: hasFreeText(item) ? values.request : (item.itemName ?? ''),
    otherServices: offered.filter((name) => values.services.includes(name)),
  };
  if (item.type === 'readymade') content.virtualPlace = values.virtualPlace;
  return {
    firstname: values.firstname,
    email: values.email,
    phone: joinPhone(values.prefix, values.phone),
    files,
    agreement: values.consent,
    content,
    website: values.website,
    fillMs: Math.max(0, Math.round(fillMs)),
  };
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
