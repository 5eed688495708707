import { formatPrice, useShownCurrency, type CartNotice, useTranslation } from 'shared';
import './translations';

/**
 * The cart's notice: an alert for failures, a status message for success; amounts in the selected
 * currency. With `onClose`, a button hides it; without, it stays until what it answers changes.
 */
export function Notice({ notice, onClose }: { notice: CartNotice; onClose?: () => void }) {
  const { t } = useTranslation('commerce');
  const currency = useShownCurrency();
  const values = { ...notice.values };
  if (typeof values.amount === 'number') values.amount = formatPrice(values.amount, currency);
  return (
    <div
      className={`commerce-notice commerce-notice--${notice.kind}`}
      role={notice.kind === 'danger' ? 'alert' : 'status'}
    >
      <p>{t(notice.key, values)}</p>
      {onClose && (
        <button type="button" className="commerce-notice__close" aria-label={t('notice.close')} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
