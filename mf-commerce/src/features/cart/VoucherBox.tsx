import { useId, useState, type FormEvent } from 'react';
import {
  formatPrice,
  pageAddress,
  useAuth,
  useShownCurrency,
  useLocation,
  usePostedForm,
  useSearchParams,
  type Locale,
  useTranslation,
} from 'shared';
import { useForm } from 'shared/forms';
import type { Cart } from 'shared/validation';
import { useCart } from '../../common/cartStore';
import '../../common/translations';

/** The voucher box: a guest gives an e-mail first; applied vouchers with their discount and a remove button. */
export function VoucherBox({ cart, locale }: { cart: Cart; locale: Locale }) {
  const { t } = useTranslation('commerce');
  const id = useId();
  const currency = useShownCurrency();
  const guest = useAuth((state) => !state.loggedIn);
  const applyVoucher = useCart((state) => state.applyVoucher);
  const dropVoucher = useCart((state) => state.dropVoucher);
  // Sent without scripts, the box comes back with the server's answer: the cart page again with
  // its message and what was typed, or with `?voucher=applied`.
  const posted = usePostedForm('voucher');
  const [params] = useSearchParams();
  const location = useLocation();
  // The server hands what was typed back under these keys; the controls keep the API's names.
  const form = useForm({ code: '', email: cart.guestEmail ?? '' }, posted, {
    code: 'voucherCode',
    email: 'guestEmail',
  });
  const [sentBefore] = useState(() => ({
    failed: posted ? posted.message || Object.values(posted.errors).flat()[0] || t('voucher.error.failed') : null,
    applied: !posted && params.get('voucher') === 'applied',
  }));
  const askEmail = guest && !cart.guestEmail;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = form.values.code.trim();
    if (!code || form.sending) return;
    // The cart store says what went wrong (a notice at the top) and answers whether it applied.
    const email = guest ? form.values.email.trim() || null : null;
    const applied = await form.submit(() => applyVoucher(locale, code, email));
    if (applied) form.set('code', '');
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
              <button
                type="button"
                className="commerce-line__remove"
                aria-label={t('voucher.remove', { code: voucher.code })}
                onClick={() => void dropVoucher(locale, voucher.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {sentBefore.failed && (
        <p className="commerce-notice commerce-notice--danger" role="alert">
          {sentBefore.failed}
        </p>
      )}
      {sentBefore.applied && (
        <p className="commerce-notice commerce-notice--success" role="status">
          {t('notice.voucherApplied')}
        </p>
      )}
      <form
        ref={form.formRef}
        className="commerce-voucher__form"
        method="post"
        action={pageAddress(location)}
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => void submit(event)}
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
