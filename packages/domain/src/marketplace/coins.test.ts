import { describe, expect, it } from 'vitest';
import { acceptsCoins, COINS_PER_MAJOR_UNIT, coinsForAmount } from './coins';

describe('coinsForAmount (1 coin = 1 cent)', () => {
  it.each([
    { amountMinor: 1999, currency: 'USD', coins: 1999 },
    { amountMinor: 0, currency: 'USD', coins: 0 },
    { amountMinor: 499, currency: 'CAD', coins: 499 },
    { amountMinor: 100, currency: 'EUR', coins: COINS_PER_MAJOR_UNIT },
    // A currency without minor units: one yen is one major unit, so 100 coins.
    { amountMinor: 7, currency: 'JPY', coins: 700 },
    // Three decimals: 1.005 dinars is 100.5 coins, rounded up.
    { amountMinor: 1005, currency: 'KWD', coins: 101 },
  ])('$amountMinor minor units of $currency cost $coins coins', ({ amountMinor, currency, coins }) => {
    expect(coinsForAmount(amountMinor, currency)).toBe(coins);
  });
});

describe('acceptsCoins (brand tag marketplace_coins:enabled)', () => {
  it.each([
    { tags: ['marketplace_coins:enabled', 'layout:clickcoins'], accepts: true },
    { tags: ['layout:clickcoins'], accepts: false },
    { tags: ['marketplace_coins:disabled'], accepts: false },
    { tags: [], accepts: false },
  ])('$tags → $accepts', ({ tags, accepts }) => {
    expect(acceptsCoins(tags)).toBe(accepts);
  });
});
