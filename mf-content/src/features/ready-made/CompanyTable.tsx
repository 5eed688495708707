import { formatPrice, type Locale, useTranslation } from 'shared';
import { EnquiryLink } from '../../common/enquiry/EnquiryLink';
import { NetPrice } from '../../common/catalog/Price';
import { formatDate, type CompanyRow } from './api';
import './translations';

/** The ready-made companies: a table, on a phone a list of cards; a reserved company cannot be booked. */
export function CompanyTable({ rows, locale }: { rows: CompanyRow[]; locale: Locale }) {
  const { t } = useTranslation('content', { lng: locale });
  if (rows.length === 0) return <p>{t('catalog.empty')}</p>;
  const booking = (row: CompanyRow) => ({
    type: 'readymade',
    itemId: row.id,
    itemName: row.name,
    title: t('readymade.enquiryTitle'),
  });
  const label = (key: string) => t(`readymade.${key}`);
  return (
    <table className="catalog-table catalog-table--cards">
      <caption className="visually-hidden">{label('caption')}</caption>
      <thead>
        <tr>
          {['special', 'name', 'ic', 'city', 'capital', 'established', 'price', 'note', 'action'].map((key) => (
            <th key={key} scope="col">
              {key === 'price' ? `${label('price')} (${t('catalog.priceExclVat')})` : label(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td data-label={label('special')}>
              {row.special ? <span className="catalog-badge">{label('special')}</span> : ''}
            </td>
            <th scope="row" data-label={label('name')}>
              {row.name}
            </th>
            <td data-label={label('ic')}>{row.ic}</td>
            <td data-label={label('city')}>{row.city}</td>
            {/* The share capital is a registered fact in CZK: never converted. */}
            <td data-label={label('capital')}>{row.capital !== null ? formatPrice(row.capital) : ''}</td>
            <td data-label={label('established')}>{row.established ? formatDate(row.established, locale) : ''}</td>
            <td data-label={label('price')}>
              {row.price !== null && <NetPrice amount={row.price} oldAmount={row.oldPrice} locale={locale} />}
            </td>
            <td data-label={label('note')}>{row.note}</td>
            <td data-label={label('action')}>
              {row.reserved ? (
                <span className="catalog-status">{label('reserved')}</span>
              ) : (
                <EnquiryLink
                  className="btn"
                  payload={booking(row)}
                  locale={locale}
                  label={t('readymade.bookNamed', { name: row.name })}
                >
                  {label('book')}
                </EnquiryLink>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
