import { describe, expect, it } from 'vitest';
import { coinBonusGrant, coinBonusKey, type CoinBonusEvent } from './plan-bonus';

const purchase: CoinBonusEvent = { kind: 'purchase', ref: 'sub_abc' };

describe('coinBonusGrant (SPEC.md 9: 147 gives 2, 148 gives 3, 149–151 give 5, once per qualifying event)', () => {
  it.each([
    { membershipId: 147, coins: 2 },
    { membershipId: 148, coins: 3 },
    { membershipId: 149, coins: 5 },
    { membershipId: 150, coins: 5 },
    { membershipId: 151, coins: 5 },
  ])('membership $membershipId grants $coins coins', ({ membershipId, coins }) => {
    expect(coinBonusGrant(membershipId, purchase)).toEqual({ coins, key: 'bonus:sub_abc' });
  });

  it.each([101, 146, 152, 0])('membership %i grants nothing', (membershipId) => {
    expect(coinBonusGrant(membershipId, purchase)).toBeNull();
  });
});

describe('coinBonusKey: one key per qualifying event', () => {
  it.each([
    { event: purchase, key: 'bonus:sub_abc' },
    {
      event: { kind: 'renewal', subscriptionId: 7, billingDate: '2026-04-01T00:00:00.000Z' },
      key: 'bonus:renewal:7:2026-04-01T00:00:00.000Z',
    },
    { event: { kind: 'restart', chargeReference: 'ch_123' }, key: 'bonus:restart:ch_123' },
  ] as const)('$event.kind → $key', ({ event, key }) => {
    expect(coinBonusKey(event)).toBe(key);
  });

  it('gives two periods of one subscription two keys, and one period one key whoever charges it', () => {
    const april = coinBonusKey({
      kind: 'renewal',
      subscriptionId: 7,
      billingDate: '2026-04-01T00:00:00.000Z',
    });
    const may = coinBonusKey({ kind: 'renewal', subscriptionId: 7, billingDate: '2026-05-01T00:00:00.000Z' });
    expect(april).not.toBe(may);
    expect(
      coinBonusKey({ kind: 'renewal', subscriptionId: 7, billingDate: '2026-04-01T00:00:00.000Z' }),
    ).toBe(april);
  });
});
