import { describe, expect, it } from 'vitest';
import {
  cancellationDates,
  cardBrand,
  coinBonus,
  formatExpiry,
  formatOffset,
  isChampionMembership,
  isCvcValid,
  isLuhnValid,
  isPurgeDue,
  isRenewalDue,
  membershipStatus,
  parseCardExpiry,
  parsePaymentReturnState,
  parseUpsellPrice,
  pricePerMonthMinor,
  addMonths,
  timezoneOffsetMinutes,
  trialUpsellSchedule,
} from './index';

describe('isLuhnValid', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0000 0000 0002', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242 4242 4242 4241', false],
    ['1234', false],
    ['4242-4242-4242-4242', true],
    ['4242 4242 4242 424a', false],
    ['', false],
  ])('a card number passes only with a valid Luhn checksum: %s', (input, expected) => {
    expect(isLuhnValid(input)).toBe(expected);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('the brand is read from the number prefix: %s', (input, expected) => {
    expect(cardBrand(input)).toBe(expected);
  });
});

describe('parseCardExpiry (MM/YY)', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it.each([
    ['12/28', { ok: true, month: 12, year: 2028 }],
    ['11/26', { ok: true, month: 11, year: 2026 }],
    [' 01 / 30 ', { ok: true, month: 1, year: 2030 }],
    ['10/26', { ok: false, problem: 'card_expired' }],
    ['13/28', { ok: false, problem: 'card_expiry_invalid' }],
    ['00/28', { ok: false, problem: 'card_expiry_invalid' }],
    ['1/28', { ok: false, problem: 'card_expiry_invalid' }],
    ['12/2028', { ok: false, problem: 'card_expiry_invalid' }],
    ['12/99', { ok: false, problem: 'card_expiry_invalid' }],
  ])('expiry %s is checked against the current month', (input, expected) => {
    expect(parseCardExpiry(input, now)).toEqual(expected);
  });

  it('formats an expiry as MM/YY', () => {
    expect(formatExpiry(4, 2028)).toBe('04/28');
  });
});

describe('isCvcValid', () => {
  it.each([
    ['123', 'visa', true],
    ['12', 'visa', false],
    ['1234', 'visa', false],
    ['1234', 'amex', true],
    ['123', 'amex', false],
    ['12a', 'visa', false],
  ] as const)('CVC %s for %s', (cvc, brand, expected) => {
    expect(isCvcValid(cvc, brand)).toBe(expected);
  });
});

describe('parsePaymentReturnState', () => {
  const full = {
    is_success: true,
    slug: 'subscription',
    subscription_provider: 'sandbox',
    price: '19.99',
    subscription_id: 'sub_1',
  };
  it('accepts a subscription return with every required key', () => {
    expect(parsePaymentReturnState(JSON.stringify(full), 'subscription')).toEqual(full);
  });
  it.each(['is_success', 'slug', 'subscription_provider', 'price', 'subscription_id'])(
    'ignores a subscription return that lacks %s',
    (key) => {
      const state: Record<string, unknown> = { ...full };
      delete state[key];
      expect(parsePaymentReturnState(JSON.stringify(state), 'subscription')).toBeNull();
    },
  );
  it('a plain payment needs only is_success, slug and subscription_provider', () => {
    expect(
      parsePaymentReturnState(
        JSON.stringify({ is_success: false, slug: 'coins', subscription_provider: 'paypal' }),
        'payment',
      ),
    ).toEqual({ is_success: false, slug: 'coins', subscription_provider: 'paypal' });
  });
  it.each(['not json', '[]', 'null', '{"is_success":"maybe","slug":"x","subscription_provider":"y"}', ''])(
    'ignores tampered or malformed state: %s',
    (raw) => {
      expect(parsePaymentReturnState(raw, 'payment')).toBeNull();
    },
  );
});

describe('parseUpsellPrice', () => {
  it.each([
    [[1, 'Premium', 'g', 0, '1.00', 'USD', '$19.99', 'month', 1], { symbol: '$', amount: 19.99 }],
    [[1, 'P', 'g', 0, '1', 'EUR', '€9,99', 'month', 1], { symbol: '€', amount: 9.99 }],
    [[1, 'P', 'g', 0, '1', 'JPY', '¥980', 'month', 1], { symbol: '¥', amount: 980 }],
    [[1, 'P', 'g', 0, '1', 'USD'], null],
    [[1, 'P', 'g', 0, '1', 'USD', '19.99'], null],
    [{ price: '$1' }, null],
  ])('the upsell price is the 7th element, a symbol and the recurring price: %j', (funnel, expected) => {
    expect(parseUpsellPrice(funnel)).toEqual(expected);
  });
});

