import { isApiError, type CartNotice } from 'shared';

/**
 * The notice for a failed voucher: the code and the status of the API's answer decide the
 * message; a per-user limit and a minimal cart value are shown with their value.
 */
export function voucherErrorNotice(error: unknown): CartNotice {
  if (!isApiError(error)) return { kind: 'danger', key: 'voucher.error.failed' };
  const value = error.value;
  switch (error.code) {
    case 'not_exists':
    case 'service_type':
      return { kind: 'danger', key: 'voucher.error.notExists' };
    case 'guest_email_is_required':
      return { kind: 'danger', key: 'voucher.error.emailRequired' };
    case 'quantity_per_user_limit':
      return typeof value === 'number' || typeof value === 'string'
        ? { kind: 'danger', key: 'voucher.error.perUserLimitValue', values: { limit: value } }
        : { kind: 'danger', key: 'voucher.error.perUserLimit' };
    case 'voucher_is_already_added':
    case 'user_check':
      return { kind: 'danger', key: 'voucher.error.alreadyAdded' };
    case 'quantity':
    case 'active_from':
    case 'active_to':
      return { kind: 'danger', key: 'voucher.error.notAvailable' };
    case 'minimal_price':
      return typeof value === 'number'
        ? { kind: 'danger', key: 'voucher.error.minimalPriceValue', values: { amount: value } }
        : { kind: 'danger', key: 'voucher.error.minimalPrice' };
    default:
      return error.isNotFound
        ? { kind: 'danger', key: 'voucher.error.notExists' }
        : { kind: 'danger', key: 'voucher.error.failed' };
  }
}
