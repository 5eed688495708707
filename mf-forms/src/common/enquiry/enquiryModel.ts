import { joinPhone } from 'shared/forms';
import type { FileDescriptor, UserRequestPayload } from './enquiryApi';
import type { EnquiryFormProps } from './EnquiryForm';

/** The values the visitor types into the enquiry form. */
interface EnquiryValues {
  firstname: string;
  email: string;
  prefix: string;
  phone: string;
  request: string;
  consent: boolean;
  services: string[];
  virtualPlace: boolean;
}

type Item = Pick<EnquiryFormProps, 'type' | 'itemId' | 'itemName' | 'otherServices'>;

/**
 * The contact form's free text is its subject; other types name their item, so the free-text field
 * is offered only when no item name is known (and then its text is the subject).
 */
export function hasFreeText({ type, itemName }: Item): boolean {
  return type === 'contact-form' || !itemName;
}

/** The body of `POST /api/user-request/save` for what the visitor filled in. */
export function enquiryPayload(item: Item, values: EnquiryValues, files: FileDescriptor[]): UserRequestPayload {
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
