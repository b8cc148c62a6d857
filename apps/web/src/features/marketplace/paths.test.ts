import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('marketplace paths (SPEC.md 2 routes)', () => {
  it('leaves the first page and the default order out of the address', () => {
    expect(paths.category('audio')).toBe('/marketplace/category/audio');
    expect(paths.category('audio', { page: 1, sort: 'featured' })).toBe('/marketplace/category/audio');
    expect(paths.category('audio', { page: 3, sort: 'price_asc' })).toBe(
      '/marketplace/category/audio?page=3&sort=price_asc',
    );
    expect(paths.shippable(1)).toBe('/shippable');
    expect(paths.shippable(2)).toBe('/shippable?page=2');
  });

  it('escapes slugs and ids', () => {
    expect(paths.product('tee/shirt', '12')).toBe('/marketplace/product/tee%2Fshirt/12');
    expect(paths.shippableProduct('7')).toBe('/shippable/id/7');
  });

  it('keeps the gift, the step and the order in the checkout address', () => {
    expect(paths.checkout()).toBe('/marketplace/checkout');
    expect(paths.checkout({ step: 'information' })).toBe('/marketplace/checkout');
    expect(paths.checkout({ step: 'shipping', gift: true })).toBe(
      '/marketplace/checkout?gift=1&step=shipping',
    );
    expect(paths.checkout({ step: 'confirmation', order: '42' })).toBe(
      '/marketplace/checkout?step=confirmation&order=42',
    );
  });
});
