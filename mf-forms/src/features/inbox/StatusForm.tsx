import { useRef } from 'react';
import { useTranslation } from 'shared';
import { type ChangeProps, Outcome, useInboxForm } from './inboxForm';
import { STATUSES } from './view';

/**
 * The status in one press: a button per status, the current one pressed (`aria-pressed`). A real
 * form posting the pressed button's status to this page, sent by its action through the page's
 * route; the page then shows the enquiry as it now is (the status, and the change in the history).
 */
export function StatusForm({ detail, report, onUpdated }: ChangeProps) {
  const { t } = useTranslation('forms');
  const pressed = useRef('');
  const form = useInboxForm('inbox-status', { id: String(detail.id), status: '' }, report, () => {
    onUpdated();
    return t('inbox.status.changed', { status: t(`inbox.statuses.${pressed.current}`) });
  });

  return (
    <section className="forms-inbox__section" aria-labelledby="forms-inbox-status">
      <h3 id="forms-inbox-status">{t('inbox.status.title')}</h3>
      <form
        method="post"
        onSubmit={(event) => {
          const button = (event.nativeEvent as SubmitEvent).submitter;
          const status = button instanceof HTMLButtonElement ? button.value : '';
          if (!status || status === detail.status) return event.preventDefault();
          if (!form.sending) pressed.current = status;
          form.send(event);
        }}
        aria-busy={form.sending}
      >
        <input type="hidden" name="form" value="inbox-status" />
        <input type="hidden" name="id" value={detail.id} />
        <div className="forms-inbox__statuses" role="group" aria-labelledby="forms-inbox-status">
          {STATUSES.map((status) => (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              className={status === detail.status ? 'btn' : 'btn btn--outline'}
              aria-pressed={status === detail.status}
            >
              {t(`inbox.statuses.${status}`)}
            </button>
          ))}
        </div>
        {form.sending && <p className="forms-inbox__muted">{t('inbox.status.saving')}</p>}
        <Outcome outcome={form.outcome} />
      </form>
    </section>
  );
}
