import { useState, type FormEvent } from 'react';
import { type Locale, Link, usePostedForm, type ResourceState, useTranslation } from 'shared';
import { enquiryName } from 'shared/enquiry-names';
import { releaseQuarantined, type QuarantinedEnquiry } from './api';
import { Contact, InboxTable, LoadState, When } from './parts';
import { Outcome, postedFailure, type ReportFailure, useAction } from './useAction';
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
 * with a one-press "Release to leads": a plain form to this page, or with scripts the API, after
 * which the row goes and a link leads to the released enquiry.
 */
export function SetAsideFolder({ path, view, locale, report, state, retry, onReleased }: SetAsideProps) {
  const { t } = useTranslation('forms');
  const [released, setReleased] = useState<QuarantinedEnquiry | null>(null);
  const [gone, setGone] = useState<number[]>([]);
  const action = useAction(report);
  const posted = usePostedForm('inbox-release');
  const failedId = Number(posted?.values.id);
  const failed = postedFailure(posted, failedId);
  const rows = state.status === 'ready' ? state.data.filter((row) => !gone.includes(row.id)) : [];

  function handleSubmit(event: FormEvent<HTMLFormElement>, row: QuarantinedEnquiry) {
    event.preventDefault();
    void action.run(
      String(row.id),
      () => releaseQuarantined(row.id),
      () => {
        setGone((ids) => [...ids, row.id]);
        setReleased(row);
        onReleased();
        return t('inbox.setAside.released', { name: row.firstname });
      },
    );
  }

  return (
    <section className="forms-inbox__folder" aria-labelledby="forms-inbox-set-aside">
      <h2 id="forms-inbox-set-aside">{t('inbox.setAside.title')}</h2>
      <p className="forms-inbox__muted">{t('inbox.setAside.intro')}</p>
      <Outcome outcome={action.outcome} failed={failed} />
      {released && action.outcome?.kind === 'done' && (
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
                <form method="post" onSubmit={(event) => handleSubmit(event, row)}>
                  <input type="hidden" name="form" value="inbox-release" />
                  <input type="hidden" name="id" value={row.id} />
                  <button
                    type="submit"
                    className="btn btn--outline"
                    aria-label={t('inbox.setAside.releaseOne', { name: row.firstname || row.email })}
                  >
                    {action.busy === String(row.id) ? t('inbox.setAside.releasing') : t('inbox.setAside.release')}
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
