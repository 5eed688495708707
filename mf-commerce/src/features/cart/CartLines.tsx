import type { ReactNode } from 'react';
import { formatPrice, useShownCurrency, useTranslation } from 'shared';
import { useFormAction } from 'shared/forms';
import type { Cart, CartItem } from 'shared/validation';
import '../../common/translations';

/**
 * One of a line's forms, each a real form posted to the cart page (its `cart-line` action): a
 * step, a quantity typed, or the line removed. Sent by the scripts through the page's route, or
 * by the browser itself before or without them.
 */
function LineForm({ lineId, className, children }: { lineId: number; className?: string; children: ReactNode }) {
  const form = useFormAction('cart-line', {});
  return (
    <form method="post" className={className} onSubmit={form.send} aria-busy={form.sending || undefined}>
      <input type="hidden" name="form" value="cart-line" />
      <input type="hidden" name="lineId" value={lineId} />
      {children}
    </form>
  );
}

function Line({ item }: { item: CartItem }) {
  const { t } = useTranslation('commerce');
  const currency = useShownCurrency();
  const name = item.product.name;
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
          <LineForm lineId={item.id}>
            <input type="hidden" name="step" value="-1" />
            <button
              type="submit"
              aria-label={t('cart.decreaseOf', { name })}
              disabled={!item.available || item.quantity <= 1}
            >
              −
            </button>
          </LineForm>
          {/* Enter sends the typed quantity (the form's one field); leaving the field changed does too. */}
          <LineForm lineId={item.id}>
            <input
              type="number"
              name="quantity"
              min={1}
              max={999}
              required
              inputMode="numeric"
              aria-label={t('cart.quantityOf', { name })}
              defaultValue={item.quantity}
              key={item.quantity}
              disabled={!item.available}
              onBlur={(event) => {
                const value = Number.parseInt(event.target.value, 10);
                if (Number.isInteger(value) && value >= 1 && value !== item.quantity)
                  event.target.form?.requestSubmit();
              }}
            />
          </LineForm>
          <LineForm lineId={item.id}>
            <input type="hidden" name="step" value="1" />
            <button type="submit" aria-label={t('cart.increaseOf', { name })} disabled={!item.available}>
              +
            </button>
          </LineForm>
        </div>
      </td>
      <td data-label={t('cart.lineTotal')}>{item.available ? formatPrice(item.total_vat, currency) : '—'}</td>
      <td>
        <LineForm lineId={item.id}>
          <input type="hidden" name="quantity" value="0" />
          <button type="submit" className="commerce-line__remove" aria-label={t('cart.removeOf', { name })}>
            {t('cart.remove')}
          </button>
        </LineForm>
      </td>
    </tr>
  );
}

/** The cart's lines; a line no longer available is marked so and left out of the totals. */
export function CartLines({ cart }: { cart: Cart }) {
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
          <Line key={item.id} item={item} />
        ))}
      </tbody>
    </table>
  );
}
