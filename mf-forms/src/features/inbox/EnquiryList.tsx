import { type Locale, Link, type ResourceState, useTranslation } from 'shared';
import { enquiryName } from 'shared/enquiry-names';
import type { AdminEnquiryList } from 'shared/validation';
import { exportHref } from './api';
import { FilterForm } from './FilterForm';
import { Contact, InboxTable, LoadState, StatusBadge, When } from './parts';
import { detailHref, listHref, PAGE_SIZE, type InboxView } from './view';

interface EnquiryListProps {
  path: string;
  view: InboxView;
  locale: Locale;
  /** The list as it stands (the server's, the last load's or the last poll's); null until there is one. */
  list: AdminEnquiryList | null;
  /** The state of the list's own load (a new address loads anew). */
  status: ResourceState<unknown>['status'];
  retry: () => void;
  /** Ids that came in while the page was open. */
  arrived: number[];
}

/**
 * The enquiries, newest first: the filters, a CSV download of what they show, the table (type,
 * item, name, contact, date, status; the name opens the enquiry) and the pages.
 */
export function EnquiryList({ path, view, locale, list, status, retry, arrived }: EnquiryListProps) {
  const { t } = useTranslation('forms');
  const filtered = Object.values(view.filters).some(Boolean);
  const pages = list ? Math.max(1, Math.ceil(list.meta.total / PAGE_SIZE)) : 1;

  return (
    <div className="forms-inbox__folder">
      <FilterForm path={path} filters={view.filters} locale={locale} />
      <p className="forms-inbox__tools">
        {list && <span>{t('inbox.list.found', { count: list.meta.total })}</span>}
        <a href={exportHref(view.filters)} download>
          {t('inbox.list.csv')}
        </a>
        <span className="forms-inbox__muted">({t('inbox.list.csvHint')})</span>
      </p>
      <LoadState
        status={list ? 'ready' : status}
        loading="inbox.list.loading"
        failed="inbox.list.failed"
        retry={retry}
      />
      {list && list.data.length === 0 && <p>{filtered ? t('inbox.list.none') : t('inbox.list.empty')}</p>}
      {list && list.data.length > 0 && (
        <InboxTable
          caption="inbox.list.caption"
          busy={status === 'loading'}
          heads={['type', 'item', 'name', 'contact', 'date', 'status'].map((head) => `inbox.list.${head}`)}
        >
          {list.data.map((row) => {
            const fresh = arrived.includes(row.id);
            return (
              <tr key={row.id} className={fresh ? 'forms-inbox__row--arrived' : undefined}>
                <td>{enquiryName(locale, row.type)}</td>
                <td>{row.item_name ?? '—'}</td>
                <th scope="row">
                  <Link to={detailHref(path, view, row.id)}>{row.name || t('inbox.list.noName')}</Link>
                  {fresh && <span className="forms-inbox__badge">{t('inbox.feed.justArrived')}</span>}
                </th>
                <td>
                  <Contact email={row.email} phone={row.phone} />
                </td>
                <td>
                  <When iso={row.created_at} locale={locale} />
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            );
          })}
        </InboxTable>
      )}
      {list && pages > 1 && (
        <nav className="forms-inbox__pager" aria-label={t('inbox.pager.label')}>
          {view.page > 1 ? (
            <Link to={listHref(path, view.filters, view.page - 1)} rel="prev">
              {t('inbox.pager.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('inbox.pager.page', { page: view.page, pages })}</span>
          {view.page < pages ? (
            <Link to={listHref(path, view.filters, view.page + 1)} rel="next">
              {t('inbox.pager.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
