import { describe, expect, it } from 'vitest';
import { addressLines, formatOrderMoney, isOrderFilter, moveOutcome, orderCsvHref } from './order-view';

describe('formatOrderMoney', () => {
  it('reads minor units in the order’s own currency and the staff member’s language', () => {
    expect(formatOrderMoney(2499, 'USD', 'en-us', '$')).toBe('$24.99');
    expect(formatOrderMoney(1200, 'JPY', 'ja-jp', '¥')).toMatch(/1,200/);
    expect(formatOrderMoney(1999, 'EUR', 'de-de', '€')).toMatch(/19,99/);
  });
});

describe('addressLines', () => {
  it('leaves out empty parts', () => {
    expect(
      addressLines({
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '500 Congress Ave',
        apartmentSuite: null,
        city: 'Austin',
        state: 'TX',
        postcode: '78701',
        country: 'US',
      }),
    ).toEqual(['Ada Lovelace', '500 Congress Ave', '78701 Austin TX', 'US']);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('orderCsvHref', () => {
  it('exports every status, or the one the list shows', () => {
    expect(orderCsvHref('play max', 'all')).toBe('/adminapi/brands/play%20max/orders.csv');
    expect(orderCsvHref('playmax', 'paid')).toBe('/adminapi/brands/playmax/orders.csv?status=paid');
  });
});

describe('isOrderFilter', () => {
  it('knows the filters and nothing else', () => {
    expect(isOrderFilter('paid')).toBe(true);
    expect(isOrderFilter('all')).toBe(true);
    expect(isOrderFilter('lost')).toBe(false);
    expect(isOrderFilter(null)).toBe(false);
  });
});

describe('moveOutcome', () => {
  const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
  it('names the refund of a cancellation', () => {
    expect(
      moveOutcome(
        'cancelled',
        { responseResult: { succeeded: true }, refund: { kind: 'card', amountMinor: 2499 } },
        money,
      ),
    ).toEqual({ tone: 'success', key: 'done.cancelledCard', values: { amount: '$24.99' } });
    expect(
      moveOutcome(
        'cancelled',
        { responseResult: { succeeded: true }, refund: { kind: 'coins', coins: 1733 } },
        money,
      ),
    ).toMatchObject({ key: 'done.cancelledCoins', values: { coins: '1733' } });
    expect(moveOutcome('shipped', { responseResult: { succeeded: true } }, money).key).toBe('done.shipped');
  });
  it('says why a move was refused', () => {
    expect(
      moveOutcome(
        'delivered',
        { responseResult: { succeeded: false, errorCode: 'invalid_input', extra: { reason: 'transition' } } },
        money,
      ),
    ).toEqual({ tone: 'danger', key: 'refused.transition', values: {} });
    expect(
      moveOutcome(
        'shipped',
        { responseResult: { succeeded: false, errorCode: 'invalid_input', extra: { field: 'note' } } },
        money,
      ).key,
    ).toBe('refused.note');
    expect(
      moveOutcome('shipped', { responseResult: { succeeded: false, errorCode: 'forbidden' } }, money),
    ).toMatchObject({ key: 'refused.other', values: { code: 'forbidden' } });
  });
});
