import { describe, expect, it } from 'vitest';
import { checkExtendDays, checkRefundForm, refundFieldOf } from './refund-form';

const USD = { refundableMinor: 999, currency: 'USD' };
const JPY = { refundableMinor: 1200, currency: 'JPY' };

describe('checkRefundForm', () => {
  it.each([
    {
      case: 'a full refund sends no amount',
      input: { mode: 'full', amount: 'x', reason: 'Outage' },
      payment: USD,
      lang: 'en-us',
      expected: { ok: true, value: { amountMinor: null, reason: 'Outage' } },
    },
    {
      case: 'a part in dollars and cents',
      input: { mode: 'part', amount: '2.50', reason: ' Outage ' },
      payment: USD,
      lang: 'en-us',
      expected: { ok: true, value: { amountMinor: 250, reason: 'Outage' } },
    },
    {
      case: 'a comma in a language that writes one',
      input: { mode: 'part', amount: '2,50', reason: 'r' },
      payment: USD,
      lang: 'fr-ca',
      expected: { ok: true, value: { amountMinor: 250, reason: 'r' } },
    },
    {
      case: 'yen have no decimals',
      input: { mode: 'part', amount: '1200', reason: 'r' },
      payment: JPY,
      lang: 'ja-jp',
      expected: { ok: true, value: { amountMinor: 1200, reason: 'r' } },
    },
    {
      case: 'more decimals than the currency has',
      input: { mode: 'part', amount: '2.505', reason: 'r' },
      payment: USD,
      lang: 'en-us',
      expected: { ok: false, errorCode: 'refund_amount_invalid', field: 'amount' },
    },
    {
      case: 'zero',
      input: { mode: 'part', amount: '0', reason: 'r' },
      payment: USD,
      lang: 'en-us',
      expected: { ok: false, errorCode: 'refund_amount_invalid', field: 'amount' },
    },
    {
      case: 'more than is left',
      input: { mode: 'part', amount: '10.00', reason: 'r' },
      payment: USD,
      lang: 'en-us',
      expected: { ok: false, errorCode: 'refund_exceeds_payment', field: 'amount' },
    },
    {
      case: 'no reason',
      input: { mode: 'full', amount: '', reason: '   ' },
      payment: USD,
      lang: 'en-us',
      expected: { ok: false, errorCode: 'refund_reason_invalid', field: 'reason' },
    },
  ] as const)('$case', ({ input, payment, lang, expected }) => {
    expect(checkRefundForm(input, payment, lang)).toEqual(expected);
  });
});

describe('checkExtendDays', () => {
  it.each([
    ['7', { ok: true, value: 7 }],
    [' 365 ', { ok: true, value: 365 }],
    ['0', { ok: false, errorCode: 'extend_days_invalid', field: 'days' }],
    ['366', { ok: false, errorCode: 'extend_days_invalid', field: 'days' }],
    ['1.5', { ok: false, errorCode: 'extend_days_invalid', field: 'days' }],
    ['', { ok: false, errorCode: 'extend_days_invalid', field: 'days' }],
  ] as const)('%j', (text, expected) => {
    expect(checkExtendDays(text)).toEqual(expected);
  });
});

describe('refundFieldOf', () => {
  it('names the form field a refusal points at, else none', () => {
    expect(refundFieldOf({ field: 'amount' })).toBe('amount');
    expect(refundFieldOf({ field: 'idempotencyKey' })).toBeNull();
    expect(refundFieldOf(null)).toBeNull();
  });
});
