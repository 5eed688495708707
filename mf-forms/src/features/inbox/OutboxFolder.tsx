import { type Locale, Link, type ResourceState, useTranslation } from 'shared';
import type { AdminOutbox } from 'shared/validation';
import { InboxTable, LoadState, When } from './parts';
import { detailHref, type InboxView } from './view';

interface OutboxProps {
  path: string;
  view: InboxView;
  locale: Locale;
  /** The folder's mails as the page's loader gave them, and a way to load them again. */
  state: ResourceState<AdminOutbox>;
  retry: () => void;
}

/**
 * The e-mails not yet delivered (waiting, retried, or given up), with a notice when the server
 * sends no mail at all: then every lead and confirmation waits here.
 */
export function OutboxFolder({ path, view, locale, state, retry }: OutboxProps) {
  const { t } = useTranslation('forms');
  return (
    <section className="forms-inbox__folder" aria-labelledby="forms-inbox-outbox">
      <h2 id="forms-inbox-outbox">{t('inbox.outbox.title')}</h2>
      <p className="forms-inbox__muted">{t('inbox.outbox.intro')}</p>
      <LoadState status={state.status} loading="inbox.outbox.loading" failed="inbox.outbox.failed" retry={retry} />
      {state.status === 'ready' && !state.data.sending && (
        <p className="notice notice--info">{t('inbox.outbox.notSending')}</p>
      )}
      {state.status === 'ready' && state.data.data.length === 0 && <p>{t('inbox.outbox.none')}</p>}
      {state.status === 'ready' && state.data.data.length > 0 && (
        <InboxTable
          heads={['created', 'kind', 'to', 'subject', 'enquiry', 'state'].map((head) => `inbox.outbox.${head}`)}
        >
          {state.data.data.map((mail) => (
            <tr key={mail.id}>
              <td>
                <When iso={mail.created_at} locale={locale} />
              </td>
              <td>{t(`inbox.outbox.kinds.${mail.kind}`, { defaultValue: t('inbox.outbox.kinds.other') })}</td>
              <td>{mail.to ?? t('inbox.outbox.leadsMailbox')}</td>
              <td>{mail.subject}</td>
              <td>
                {mail.enquiry_id !== null && (
                  <Link to={detailHref(path, { ...view, folder: 'enquiries' }, mail.enquiry_id)}>
                    {t('inbox.outbox.openEnquiry', { id: mail.enquiry_id })}
                  </Link>
                )}
              </td>
              <td>
                {mail.status === 'failed'
                  ? t('inbox.outbox.gaveUp', { count: mail.attempts })
                  : t('inbox.outbox.pending', { count: mail.attempts })}
                {mail.status === 'pending' && mail.next_attempt_at && (
                  <>
                    <br />
                    <span className="forms-inbox__muted">
                      {t('inbox.outbox.next')} <When iso={mail.next_attempt_at} locale={locale} />
                    </span>
                  </>
                )}
                {mail.last_error && (
                  <>
                    <br />
                    <span className="forms-inbox__muted">
                      {t('inbox.outbox.lastError')}: {mail.last_error}
                    </span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </InboxTable>
      )}
    </section>
  );
}
