import { describe, expect, it } from 'vitest';
import { checkRefund, extendAccess, refundableAmount } from './member-actions';

describe('refundableAmount', () => {
  it.each([
    { case: 'nothing refunded yet', paid: 999, refunds: [], left: 999 },
    { case: 'a part refunded', paid: 999, refunds: [300], left: 699 },
    { case: 'two parts refunded', paid: 999, refunds: [300, 500], left: 199 },
    { case: 'refunded in full', paid: 999, refunds: [999], left: 0 },
    { case: 'never below zero', paid: 999, refunds: [999, 1], left: 0 },
  ])('$case', ({ paid, refunds, left }) => {
    expect(refundableAmount(paid, refunds)).toBe(left);
  });
});

describe('checkRefund', () => {
  it.each([
    {
      case: 'no amount refunds the full rest',
      check: { paidMinor: 999, refundedMinor: [], amountMinor: null },
      expected: { ok: true, amountMinor: 999, full: true },
    },
    {
      case: 'a part of it',
      check: { paidMinor: 999, refundedMinor: [], amountMinor: 250 },
      expected: { ok: true, amountMinor: 250, full: false },
    },
    {
      case: 'then exactly the rest is the full rest',
      check: { paidMinor: 999, refundedMinor: [250], amountMinor: 749 },
      expected: { ok: true, amountMinor: 749, full: true },
    },
    {
      case: 'one minor unit more than is left is refused',
      check: { paidMinor: 999, refundedMinor: [250], amountMinor: 750 },
      expected: { ok: false, problem: 'refund_exceeds_payment' },
    },
    {
      case: 'a payment refunded in full has nothing left',
      check: { paidMinor: 999, refundedMinor: [999], amountMinor: null },
      expected: { ok: false, problem: 'payment_fully_refunded' },
    },
    {
      case: 'zero is refused',
      check: { paidMinor: 999, refundedMinor: [], amountMinor: 0 },
      expected: { ok: false, problem: 'refund_amount_invalid' },
    },
    {
      case: 'a negative amount is refused',
      check: { paidMinor: 999, refundedMinor: [], amountMinor: -5 },
      expected: { ok: false, problem: 'refund_amount_invalid' },
    },
    {
      case: 'a fraction of a minor unit is refused',
      check: { paidMinor: 999, refundedMinor: [], amountMinor: 1.5 },
      expected: { ok: false, problem: 'refund_amount_invalid' },
    },
  ])('$case', ({ check, expected }) => {
    expect(checkRefund(check)).toEqual(expected);
  });
});

describe('extendAccess', () => {
  const NEXT = '2026-10-01T00:00:00.000Z';
  it.each([
    {
      case: 'a running subscription is next billed later',
      sub: { cancelled: false, nextBillingDate: NEXT, endDate: null },
      days: 7,
      expected: { ok: true, field: 'next_billing_date', from: NEXT, to: '2026-10-08T00:00:00.000Z' },
    },
    {
      case: 'a cancelled one ends later',
      sub: { cancelled: true, nextBillingDate: null, endDate: NEXT },
      days: 365,
      expected: { ok: true, field: 'end_date', from: NEXT, to: '2027-10-01T00:00:00.000Z' },
    },
    {
      case: 'a plan given by staff has no end to push',
      sub: { cancelled: false, nextBillingDate: null, endDate: null },
      days: 7,
      expected: { ok: false, problem: 'access_has_no_end' },
    },
    {
      case: 'zero days are refused',
      sub: { cancelled: false, nextBillingDate: NEXT, endDate: null },
      days: 0,
      expected: { ok: false, problem: 'extend_days_invalid' },
    },
    {
      case: 'more than a year is refused',
      sub: { cancelled: false, nextBillingDate: NEXT, endDate: null },
      days: 366,
      expected: { ok: false, problem: 'extend_days_invalid' },
    },
    {
      case: 'a fraction of a day is refused',
      sub: { cancelled: false, nextBillingDate: NEXT, endDate: null },
      days: 1.5,
      expected: { ok: false, problem: 'extend_days_invalid' },
    },
  ])('$case', ({ sub, days, expected }) => {
    expect(extendAccess(sub, days)).toEqual(expected);
  });
});
