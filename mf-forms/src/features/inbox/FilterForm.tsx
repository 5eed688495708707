import { useId, type FormEvent } from 'react';
import { type Locale, Link, useNavigate, useTranslation } from 'shared';
import { enquiryName } from 'shared/enquiry-names';
import { listHref, STATUSES, TYPES, type InboxFilters } from './view';

const FIELDS = ['status', 'type', 'from', 'to', 'q'] as const;

/**
 * The list's filters: a plain GET form to this page, so the filters are the page's address (the
 * server renders the filtered list; a reload or a bookmark keeps it). With scripts the list changes
 * without a reload, and empty fields stay out of the address.
 */
export function FilterForm({ path, filters, locale }: { path: string; filters: InboxFilters; locale: Locale }) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '').trim()]));
    void navigate(listHref(path, chosen as unknown as InboxFilters));
  }

  return (
    <form
      // A new address (back, forward, a folder link) shows its own filters.
      key={JSON.stringify(filters)}
      className="forms-inbox__filters"
      method="get"
      action={path}
      role="search"
      aria-label={t('inbox.filters.label')}
      onSubmit={handleSubmit}
    >
      <div className="forms-inbox__filter">
        <label htmlFor={id('status')}>{t('inbox.filters.status')}</label>
        <select id={id('status')} name="status" className="forms-field__input" defaultValue={filters.status}>
          <option value="">{t('inbox.filters.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`inbox.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="forms-inbox__filter">
        <label htmlFor={id('type')}>{t('inbox.filters.type')}</label>
        <select id={id('type')} name="type" className="forms-field__input" defaultValue={filters.type}>
          <option value="">{t('inbox.filters.allTypes')}</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {enquiryName(locale, type)}
            </option>
          ))}
        </select>
      </div>
      <div className="forms-inbox__filter">
        <label htmlFor={id('from')}>{t('inbox.filters.from')}</label>
        <input id={id('from')} name="from" type="date" className="forms-field__input" defaultValue={filters.from} />
      </div>
      <div className="forms-inbox__filter">
        <label htmlFor={id('to')}>{t('inbox.filters.to')}</label>
        <input id={id('to')} name="to" type="date" className="forms-field__input" defaultValue={filters.to} />
      </div>
      <div className="forms-inbox__filter forms-inbox__filter--wide">
        <label htmlFor={id('q')}>{t('inbox.filters.q')}</label>
        <input
          id={id('q')}
          name="q"
          type="search"
          className="forms-field__input"
          maxLength={100}
          defaultValue={filters.q}
        />
      </div>
      <div className="forms-inbox__filter-actions">
        <button type="submit" className="btn">
          {t('inbox.filters.submit')}
        </button>
        <Link to={path}>{t('inbox.filters.clear')}</Link>
      </div>
    </form>
  );
}
