import { describe, expect, it } from 'vitest';
import { cancellationRefunds, canMoveOrder, ORDER_STATUSES, orderNumber } from './order-status';

describe('canMoveOrder (allowed status transitions)', () => {
  it.each([
    ['pending_payment', 'paid', true],
    ['pending_payment', 'cancelled', true],
    ['pending_payment', 'shipped', false],
    ['paid', 'shipped', true],
    ['paid', 'cancelled', true],
    ['paid', 'delivered', false],
    ['paid', 'pending_payment', false],
    ['shipped', 'delivered', true],
    ['shipped', 'cancelled', true],
    ['shipped', 'paid', false],
    ['delivered', 'cancelled', false],
    ['delivered', 'shipped', false],
    ['cancelled', 'paid', false],
    ['paid', 'refunded', false],
    ['placed', 'paid', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveOrder(from, to)).toBe(allowed);
  });

  it('never lets a status move to itself', () => {
    for (const s of ORDER_STATUSES) expect(canMoveOrder(s, s)).toBe(false);
  });
});

describe('cancellationRefunds', () => {
  it.each([
    ['pending_payment', false],
    ['paid', true],
    ['shipped', true],
    ['delivered', false],
    ['cancelled', false],
  ] as const)('cancelling a %s order refunds: %s', (from, refunds) => {
    expect(cancellationRefunds(from)).toBe(refunds);
  });
});

it('numbers orders ORD- and six digits', () => {
  expect(orderNumber(123)).toBe('ORD-000123');
  expect(orderNumber('1234567')).toBe('ORD-1234567');
});
