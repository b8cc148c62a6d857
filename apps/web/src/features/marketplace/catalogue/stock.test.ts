import { describe, expect, it } from 'vitest';
import { clampQuantity, LOW_STOCK_THRESHOLD, stockLevel } from './stock';

describe('stockLevel (issue 13: "Only 1 left", "Out of stock")', () => {
  it.each([
    [0, { kind: 'out' }],
    [-1, { kind: 'out' }],
    [1, { kind: 'low', count: 1 }],
    [LOW_STOCK_THRESHOLD, { kind: 'low', count: LOW_STOCK_THRESHOLD }],
    [LOW_STOCK_THRESHOLD + 1, { kind: 'in' }],
  ])('%i units in stock read as %o', (stock, level) => {
    expect(stockLevel(stock)).toEqual(level);
  });
});

describe('clampQuantity (quantities from 1 to the stock)', () => {
  it.each([
    [1, 5, 1],
    [0, 5, 1],
    [-3, 5, 1],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [3, 0, 0],
  ])('%d with %i in stock is %i', (quantity, stock, expected) => {
    expect(clampQuantity(quantity, stock)).toBe(expected);
  });
});
