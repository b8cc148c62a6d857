import { describe, expect, it } from 'vitest';
import { parsePendingCoinPurchase } from './pending';

const valid = { packId: '12', coins: 1100, currency: 'CAD', ref: 'sub_abc' };

describe('parsePendingCoinPurchase (SPEC.md 4: the coin purchase kept while on the payment page)', () => {
  it.each([
    ['a record the purchase wrote', valid, valid],
    ['a record with extra keys, read without them', { ...valid, amount: 9.99 }, valid],
    ['nothing', null, null],
    ['a string', 'coins', null],
    ['no pack', { ...valid, packId: '' }, null],
    ['a numeric pack id', { ...valid, packId: 12 }, null],
    ['coins as text', { ...valid, coins: '1100' }, null],
    ['no coins', { ...valid, coins: 0 }, null],
    ['a fraction of a coin', { ...valid, coins: 2.5 }, null],
    ['no currency', { ...valid, currency: undefined }, null],
    ['a currency that is not a code', { ...valid, currency: '$' }, null],
    ['no payment reference', { ...valid, ref: '' }, null],
  ])('%s', (_name, input, expected) => {
    expect(parsePendingCoinPurchase(input)).toEqual(expected);
  });
});
