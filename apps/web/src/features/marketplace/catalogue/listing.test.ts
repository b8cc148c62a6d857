import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, sortOf } from './listing';

const q = (text: string) => new URLSearchParams(text);

describe('grid address (?page=, ?sort=)', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=two', 1],
    ['page=99999999999999999999', 1],
  ])('page of "%s" is %i', (text, page) => {
    expect(pageOf(q(text))).toBe(page);
  });

  it.each([
    ['', 'featured'],
    ['sort=price_asc', 'price_asc'],
    ['sort=price_desc', 'price_desc'],
    ['sort=newest', 'newest'],
    ['sort=PRICE_ASC', 'featured'],
    ['sort=random', 'featured'],
  ])('sort of "%s" is %s', (text, sort) => {
    expect(sortOf(q(text))).toBe(sort);
  });

  it.each([
    [0, 24, 1],
    [1, 24, 1],
    [24, 24, 1],
    [25, 24, 2],
    [10_000, 24, 417],
  ])('%i products at %i a page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
