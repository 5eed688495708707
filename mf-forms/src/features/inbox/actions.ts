import { failed, field, type FormAction, type FormActionArgs } from 'shared';
import { changeReservation, releaseQuarantined, updateEnquiry } from './api';

/**
 * A form of the staff inbox: its endpoint is staff only, and a success leaves the visitor on the
 * very page the form was on (the list, a filtered list or one enquiry), whose data is loaded again
 * so it shows the change. A 401 (the session is gone) sends the visitor to log in, then back; the
 * enquiry's id (and the field's value) come back with the errors, so the page shows them at the
 * enquiry they belong to.
 */
function staffAction(
  form: string,
  kept: readonly string[],
  call: (id: number, args: FormActionArgs) => Promise<unknown>,
): FormAction {
  return async (args) => {
    const { fields, locale, url } = args;
    const id = field(fields, 'id');
    try {
      await call(Number(id), args);
    } catch (error) {
      const values = Object.fromEntries([['id', id], ...kept.map((name) => [name, field(fields, name)])]);
      return failed(form, error, values, { locale, url });
    }
    return { status: 'done', to: null };
  };
}

/** The staff inbox's forms, by the value of their `form` field. */
export const inboxActions = {
  // One button per status: the pressed button's `status` is sent.
  'inbox-status': staffAction('inbox-status', ['status'], (id, { fields }) =>
    updateEnquiry(id, { status: field(fields, 'status') }),
  ),
  'inbox-note': staffAction('inbox-note', ['note'], (id, { fields }) =>
    updateEnquiry(id, { note: field(fields, 'note') }),
  ),
  // `step`: `confirm` (the reservation never lapses) or `release` (the company is bookable again).
  'inbox-reservation': staffAction('inbox-reservation', ['step'], (id, { fields }) =>
    changeReservation(id, field(fields, 'step') === 'release' ? 'release' : 'confirm'),
  ),
  // An enquiry set aside as sent too fast goes to the leads.
  'inbox-release': staffAction('inbox-release', [], (id) => releaseQuarantined(id)),
};
