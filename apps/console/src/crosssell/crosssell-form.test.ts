import { describe, expect, it } from 'vitest';
import {
  crossSellFormProblems,
  emptyCrossSellForm,
  formOfOffer,
  inputOfForm,
  minorUnitsOf,
} from './crosssell-form';

describe('minorUnitsOf', () => {
  it.each([
    ['4.99', 499],
    ['4,99', 499],
    ['12', 1200],
    ['0.5', 50],
    [' 9.90 ', 990],
    ['4.999', Number.NaN],
    ['-1', Number.NaN],
    ['', Number.NaN],
  ])('%s', (price, minor) => {
    expect(minorUnitsOf(price)).toEqual(minor);
  });
});

describe('the cross-sell form', () => {
  it('sends only the languages written and the price in minor units', () => {
    const form = formOfOffer({
      type: 'vpn',
      amountMinor: 499,
      texts: [{ lang: 'fr-ca', title: 'T', description: 'D', callToAction: 'C' }],
    });
    expect(form.price).toBe('4.99');
    expect(inputOfForm(form)).toEqual({
      amountMinor: 499,
      texts: [{ lang: 'fr-ca', title: 'T', description: 'D', callToAction: 'C' }],
    });
  });

  it('names a missing price and a half-written language', () => {
    const form = emptyCrossSellForm('media');
    form.texts['de-de'].title = 'Alles';
    expect(crossSellFormProblems(form)).toEqual([
      { field: 'amountMinor', code: 'invalid_price' },
      { field: 'texts.de-de.description', code: 'required' },
      { field: 'texts.de-de.callToAction', code: 'required' },
    ]);
  });
});
