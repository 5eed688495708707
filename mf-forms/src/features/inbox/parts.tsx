import type { ReactNode } from 'react';
import { type Locale, type ResourceState, useTranslation } from 'shared';
import { formatDateTime } from '../../common/formatDateTime';

/** An e-mail as a mailto link and a phone number as a tel link (without spaces), one under the other. */
export function Contact({ email, phone }: { email: string; phone: string }) {
  return (
    <span className="forms-inbox__contact">
      {email && <a href={`mailto:${email}`}>{email}</a>}
      {phone && <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>}
    </span>
  );
}

/** A work status in words, marked by colour and by its text. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('forms');
  return (
    <span className={`forms-inbox__status forms-inbox__status--${status}`}>
      {t(`inbox.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}

/** A moment in the page's language, in the provider's time zone. */
export function When({ iso, locale }: { iso: string; locale: Locale }) {
  return <time dateTime={iso}>{formatDateTime(iso, locale)}</time>;
}

/** A file's size in words: "840 B", "12 kB", "3.4 MB" (a decimal comma in Czech). */
export function fileSize(bytes: number, locale: Locale): string {
  const number = (value: number) =>
    value.toLocaleString(locale === 'cs' ? 'cs-CZ' : 'en-GB', { maximumFractionDigits: 1 });
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${number(bytes / 1000)} kB`;
  return `${number(bytes / 1_000_000)} MB`;
}

/** A load under way (said politely) or failed (an alert with a retry); nothing once it is there. */
export function LoadState({
  status,
  loading,
  failed,
  retry,
}: {
  status: ResourceState<unknown>['status'];
  loading: string;
  failed: string;
  retry: () => void;
}) {
  const { t } = useTranslation('forms');
  if (status === 'loading')
    return (
      <p role="status" aria-busy="true">
        {t(loading)}
      </p>
    );
  if (status === 'ready') return null;
  return (
    <p className="notice notice--danger" role="alert">
      {t(failed)}{' '}
      <button type="button" className="btn btn--outline" onClick={retry}>
        {t('inbox.list.retry')}
      </button>
    </p>
  );
}

/** One of the inbox's tables in its sideways-scrolling frame: the column heads, then the rows. */
export function InboxTable({
  heads,
  caption,
  busy,
  children,
}: {
  heads: string[];
  caption?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('forms');
  return (
    <div className="forms-inbox__table-wrap">
      <table className="forms-inbox__table" aria-busy={busy || undefined}>
        {caption && <caption className="visually-hidden">{t(caption)}</caption>}
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {t(head)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
