import { describe, expect, it } from 'vitest';
import { parsePendingEntryPurchase } from './pending';

const valid = { sweepId: '1004', entries: 30, offer: 'multiplier', source: 'upsell', ref: 'sub_abc' };

describe('parsePendingEntryPurchase (SPEC.md 4: the purchase kept while on the payment page)', () => {
  it.each([
    ['a record the purchase wrote', valid, valid],
    ['an unknown source, read as the page', { ...valid, source: 'elsewhere' }, { ...valid, source: 'page' }],
    ['a missing source, read as the page', { ...valid, source: undefined }, { ...valid, source: 'page' }],
    ['nothing', null, null],
    ['a string', 'sweep', null],
    ['no giveaway', { ...valid, sweepId: '' }, null],
    ['entries as text', { ...valid, entries: '30' }, null],
    ['no entries', { ...valid, entries: 0 }, null],
    ['a fraction of an entry', { ...valid, entries: 1.5 }, null],
    ['no payment reference', { ...valid, ref: '' }, null],
    ['no offer', { ...valid, offer: 3 }, null],
  ])('%s', (_name, input, expected) => {
    expect(parsePendingEntryPurchase(input)).toEqual(expected);
  });
});
