import { type Locale, useTranslation } from 'shared';
import type { EnquiryDetail } from './api';
import { InboxTable, When } from './parts';

/** The enquiry's status changes, newest first: when, who (the staff member's e-mail) and from → to. */
export function StatusHistory({ detail, locale }: { detail: EnquiryDetail; locale: Locale }) {
  const { t } = useTranslation('forms');
  const status = (value: string) => t(`inbox.statuses.${value}`, { defaultValue: value });
  const changes = [...detail.history].reverse();
  return (
    <section className="forms-inbox__section" aria-labelledby="forms-inbox-history">
      <h3 id="forms-inbox-history">{t('inbox.history.title')}</h3>
      {changes.length === 0 ? (
        <p>{t('inbox.history.none')}</p>
      ) : (
        <InboxTable heads={['when', 'who', 'change'].map((head) => `inbox.history.${head}`)}>
          {changes.map((change, index) => (
            <tr key={`${change.at}-${index}`}>
              <td>
                <When iso={change.at} locale={locale} />
              </td>
              <td>{change.by ?? t('inbox.history.unknownUser')}</td>
              <td>
                {status(change.from)} → {status(change.to)}
              </td>
            </tr>
          ))}
        </InboxTable>
      )}
    </section>
  );
}
