import { describe, expect, it } from 'vitest';
import { parsePendingOrder } from './pending-order';

const valid = { orderId: '41', ref: 'sub_abc', welcomeGift: false };

describe('parsePendingOrder (SPEC.md 4: the order kept while on the payment page)', () => {
  it.each([
    ['a record the checkout wrote', valid, valid],
    ["the welcome gift's", { ...valid, welcomeGift: true }, { ...valid, welcomeGift: true }],
    ['an odd gift flag, read as the cart', { ...valid, welcomeGift: 'yes' }, valid],
    ['nothing', null, null],
    ['a string', 'order', null],
    ['no order', { ...valid, orderId: '' }, null],
    ['an order id as a number', { ...valid, orderId: 41 }, null],
    ['no payment reference', { ...valid, ref: '' }, null],
  ])('%s', (_name, input, expected) => {
    expect(parsePendingOrder(input)).toEqual(expected);
  });
});
