import {
  bus,
  failed,
  field,
  i18n,
  isEnquiryType,
  joinPhone,
  KEPT_FILE_FIELD,
  pathFor,
  type FormAction,
  type Locale,
  type PostedForm,
} from 'shared';
import { saveUserRequest, type EnquiryType, type FileDescriptor, type UserRequestPayload } from './api';
import { draftKey } from './enquiryModel';
import { writeDraft } from './useDraft';

/** The enquiry's type as posted; an unknown one is a contact-form enquiry. */
function typeOf(fields: FormData): EnquiryType {
  const type = field(fields, 'type');
  return isEnquiryType(type) ? type : 'contact-form';
}

/**
 * The files sent with the enquiry: the descriptors of those already received (the upload
 * endpoint's answers, in hidden fields), each once. Whether a file may go with it the API decides
 * by its id.
 */
function filesOf(fields: FormData): FileDescriptor[] {
  const files: FileDescriptor[] = [];
  for (const value of fields.getAll(KEPT_FILE_FIELD)) {
    if (typeof value !== 'string') continue;
    try {
      const file = JSON.parse(value) as FileDescriptor;
      if (typeof file === 'object' && file !== null && !files.some((kept) => kept.id === file.id)) files.push(file);
    } catch {
      // Not a descriptor: nothing the form put there.
    }
  }
  return files;
}

/** The item's id as posted: a number when it is one, else its text; none when empty. */
function itemIdOf(fields: FormData): number | string | null {
  const id = field(fields, 'itemId');
  return /^[1-9][0-9]{0,8}$/.test(id) ? Number(id) : id || null;
}

/**
 * The body of `POST /api/user-request/save` for the enquiry form's fields. The item's forms name
 * the item as the subject; the contact form (or a form of an unnamed item) sends the typed text.
 * Only the services the form offered can be ticked. `fillMs` is how long filling took since the
 * form appeared (`startedAt`): the API sets aside enquiries sent faster than a person can type.
 */
export function enquiryPayload(fields: FormData, now = Date.now()): UserRequestPayload {
  const type = typeOf(fields);
  const itemName = field(fields, 'itemName');
  const startedAt = Number(field(fields, 'startedAt'));
  return {
    firstname: field(fields, 'firstname'),
    email: field(fields, 'email'),
    phone: joinPhone(field(fields, 'phonePrefix'), field(fields, 'phone')),
    files: filesOf(fields),
    agreement: fields.has('agreement'),
    content: {
      type,
      id: itemIdOf(fields),
      name: type === 'contact-form' || !itemName ? field(fields, 'request') : itemName,
      otherServices: fields.getAll('otherServices').filter((name): name is string => typeof name === 'string'),
      ...(type === 'readymade' ? { virtualPlace: fields.has('virtualPlace') } : {}),
    },
    website: field(fields, 'website'),
    ...(Number.isFinite(startedAt) && startedAt > 0 ? { fillMs: Math.max(0, now - startedAt) } : {}),
  };
}

/** Saves the enquiry the form's fields make; resolves with its id, rejects with the API's error. */
export function saveEnquiry(fields: FormData, locale: Locale): Promise<number> {
  return saveUserRequest(enquiryPayload(fields), locale);
}

/** What the form shows again after errors, under its state's names: never the consent, never a file. */
function keptValues(fields: FormData): PostedForm['values'] {
  return {
    // When the form appeared: sent again after errors, it keeps the visitor's whole time.
    startedAt: field(fields, 'startedAt'),
    firstname: field(fields, 'firstname'),
    email: field(fields, 'email'),
    prefix: field(fields, 'phonePrefix'),
    phone: field(fields, 'phone'),
    request: field(fields, 'request'),
    services: fields.getAll('otherServices').filter((name): name is string => typeof name === 'string'),
    virtualPlace: fields.has('virtualPlace'),
  };
}

/**
 * The enquiry form's action (the contact page's and the dialog's): the enquiry saved, then the
 * thank-you page for its type. A refusal (of the API, or of a plain post's files) brings the form
 * back with what was typed and the files already received. In the browser the success also
 * forgets the form's draft and says so.
 */
const enquiry: FormAction = async ({ fields, locale, refused }) => {
  const type = typeOf(fields);
  try {
    if (refused) throw refused;
    await saveEnquiry(fields, locale);
  } catch (error) {
    const outcome = failed('enquiry', error, keptValues(fields));
    const files = filesOf(fields);
    if (outcome.status === 'failed' && files.length) outcome.posted.files = files;
    return outcome;
  }
  return {
    status: 'done',
    to: `${pathFor('thankYou', locale)}?interest=${encodeURIComponent(type)}`,
    events: [{ event: 'form_sent', formType: type }],
    // Nothing here may take the form off the page (closing its dialog, reloading the list behind
    // it): the router drops the move of a form no longer on the page. The dialog closes with the move.
    after: () => {
      writeDraft(draftKey({ type, itemId: field(fields, 'itemId'), itemName: field(fields, 'itemName') }), null);
      bus.emit('notice', { kind: 'success', message: i18n.t('common:form.message.sent', { lng: locale }) });
    },
  };
};

/** The forms of a page or dialog with the enquiry form, by name. */
export const actions = { enquiry };
