import { describe, expect, it } from 'vitest';
import { draftKey, EMPTY_ADDRESS, EMPTY_DRAFT, parseDraft } from './draft';

const address = { ...EMPTY_ADDRESS, firstName: 'Ada', country: 'US', postcode: '10001' };

describe('checkout draft (kept in session storage across a reload)', () => {
  it('reads back what the checkout wrote', () => {
    const draft = { address, saveAddress: true, shippingOption: 'express', paymentMethod: 'coins' };
    expect(parseDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it.each([
    ['nothing', null],
    ['a string', 'draft'],
    ['a number', 3],
  ])('is empty for %s', (_name, value) => {
    expect(parseDraft(value)).toEqual(EMPTY_DRAFT);
  });

  it('keeps only the address fields it knows, as text', () => {
    const parsed = parseDraft({ address: { ...address, city: 12, extra: 'x' } });
    expect(parsed.address).toEqual({ ...address, city: '' });
    expect(parsed.address).not.toHaveProperty('extra');
  });

  it('reads a missing or odd choice as not made', () => {
    expect(parseDraft({ address, saveAddress: 'yes', shippingOption: '', paymentMethod: 5 })).toEqual({
      address,
      saveAddress: false,
      shippingOption: null,
      paymentMethod: null,
    });
  });

  it('keeps the cart and the welcome gift apart, per member', () => {
    expect(draftKey('7', false)).not.toBe(draftKey('7', true));
    expect(draftKey('7', false)).not.toBe(draftKey('8', false));
  });
});
