import { useCallback, useEffect, useState } from 'react';
import {
  currentScope,
  type Locale,
  type FormActions,
  Link,
  type PageProps,
  pathFor,
  useAlternates,
  PageHead,
  useLocation,
  useSearchParams,
  type ResourceState,
  useTranslation,
  withQuery,
} from 'shared';
import { usePageData } from 'shared/page-data';
import type { AdminEnquiryList, AdminEnquiryRow } from 'shared/validation';
import { inboxActions } from './actions';
import { fetchEnquiries } from './api';
import { EnquiryDetail } from './EnquiryDetail';
import { EnquiryList } from './EnquiryList';
import { Folders } from './Folders';
import { OutboxFolder } from './OutboxFolder';
import { SetAsideFolder } from './SetAsideFolder';
import { loader, type InboxData, type Opened } from './loader';
import type { ReportFailure } from './inboxForm';
import { useFeed } from './useFeed';
import { filterQuery, viewOf } from './view';
import './translations';
import './inbox.css';

type Trouble = 'expired' | 'forbidden';

/** A gone session (401) or lost rights (403) ask for a new login. */
const troubleOf = (status: number | null): Trouble | null =>
  status === 401 ? 'expired' : status === 403 ? 'forbidden' : null;

/** What the page's loader opened beside the list, when it is of this kind. */
function openedAs<K extends Opened['kind'], T>(
  data: InboxData | null,
  kind: K,
  pick: (opened: Extract<Opened, { kind: K }>) => T,
): ResourceState<T> {
  if (!data) return { status: 'loading' };
  const { opened } = data;
  if (opened.status !== 'ready') return opened;
  return opened.data.kind === kind
    ? { status: 'ready', data: pick(opened.data as Extract<Opened, { kind: K }>) }
    : { status: 'loading' };
}

const OTHER: Record<Locale, Locale> = { cs: 'en', en: 'cs' };

/**
 * The staff inbox (staff only; the shell shows everyone else the 404 page): the enquiries with
 * filters, paging and a CSV download, one enquiry with its status, note, history and reservation,
 * the enquiries set aside as sent too fast, and the e-mails not yet sent. What it shows lives in
 * the page's address, so the server renders it and a reload or a bookmark keeps it. Every action is
 * a form the server answers without scripts; with them, it goes to the API and the page changes in
 * place. New enquiries come in every 15 s while the page is open, are read out politely and counted
 * in the document's title.
 */
export { loader };

/** The page's forms, run by its route (`actions.ts`). */
export const actions: FormActions = inboxActions;

export default function InboxPage({ locale }: PageProps) {
  const { t } = useTranslation('forms');
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const view = viewOf(params);
  const [heardTrouble, setTrouble] = useState<Trouble | null>(null);
  const page = usePageData<typeof loader>();
  const data = page.state.status === 'ready' ? page.state.data : null;
  const list: ResourceState<AdminEnquiryList> = data ? data.list : { status: 'loading' };
  const failed = [data?.list, data?.opened].find((part) => part?.status === 'error');
  const trouble = heardTrouble ?? (failed?.status === 'error' ? troubleOf(failed.httpStatus) : null);
  const [heard, setHeard] = useState({ text: '', turn: 0 });

  const report = useCallback<ReportFailure>((error) => {
    const heard = troubleOf(error.status);
    if (heard) setTrouble(heard);
  }, []);
  const onArrived = useCallback(
    (rows: AdminEnquiryRow[]) =>
      setHeard((last) => ({
        text: t('inbox.feed.arrived', { count: rows.length, name: rows[0]?.name ?? '' }),
        turn: last.turn + 1,
      })),
    [t],
  );

  const listKey = withQuery('list', { ...filterQuery(view.filters), page: view.page });
  const { filters } = view;
  const feed = useFeed(listKey, list, () => fetchEnquiries(filters, view.page), {
    report,
    onArrived,
    stopped: trouble !== null,
  });

  const newCount = feed.list?.meta.newCount ?? 0;
  // The language switch goes to the other language's inbox.
  const other = OTHER[locale];
  if (currentScope()) useAlternates.getState().set(pathname, inboxPaths());
  useEffect(() => useAlternates.getState().set(pathname, inboxPaths()), [pathname]);

  const login = withQuery(pathFor('login', locale), { redirect: pathname + search });

  return (
    <section className="forms-inbox container" aria-labelledby="forms-inbox-title">
      <PageHead
        title={newCount > 0 ? `(${newCount}) ${t('inbox.title')}` : t('inbox.title')}
        robots="noindex, nofollow"
      />
      <header className="forms-inbox__head">
        <div>
          <h1 id="forms-inbox-title">{t('inbox.title')}</h1>
          <p className="forms-inbox__muted">{t('inbox.intro')}</p>
        </div>
        {/* The inbox is drawn in the plain layout, without the site's header: its own ways out. */}
        <nav aria-label={t('inbox.staffNav')} className="forms-inbox__nav">
          <Link to={pathFor('home', locale)}>{t('inbox.website')}</Link>
          <Link to={pathFor('account', locale)}>{t('inbox.account')}</Link>
          <a href={pathFor('adminEnquiries', other)} lang={other} hrefLang={other}>
            {t('inbox.otherLanguage')}
          </a>
        </nav>
      </header>
      {trouble && (
        <div className="notice notice--danger" role="alert">
          {t(`inbox.session.${trouble}`)} {trouble === 'expired' && <a href={login}>{t('inbox.session.login')}</a>}
        </div>
      )}
      {/* Arrivals are read out once; a repeated text changes by an invisible space so it is read again. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {heard.text + (heard.turn % 2 ? '\u00a0' : '')}
      </p>
      <Folders path={pathname} view={view} newCount={newCount} />
      {view.id !== null ? (
        <EnquiryDetail
          key={view.id}
          state={openedAs(data, 'enquiry', (opened) => opened.detail)}
          retry={page.retry}
          path={pathname}
          view={view}
          locale={locale}
          report={report}
          onChanged={() => void feed.refresh()}
        />
      ) : view.folder === 'set-aside' ? (
        <SetAsideFolder
          path={pathname}
          view={view}
          locale={locale}
          report={report}
          state={openedAs(data, 'set-aside', (opened) => opened.rows)}
          retry={page.retry}
          onReleased={feed.refresh}
        />
      ) : view.folder === 'outbox' ? (
        <OutboxFolder
          path={pathname}
          view={view}
          locale={locale}
          state={openedAs(data, 'outbox', (opened) => opened.outbox)}
          retry={page.retry}
        />
      ) : (
        <EnquiryList
          path={pathname}
          view={view}
          locale={locale}
          list={feed.list}
          status={list.status}
          retry={page.retry}
          arrived={feed.arrived}
        />
      )}
    </section>
  );
}

function inboxPaths() {
  return { cs: pathFor('adminEnquiries', 'cs'), en: pathFor('adminEnquiries', 'en') };
}
