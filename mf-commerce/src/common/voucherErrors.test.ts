import { ApiError } from 'shared';
import { voucherErrorNotice } from './voucherErrors';

const failure = (status: number, code: string, value: unknown = null) => new ApiError(status, code, code, {}, value);

describe('voucher error notices', () => {
  it.each([
    [404, 'not_exists', null, 'voucher.error.notExists', undefined],
    [404, 'service_type', null, 'voucher.error.notExists', undefined],
    [404, 'not_found', null, 'voucher.error.notExists', undefined],
    [422, 'guest_email_is_required', null, 'voucher.error.emailRequired', undefined],
    [409, 'quantity_per_user_limit', 1, 'voucher.error.perUserLimitValue', { limit: 1 }],
    [409, 'quantity_per_user_limit', null, 'voucher.error.perUserLimit', undefined],
    [409, 'voucher_is_already_added', null, 'voucher.error.alreadyAdded', undefined],
    [409, 'user_check', null, 'voucher.error.alreadyAdded', undefined],
    [409, 'quantity', 5, 'voucher.error.notAvailable', undefined],
    [409, 'active_from', '2030-01-01', 'voucher.error.notAvailable', undefined],
    [409, 'active_to', '2020-01-01', 'voucher.error.notAvailable', undefined],
    [409, 'minimal_price', 50000, 'voucher.error.minimalPriceValue', { amount: 50000 }],
    [409, 'minimal_price', null, 'voucher.error.minimalPrice', undefined],
    [500, 'internal', null, 'voucher.error.failed', undefined],
  ])('%i %s (value %p) → %s', (status, code, value, key, values) => {
    expect(voucherErrorNotice(failure(status, code, value))).toEqual({
      kind: 'danger',
      key,
      ...(values ? { values } : {}),
    });
  });

  it('treats anything that is not an API error as a failure to apply', () => {
    expect(voucherErrorNotice(new Error('x'))).toEqual({ kind: 'danger', key: 'voucher.error.failed' });
  });
});
