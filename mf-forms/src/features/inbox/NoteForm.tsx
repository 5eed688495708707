import { useEffect, useId, useState, type FormEvent } from 'react';
import { usePostedForm, useTranslation } from 'shared';
import { Field, errorsOf, useForm } from 'shared/forms';
import { updateEnquiry } from './api';
import { type ChangeProps, failureKey } from './useAction';

/**
 * The staff's note on the enquiry (never shown to the customer). A plain form to this page; after
 * an error without scripts the typed note comes back. With scripts it is saved through the API.
 */
export function NoteForm({ detail, report, onUpdated }: ChangeProps) {
  const { t } = useTranslation('forms');
  const uid = useId();
  const posted = usePostedForm('inbox-note');
  const form = useForm({ note: detail.note }, posted?.values.id === String(detail.id) ? posted : null);
  const [saved, setSaved] = useState(false);
  const failure = form.status === 'failed' ? form.failure : null;
  const message = failure && !errorsOf(form.errors, 'note') ? failureKey(failure.status, failure.code) : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.sending) return;
    setSaved(false);
    const next = await form.submit(() => updateEnquiry(detail.id, { note: form.values.note }));
    if (next) {
      setSaved(true);
      onUpdated(next);
    }
  }

  // A gone session is the page's to tell (with a link to log in again).
  useEffect(() => {
    if (failure) report(failure);
  }, [failure, report]);

  return (
    <section className="forms-inbox__section" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`}>{t('inbox.note.label')}</h3>
      <form
        ref={form.formRef}
        method="post"
        className="forms-inbox__note"
        onSubmit={handleSubmit}
        aria-busy={form.sending}
      >
        <input type="hidden" name="form" value="inbox-note" />
        <input type="hidden" name="id" value={detail.id} />
        <Field
          id={`${uid}-note`}
          name="note"
          label={t('inbox.note.field')}
          hint={t('inbox.note.hint')}
          rows={4}
          value={form.values.note}
          onChange={(value) => {
            setSaved(false);
            form.set('note', value);
          }}
          errors={errorsOf(form.errors, 'note')}
        />
        <p className="forms-inbox__done" role="status">
          {saved ? t('inbox.note.saved') : null}
        </p>
        {message && (
          <p className="notice notice--danger" role="alert">
            {t(message)}
          </p>
        )}
        <button type="submit" className="btn btn--outline" disabled={form.sending}>
          {form.sending ? t('inbox.note.saving') : t('inbox.note.save')}
        </button>
      </form>
    </section>
  );
}
