import { formatPrice, Link, pathFor, type Locale, useTranslation } from 'shared';
import { formatDateTime } from '../../common/formatDateTime';
import type { AccountEnquiry, Cart } from 'shared/validation';

/** The user's enquiries (type, item, date, status) and carts (with a link to the cart page). */
export function AccountActivity({
  locale,
  enquiries,
  carts,
}: {
  locale: Locale;
  enquiries: AccountEnquiry[];
  carts: Cart[];
}) {
  const { t } = useTranslation('forms');
  const label = (group: 'types' | 'statuses', key: string) =>
    t(`account.${group}.${key}`, { defaultValue: t(`account.${group}.other`) });
  return (
    <>
      <section className="forms-account__section" aria-labelledby="forms-account-enquiries">
        <h2 id="forms-account-enquiries">{t('account.enquiries.title')}</h2>
        {enquiries.length === 0 ? (
          <p>{t('account.enquiries.none')}</p>
        ) : (
          <div className="forms-account__table-wrap">
            <table className="forms-account__table">
              <thead>
                <tr>
                  <th scope="col">{t('account.enquiries.type')}</th>
                  <th scope="col">{t('account.enquiries.item')}</th>
                  <th scope="col">{t('account.enquiries.date')}</th>
                  <th scope="col">{t('account.enquiries.status')}</th>
                </tr>
              </thead>
              <tbody>
                {enquiries.map((enquiry) => (
                  <tr key={enquiry.id}>
                    <td>{label('types', enquiry.type)}</td>
                    <td>{enquiry.item ?? '—'}</td>
                    <td>
                      <time dateTime={enquiry.created_at}>{formatDateTime(enquiry.created_at, locale)}</time>
                    </td>
                    <td>{label('statuses', enquiry.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="forms-account__section" aria-labelledby="forms-account-carts">
        <h2 id="forms-account-carts">{t('account.carts.title')}</h2>
        {carts.every((cart) => cart.items.length === 0) ? (
          <p>
            {t('account.carts.none')} <Link to={pathFor('cart', locale)}>{t('account.carts.open')}</Link>
          </p>
        ) : (
          <ul className="forms-account__list">
            {carts.map((cart) => (
              <li key={cart.id}>
                <Link to={pathFor('cart', locale)}>{t('account.carts.cart', { count: cart.totals.count })}</Link>{' '}
                <span>{formatPrice(cart.totals.price_vat)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
