import { describe, expect, it } from 'vitest';
import { isWaitingPurchase } from './usePurchaseReturn';

const pending = { ref: 'sub_new', packId: '3' };

describe('isWaitingPurchase (SPEC.md 4: a return credits the purchase kept for it, once)', () => {
  it.each([
    ['the return of the waiting purchase', pending, 'sub_new', true],
    ['a return that names no reference', pending, null, true],
    ['a return with a blank reference', pending, '  ', true],
    ['the replayed return of an older purchase', pending, 'sub_old', false],
    [
      'a return with nothing kept on this device (credited already, or another device)',
      null,
      'sub_new',
      false,
    ],
  ])('%s', (_name, record, ref, expected) => {
    expect(isWaitingPurchase(record, ref)).toBe(expected);
  });
});
