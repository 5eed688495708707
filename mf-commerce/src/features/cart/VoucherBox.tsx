import { useId, useState, type FormEvent } from 'react';
import {
  formatPrice,
  pageAddress,
  useAuth,
  useShownCurrency,
  useLocation,
  useSearchParams,
  type CartNotice,
  useTranslation,
} from 'shared';
import { useFormAction } from 'shared/forms';
import type { Cart } from 'shared/validation';
import { Notice } from '../../common/Notice';
import { voucherErrorNotice } from '../../common/voucherErrors';
import '../../common/translations';

/**
 * The voucher box: a guest gives an e-mail first; applied vouchers with their discount and a
 * remove button. The code is applied by the cart page's `voucher` action (`actions.ts`), after
 * which the page loads the cart again; the box says how it went.
 */
/** A voucher's remove button: a form of its own, posted to the cart page (its `voucher-remove` action). */
function RemoveVoucher({ id, code }: { id: number; code: string }) {
  const { t } = useTranslation('commerce');
  const form = useFormAction('voucher-remove', {});
  return (
    <form method="post" className="commerce-voucher__remove" onSubmit={form.send}>
      <input type="hidden" name="form" value="voucher-remove" />
      <input type="hidden" name="voucherId" value={id} />
      <button
        type="submit"
        className="commerce-line__remove"
        aria-label={t('voucher.remove', { code })}
        disabled={form.sending}
      >
        ×
      </button>
    </form>
  );
}

export function VoucherBox({ cart }: { cart: Cart }) {
  const { t } = useTranslation('commerce');
  const id = useId();
  const currency = useShownCurrency();
  const guest = useAuth((state) => !state.loggedIn);
  // Sent without scripts, the box comes back with the server's answer: the cart page again with
  // what was typed and why it was refused, or with `?voucher=applied`. The controls keep the
  // API's names.
  const form = useFormAction(
    'voucher',
    { code: '', email: cart.guestEmail ?? '' },
    { names: { code: 'voucherCode', email: 'guestEmail' } },
  );
  const [params] = useSearchParams();
  const location = useLocation();
  const [appliedBefore] = useState(() => form.status === 'idle' && params.get('voucher') === 'applied');
  const askEmail = guest && !cart.guestEmail;
  const notice: CartNotice | null =
    form.status === 'failed'
      ? voucherErrorNotice(form.failure)
      : form.status === 'sent' || (form.status === 'idle' && appliedBefore)
        ? { kind: 'success', key: 'notice.voucherApplied' }
        : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    if (form.values.code.trim()) form.send(event);
    else event.preventDefault();
  }

  return (
    <div className="commerce-voucher">
      <h2 id={`${id}-title`}>{t('voucher.title')}</h2>
      {cart.vouchers.length > 0 && (
        <ul className="commerce-voucher__list">
          {cart.vouchers.map((voucher) => (
            <li key={voucher.id}>
              <span>
                <strong>{voucher.code}</strong> {voucher.name}
              </span>
              {voucher.applicable ? (
                <span>−{formatPrice(voucher.discount, currency)}</span>
              ) : (
                <em>{t('voucher.notApplicable')}</em>
              )}
              <RemoveVoucher id={voucher.id} code={voucher.code} />
            </li>
          ))}
        </ul>
      )}
      {notice && <Notice notice={notice} />}
      <form
        ref={form.formRef}
        className="commerce-voucher__form"
        method="post"
        action={pageAddress(location)}
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
      >
        <input type="hidden" name="form" value="voucher" />
        <input type="hidden" name="cartId" value={cart.id} />
        {askEmail && (
          <div className="commerce-field">
            <label htmlFor={`${id}-email`}>{t('voucher.email')}</label>
            <input
              id={`${id}-email`}
              name="guestEmail"
              type="email"
              autoComplete="email"
              aria-describedby={`${id}-email-hint`}
              value={form.values.email}
              onChange={(event) => form.set('email', event.target.value)}
            />
            <p id={`${id}-email-hint`} className="commerce-field__hint">
              {t('voucher.emailHint')}
            </p>
          </div>
        )}
        <div className="commerce-field">
          <label htmlFor={`${id}-code`}>{t('voucher.code')}</label>
          <input
            id={`${id}-code`}
            name="voucherCode"
            value={form.values.code}
            autoComplete="off"
            onChange={(event) => form.set('code', event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--outline" disabled={form.sending}>
          {t('voucher.apply')}
        </button>
      </form>
    </div>
  );
}
