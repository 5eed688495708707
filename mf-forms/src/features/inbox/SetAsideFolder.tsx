import { useRef, useState } from 'react';
import { type Locale, Link, type ResourceState, useTranslation } from 'shared';
import { enquiryName } from 'shared/enquiry-names';
import type { QuarantinedEnquiry } from './api';
import { Contact, InboxTable, LoadState, When } from './parts';
import { Outcome, type ReportFailure, useInboxForm } from './inboxForm';
import { detailHref, type InboxView } from './view';

interface SetAsideProps {
  path: string;
  view: InboxView;
  locale: Locale;
  report: ReportFailure;
  /** The folder's enquiries as the page's loader gave them, and a way to load them again. */
  state: ResourceState<QuarantinedEnquiry[]>;
  retry: () => void;
  /** An enquiry went to the leads: the list is asked again. */
  onReleased: () => void;
}

/**
 * Enquiries set aside as sent faster than a person types (robots, or a browser's autofill), each
 * with a one-press "Release to leads": a real form to this page, sent by its action through the
 * page's route, after which the folder is loaded again without the row and a link leads to the
 * released enquiry.
 */
export function SetAsideFolder({ path, view, locale, report, state, retry, onReleased }: SetAsideProps) {
  const { t } = useTranslation('forms');
  const sending = useRef<QuarantinedEnquiry | null>(null);
  const [released, setReleased] = useState<QuarantinedEnquiry | null>(null);
  const form = useInboxForm('inbox-release', { id: '' }, report, () => {
    const row = sending.current;
    setReleased(row);
    onReleased();
    return t('inbox.setAside.released', { name: row?.firstname ?? '' });
  });
  const rows = state.status === 'ready' ? state.data : [];

  return (
    <section className="forms-inbox__folder" aria-labelledby="forms-inbox-set-aside">
      <h2 id="forms-inbox-set-aside">{t('inbox.setAside.title')}</h2>
      <p className="forms-inbox__muted">{t('inbox.setAside.intro')}</p>
      <Outcome outcome={form.outcome} />
      {released && form.outcome?.kind === 'done' && (
        <p>
          <Link to={detailHref(path, { ...view, folder: 'enquiries' }, released.id)}>{t('inbox.setAside.open')}</Link>
        </p>
      )}
      <LoadState status={state.status} loading="inbox.setAside.loading" failed="inbox.setAside.failed" retry={retry} />
      {state.status === 'ready' && rows.length === 0 && <p>{t('inbox.setAside.none')}</p>}
      {rows.length > 0 && (
        <InboxTable
          heads={['received', 'name', 'contact', 'type', 'text', 'action'].map((head) => `inbox.setAside.${head}`)}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <When iso={row.created_at} locale={locale} />
              </td>
              <th scope="row">{row.firstname || t('inbox.list.noName')}</th>
              <td>
                <Contact email={row.email} phone={row.phone} />
              </td>
              <td>{enquiryName(locale, row.type)}</td>
              <td className="forms-inbox__text">
                {row.text}
                {row.site_url && <span className="forms-inbox__muted"> · {row.site_url}</span>}
              </td>
              <td>
                <form
                  method="post"
                  onSubmit={(event) => {
                    if (!form.sending) sending.current = row;
                    form.send(event);
                  }}
                >
                  <input type="hidden" name="form" value="inbox-release" />
                  <input type="hidden" name="id" value={row.id} />
                  <button
                    type="submit"
                    className="btn btn--outline"
                    aria-label={t('inbox.setAside.releaseOne', { name: row.firstname || row.email })}
                  >
                    {form.sending && sending.current?.id === row.id
                      ? t('inbox.setAside.releasing')
                      : t('inbox.setAside.release')}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </InboxTable>
      )}
    </section>
  );
}
