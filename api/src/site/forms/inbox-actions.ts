import type { FormAction } from './actions';
import { backTo, one, type Fields } from './fields';

/** The enquiry a staff form acts on, as a path segment. */
const enquiry = (fields: Fields) => encodeURIComponent(one(fields, 'id'));

/**
 * A form of the staff inbox: its endpoint is staff only, and a success goes back to the very page
 * the form was on (the list, a filtered list or one enquiry), which then shows the change. A 401
 * (the session is gone) sends the visitor to log in again; the id comes back with the errors, so
 * the page shows them at the enquiry they belong to.
 */
function staffAction(form: string, call: FormAction['call'], keep: FormAction['keep'] = {}): FormAction {
  return {
    form,
    call,
    done: (request) => backTo(request),
    keep: { id: ['id', 'text'], ...keep },
    needsSession: true,
  };
}

/** The staff inbox's forms, by the value of their `form` field. */
export const INBOX_ACTIONS: Record<string, FormAction> = {
  // One button per status: the pressed button's `status` is sent.
  'inbox-status': staffAction(
    'inbox-status',
    (fields) => ({
      method: 'PATCH',
      url: `/api/admin/enquiries/${enquiry(fields)}`,
      payload: { status: one(fields, 'status') },
    }),
    { status: ['status', 'text'] },
  ),
  'inbox-note': staffAction(
    'inbox-note',
    (fields) => ({
      method: 'PATCH',
      url: `/api/admin/enquiries/${enquiry(fields)}`,
      payload: { note: one(fields, 'note') },
    }),
    { note: ['note', 'text'] },
  ),
  // `step`: `confirm` (the reservation never lapses) or `release` (the company is bookable again).
  'inbox-reservation': staffAction(
    'inbox-reservation',
    (fields) => ({
      method: 'POST',
      url: `/api/admin/enquiries/${enquiry(fields)}/reservation/${one(fields, 'step') === 'release' ? 'release' : 'confirm'}`,
      payload: {},
    }),
    { step: ['step', 'text'] },
  ),
  // An enquiry set aside as sent too fast goes to the leads.
  'inbox-release': staffAction('inbox-release', (fields) => ({
    method: 'POST',
    url: `/api/admin/quarantine/${enquiry(fields)}/release`,
    payload: {},
  })),
};
