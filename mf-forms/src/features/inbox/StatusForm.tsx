import type { FormEvent } from 'react';
import { usePostedForm, useTranslation } from 'shared';
import { updateEnquiry } from './api';
import { type ChangeProps, Outcome, postedFailure, useAction } from './useAction';
import { STATUSES } from './view';

/**
 * The status in one press: a button per status, the current one pressed (`aria-pressed`). A plain
 * form posting the pressed button's status to this page; with scripts it goes to the API and the
 * page shows the answer (the status, and the change in the history) without a reload.
 */
export function StatusForm({ detail, report, onUpdated }: ChangeProps) {
  const { t } = useTranslation('forms');
  const action = useAction(report);
  const failed = postedFailure(usePostedForm('inbox-status'), detail.id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const button = (event.nativeEvent as SubmitEvent).submitter;
    const status = button instanceof HTMLButtonElement ? button.value : '';
    if (!status || status === detail.status) return;
    void action.run(
      'status',
      () => updateEnquiry(detail.id, { status }),
      (next) => {
        onUpdated(next);
        return t('inbox.status.changed', { status: t(`inbox.statuses.${next.status}`) });
      },
    );
  }

  return (
    <section className="forms-inbox__section" aria-labelledby="forms-inbox-status">
      <h3 id="forms-inbox-status">{t('inbox.status.title')}</h3>
      <form method="post" onSubmit={handleSubmit} aria-busy={action.busy !== null}>
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
        {action.busy && <p className="forms-inbox__muted">{t('inbox.status.saving')}</p>}
        <Outcome outcome={action.outcome} failed={failed} />
      </form>
    </section>
  );
}