describe('membership ids', () => {
  it.each([
    [146, false, 0],
    [147, true, 2],
    [148, true, 3],
    [149, true, 5],
    [150, true, 5],
    [151, true, 5],
    [152, false, 0],
  ])('membership %i: champion %s, coin bonus %i', (id, champion, coins) => {
    expect(isChampionMembership(id)).toBe(champion);
    expect(coinBonus(id)).toBe(coins);
  });
});

describe('periods', () => {
  it('price per month scales the recurring price to 30 days', () => {
    expect(pricePerMonthMinor(1999, 30)).toBe(1999);
    expect(pricePerMonthMinor(999, 15)).toBe(1998);
    expect(pricePerMonthMinor(11988, 365)).toBe(985);
  });
  it('adding months clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31T10:00:00.000Z', 1)).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths('2026-03-15T00:00:00.000Z', 10)).toBe('2027-01-15T00:00:00.000Z');
  });
  it('access lasts to the end of the paid period after a cancellation', () => {
    expect(
      cancellationDates({ now: '2026-11-20T00:00:00.000Z', nextBillingDate: '2026-12-05T00:00:00.000Z' }),
    ).toEqual({
      cancelDate: '2026-11-20T00:00:00.000Z',
      accessUntil: '2026-12-05T00:00:00.000Z',
      purgeAfter: '2027-09-20T00:00:00.000Z',
    });
    expect(
      cancellationDates({ now: '2026-11-20T00:00:00.000Z', nextBillingDate: '2026-11-01T00:00:00.000Z' })
        .accessUntil,
    ).toBe('2026-11-20T00:00:00.000Z');
  });
  it('data is purged only once 10 months have passed since the cancellation', () => {
    expect(isPurgeDue('2026-01-10T00:00:00.000Z', '2026-11-09T23:59:59.000Z')).toBe(false);
    expect(isPurgeDue('2026-01-10T00:00:00.000Z', '2026-11-10T00:00:00.000Z')).toBe(true);
  });
  it.each([
    [{ isActive: true, cancelRefId: null, nextBillingDate: '2026-11-20T00:00:00.000Z' }, true],
    [{ isActive: true, cancelRefId: null, nextBillingDate: '2026-11-21T00:00:00.000Z' }, false],
    [{ isActive: true, cancelRefId: 'CXL-1', nextBillingDate: '2026-11-01T00:00:00.000Z' }, false],
    [{ isActive: false, cancelRefId: null, nextBillingDate: '2026-11-01T00:00:00.000Z' }, false],
    [{ isActive: true, cancelRefId: null, nextBillingDate: null }, false],
  ])('renewal is due only for active, uncancelled subscriptions past their billing date: %j', (sub, due) => {
    expect(isRenewalDue(sub, '2026-11-20T00:00:00.000Z')).toBe(due);
  });
  it.each([
    [{ isActive: true, isTrial: true, cancelRefId: null, endDate: null }, 'trial'],
    [{ isActive: true, isTrial: false, cancelRefId: null, endDate: null }, 'active'],
    [{ isActive: false, isTrial: false, cancelRefId: null, endDate: null }, 'inactive'],
    [{ isActive: true, isTrial: false, cancelRefId: 'C', endDate: '2026-12-01T00:00:00.000Z' }, 'active'],
    [{ isActive: true, isTrial: false, cancelRefId: 'C', endDate: '2026-11-01T00:00:00.000Z' }, 'inactive'],
  ])('membership status: %j is %s', (sub, status) => {
    expect(membershipStatus(sub, '2026-11-20T00:00:00.000Z')).toBe(status);
  });
  it('the trial-style upsell charges the initial price for 20 days, then the monthly price', () => {
    expect(
      trialUpsellSchedule({
        now: '2026-11-20T00:00:00.000Z',
        priceInitialMinor: 100,
        priceRecurringMinor: 1999,
      }),
    ).toEqual({
      firstChargeMinor: 100,
      recurringMinor: 1999,
      recurringStarts: '2026-12-10T00:00:00.000Z',
    });
  });
  it('time zone offsets are read from Intl at the given moment', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(timezoneOffsetMinutes('Europe/Paris', winter)).toBe(60);
    expect(timezoneOffsetMinutes('Europe/Paris', summer)).toBe(120);
    expect(timezoneOffsetMinutes('Asia/Kolkata', winter)).toBe(330);
    expect(timezoneOffsetMinutes('America/New_York', winter)).toBe(-300);
    expect(formatOffset(330)).toBe('+05:30');
    expect(formatOffset(-300)).toBe('-05:00');
  });
});
