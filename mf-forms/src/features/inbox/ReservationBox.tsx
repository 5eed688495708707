import { useRef } from 'react';
import { type Locale, useTranslation } from 'shared';
import { formatDateTime } from '../../common/formatDateTime';
import { type ChangeProps, Outcome, useInboxForm } from './inboxForm';

type Step = 'confirm' | 'release';

/**
 * The ready-made company a booking reserved: its name and state, "Confirm reservation" (it then
 * never lapses; one that lapsed can be confirmed while nobody else has booked the company) and
 * "Release company" (bookable on the website again). Real forms to this page, sent by their action
 * through the page's route; the box then shows the reservation as it now is.
 */
export function ReservationBox({ detail, locale, report, onUpdated }: ChangeProps & { locale: Locale }) {
  const { t } = useTranslation('forms');
  const taken = useRef<Step>('confirm');
  const form = useInboxForm('inbox-reservation', { id: String(detail.id), step: '' }, report, () => {
    onUpdated();
    return t(taken.current === 'confirm' ? 'inbox.reservation.confirmedDone' : 'inbox.reservation.releasedDone');
  });
  const reservation = detail.reservation;

  function stepForm(step: Step) {
    const running = form.sending && taken.current === step;
    return (
      <form
        method="post"
        onSubmit={(event) => {
          if (!form.sending) taken.current = step;
          form.send(event);
        }}
        aria-busy={running}
      >
        <input type="hidden" name="form" value="inbox-reservation" />
        <input type="hidden" name="id" value={detail.id} />
        <input type="hidden" name="step" value={step} />
        <button type="submit" className={step === 'confirm' ? 'btn' : 'btn btn--outline'}>
          {running
            ? t(step === 'confirm' ? 'inbox.reservation.confirming' : 'inbox.reservation.releasing')
            : t(step === 'confirm' ? 'inbox.reservation.confirm' : 'inbox.reservation.release')}
        </button>
      </form>
    );
  }

  const until = reservation?.expires_at ? formatDateTime(reservation.expires_at, locale) : null;
  const state = !reservation
    ? null
    : reservation.status === 'confirmed'
      ? t('inbox.reservation.confirmed')
      : reservation.status === 'lapsed'
        ? t('inbox.reservation.lapsed', { date: until ?? '' })
        : until
          ? t('inbox.reservation.pending', { date: until })
          : t('inbox.reservation.pendingNoEnd');

  return (
    <section className="forms-inbox__section forms-inbox__reservation" aria-labelledby="forms-inbox-reservation">
      <h3 id="forms-inbox-reservation">{t('inbox.reservation.title')}</h3>
      {reservation ? (
        <>
          <dl className="forms-inbox__facts">
            <div>
              <dt>{t('inbox.reservation.company')}</dt>
              <dd>{reservation.company_name}</dd>
            </div>
            <div>
              <dt>{t('inbox.reservation.state')}</dt>
              <dd>{state}</dd>
            </div>
          </dl>
          <div className="forms-inbox__actions">
            {reservation.status !== 'confirmed' && stepForm('confirm')}
            {stepForm('release')}
          </div>
        </>
      ) : (
        <p>{t('inbox.reservation.none')}</p>
      )}
      <Outcome outcome={form.outcome} />
    </section>
  );
}
