import { describe, expect, it } from 'vitest';
import { cartLineProblem, quantityProblem } from './quantity';

describe('quantityProblem (1..stock)', () => {
  it.each([
    { quantity: 1, stock: 5, problem: null },
    { quantity: 5, stock: 5, problem: null },
    { quantity: 6, stock: 5, problem: 'quantity_above_stock' },
    { quantity: 1, stock: 0, problem: 'out_of_stock' },
    { quantity: 0, stock: 5, problem: 'invalid_quantity' },
    { quantity: -2, stock: 5, problem: 'invalid_quantity' },
    { quantity: 1.5, stock: 5, problem: 'invalid_quantity' },
    { quantity: Number.NaN, stock: 5, problem: 'invalid_quantity' },
    { quantity: 0, stock: 0, problem: 'invalid_quantity' },
  ])('$quantity of $stock in stock → $problem', ({ quantity, stock, problem }) => {
    expect(quantityProblem(quantity, stock)).toBe(problem);
  });
});

describe('cartLineProblem', () => {
  it.each([
    { available: true, stock: 3, quantity: 2, problem: null },
    { available: true, stock: 3, quantity: 3, problem: null },
    { available: true, stock: 2, quantity: 3, problem: 'quantity_above_stock' },
    { available: true, stock: 0, quantity: 1, problem: 'out_of_stock' },
    { available: false, stock: 9, quantity: 1, problem: 'product_removed' },
    { available: false, stock: 0, quantity: 1, problem: 'product_removed' },
  ])('available $available, stock $stock, quantity $quantity → $problem', (c) => {
    expect(cartLineProblem(c)).toBe(c.problem);
  });
});
