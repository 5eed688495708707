import { type Locale, Link, setResponseStatus, type ResourceState, useTranslation } from 'shared';
import { enquiryName } from 'shared/enquiry-names';
import type { EnquiryDetail as Detail } from './api';
import { DetailFacts } from './DetailFacts';
import { NoteForm } from './NoteForm';
import { Contact, LoadState, StatusBadge, When } from './parts';
import { ReservationBox } from './ReservationBox';
import { StatusForm } from './StatusForm';
import { StatusHistory } from './StatusHistory';
import type { ReportFailure } from './inboxForm';
import { listHref, type InboxView } from './view';
import './detail.css';

interface EnquiryDetailProps {
  path: string;
  view: InboxView;
  locale: Locale;
  report: ReportFailure;
  /** The enquiry as the page's loader gave it, and a way to load it again. */
  state: ResourceState<Detail>;
  retry: () => void;
  /** The enquiry changed (its status, note or reservation; the page's data is loaded again): the list is asked again. */
  onChanged: () => void;
}

/**
 * One enquiry (`?id=` in the address, so it can be linked and the server renders it): who sent it
 * and how to reach them, everything sent, the page it came from and the attachments; its status
 * (one button per status), the staff note, the history of status changes and, for a ready-made
 * booking, the company's reservation. Each change answers the enquiry as it now is.
 */
export function EnquiryDetail({ path, view, locale, report, state, retry, onChanged }: EnquiryDetailProps) {
  const { t } = useTranslation('forms');
  const detail = state.status === 'ready' ? state.data : null;
  const back = (
    <Link className="forms-inbox__back" to={listHref(path, view.filters, view.page)}>
      {t('inbox.detail.back')}
    </Link>
  );

  if (state.status === 'notFound') setResponseStatus(404);
  if (!detail) {
    return (
      <div className="forms-inbox__folder">
        {back}
        {state.status === 'notFound' ? (
          <p className="notice notice--info">{t('inbox.detail.notFound')}</p>
        ) : (
          <LoadState status={state.status} loading="inbox.detail.loading" failed="inbox.detail.failed" retry={retry} />
        )}
      </div>
    );
  }

  return (
    <article className="forms-inbox__folder forms-inbox__detail" aria-labelledby="forms-inbox-detail-title">
      {back}
      <header className="forms-inbox__detail-head">
        <h2 id="forms-inbox-detail-title">{detail.name || t('inbox.list.noName')}</h2>
        <p>
          {enquiryName(locale, detail.type)}
          {detail.item_name ? ` · ${detail.item_name}` : ''} · <StatusBadge status={detail.status} />
        </p>
        <p className="forms-inbox__muted">
          {t('inbox.detail.received')} <When iso={detail.created_at} locale={locale} />
        </p>
        <p>
          <Contact email={detail.email} phone={detail.phone} />
          {!detail.phone && <span className="forms-inbox__muted">{t('inbox.detail.noPhone')}</span>}
        </p>
      </header>
      <div className="forms-inbox__detail-grid">
        <div>
          <DetailFacts detail={detail} locale={locale} />
        </div>
        <div>
          <StatusForm detail={detail} report={report} onUpdated={onChanged} />
          {(detail.reservation || detail.type === 'readymade') && (
            <ReservationBox detail={detail} locale={locale} report={report} onUpdated={onChanged} />
          )}
          <NoteForm detail={detail} report={report} onUpdated={onChanged} />
          <StatusHistory detail={detail} locale={locale} />
        </div>
      </div>
    </article>
  );
}
