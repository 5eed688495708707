import { useId, useRef } from 'react';
import { useTranslation } from 'shared';
import { Field, errorsOf } from 'shared/forms';
import { type ChangeProps, Outcome, useInboxForm } from './inboxForm';

/**
 * The staff's note on the enquiry (never shown to the customer). A real form to this page, sent by
 * its action through the page's route; after an error the typed note stays (without scripts it
 * comes back with the page).
 */
export function NoteForm({ detail, report, onUpdated }: ChangeProps) {
  const { t } = useTranslation('forms');
  const uid = useId();
  const sent = useRef(detail.note);
  const form = useInboxForm('inbox-note', { id: String(detail.id), note: detail.note }, report, () => {
    // The emptied form holds the note as saved.
    form.set('note', sent.current);
    onUpdated();
    return t('inbox.note.saved');
  });
  // A note the API refused is said at the field; anything else below it.
  const noteErrors = form.failure ? errorsOf(form.errors, 'note') : undefined;

  return (
    <section className="forms-inbox__section" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`}>{t('inbox.note.label')}</h3>
      <form
        ref={form.formRef}
        method="post"
        className="forms-inbox__note"
        onSubmit={(event) => {
          sent.current = form.values.note;
          form.send(event);
        }}
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
          onChange={(value) => form.set('note', value)}
          errors={noteErrors}
        />
        <Outcome outcome={noteErrors ? null : form.outcome} />
        <button type="submit" className="btn btn--outline" disabled={form.sending}>
          {form.sending ? t('inbox.note.saving') : t('inbox.note.save')}
        </button>
      </form>
    </section>
  );
}
