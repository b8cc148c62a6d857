import { describe, expect, it } from 'vitest';
import { paymentMethodToKeep, shippingOptionToKeep } from './checkout-rules';
import type { Quote } from './OrderSummary';

const quote = (paymentMethods: string[], totalCoins: number | null) =>
  ({ paymentMethods, totalCoins }) as unknown as Quote;

describe('shippingOptionToKeep', () => {
  it.each([
    { offered: ['standard', 'express'], chosen: 'express', kept: 'express' },
    { offered: ['standard', 'express'], chosen: null, kept: 'standard' },
    { offered: ['standard'], chosen: 'express', kept: 'standard' },
    { offered: [], chosen: 'express', kept: 'express' },
    { offered: [], chosen: null, kept: null },
  ])('keeps $chosen of $offered as $kept', ({ offered, chosen, kept }) => {
    expect(shippingOptionToKeep(offered, chosen)).toBe(kept);
  });
});

describe('paymentMethodToKeep', () => {
  const profile = { coinsBalance: 100, savedCardLast4: null };
  it.each([
    { methods: ['card', 'coins'], coins: 50, chosen: 'coins', kept: 'coins' },
    { methods: ['coins', 'card'], coins: 500, chosen: 'coins', kept: 'card' },
    { methods: ['coins', 'card'], coins: 500, chosen: null, kept: 'card' },
    { methods: ['card'], coins: null, chosen: 'coins', kept: 'card' },
    { methods: ['coins'], coins: null, chosen: null, kept: null },
  ])('keeps $chosen of $methods ($coins coins) as $kept', ({ methods, coins, chosen, kept }) => {
    expect(paymentMethodToKeep(quote(methods, coins), profile, chosen)).toBe(kept);
  });
});
