import { formatPrice, useShownCurrency, type Locale, useTranslation } from 'shared';
import type { Cart, CartItem } from 'shared/validation';
import { useCart } from '../../common/cartStore';
import '../../common/translations';

function Line({ item, locale }: { item: CartItem; locale: Locale }) {
  const { t } = useTranslation('commerce');
  const currency = useShownCurrency();
  const setQuantity = useCart((state) => state.setQuantity);
  const name = item.product.name;
  const change = (quantity: number | ((current: number) => number)) => void setQuantity(locale, item.id, quantity);
  return (
    <tr className={item.available ? undefined : 'commerce-line--unavailable'}>
      <th scope="row">
        <span className="commerce-line__name">{name}</span>
        {item.variant && <span className="commerce-line__variant">{item.variant.name}</span>}
        {item.note && <span className="commerce-line__note">{t('cart.note', { note: item.note })}</span>}
        {!item.available && <strong className="commerce-line__gone">{t('cart.unavailable')}</strong>}
      </th>
      <td data-label={t('cart.unitPrice')}>{formatPrice(item.unit_price_vat, currency)}</td>
      <td data-label={t('cart.quantity')}>
        <div className="commerce-qty">
          <button
            type="button"
            aria-label={t('cart.decreaseOf', { name })}
            disabled={!item.available || item.quantity <= 1}
            onClick={() => change((current) => Math.max(1, current - 1))}
          >
            −
          </button>
          <input
            type="number"
            min={1}
            inputMode="numeric"
            aria-label={t('cart.quantityOf', { name })}
            defaultValue={item.quantity}
            key={item.quantity}
            disabled={!item.available}
            onBlur={(event) => {
              const value = Number.parseInt(event.target.value, 10);
              if (Number.isInteger(value) && value >= 1 && value !== item.quantity) change(value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
          <button
            type="button"
            aria-label={t('cart.increaseOf', { name })}
            disabled={!item.available}
            onClick={() => change((current) => current + 1)}
          >
            +
          </button>
        </div>
      </td>
      <td data-label={t('cart.lineTotal')}>{item.available ? formatPrice(item.total_vat, currency) : '—'}</td>
      <td>
        <button
          type="button"
          className="commerce-line__remove"
          aria-label={t('cart.removeOf', { name })}
          onClick={() => change(0)}
        >
          {t('cart.remove')}
        </button>
      </td>
    </tr>
  );
}

/** The cart's lines; a line no longer available is marked so and left out of the totals. */
export function CartLines({ cart, locale }: { cart: Cart; locale: Locale }) {
  const { t } = useTranslation('commerce');
  return (
    <table className="commerce-lines">
      <caption className="visually-hidden">{t('cart.lines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('cart.product')}</th>
          <th scope="col">{t('cart.unitPrice')}</th>
          <th scope="col">{t('cart.quantity')}</th>
          <th scope="col">{t('cart.lineTotal')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('cart.remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.items.map((item) => (
          <Line key={item.id} item={item} locale={locale} />
        ))}
      </tbody>
    </table>
  );
}
