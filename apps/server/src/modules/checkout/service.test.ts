import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';
import type { PaymentProvider, PaymentService } from '../payment';
import { PurchasableCatalogue } from './kinds';
import type { Price, PurchasableKindDefinition } from './purchasable';
import { CheckoutService } from './service';

const PRICE: Price = { amountMinor: 499, currency: 'USD', symbol: '$', description: '3 coins' };

function checkoutWith(quote: PurchasableKindDefinition<'coin_pack'>['quote']) {
  const kind: PurchasableKindDefinition<'coin_pack'> = {
    kind: 'coin_pack',
    schema: z.strictObject({ kind: z.literal('coin_pack'), packId: z.number().int() }),
    quote,
    describe: vi.fn(),
    translate: vi.fn(),
    credit: vi.fn(),
  };
  const createSession = vi.fn(async () => ({ id: 's1', hostedUrl: '/hosted/s1', ref: 'sub_1' }));
  const payments = { createSession } as unknown as PaymentService;
  const checkout = new CheckoutService(
    {} as Db,
    () => new Date('2026-03-01T00:00:00Z'),
    {} as PaymentProvider,
    payments,
    new PurchasableCatalogue([kind]),
  );
  return { checkout, createSession };
}

const member = { id: 7, isActive: true } as MemberModel;
const brand = { id: 'playmax' } as Brand;
const start = { purchasable: { kind: 'coin_pack' as const, packId: 1 }, method: 'card', returnPath: null };

describe('CheckoutService.start', () => {
  it("prices a purchasable once, with its kind's quote, and charges that price", async () => {
    const quote = vi.fn(async () => ({ ok: true as const, price: PRICE }));
    const { checkout, createSession } = checkoutWith(quote);
    expect(await checkout.start(member, brand, start)).toMatchObject({ ok: true, amountMinor: 499 });
    expect(quote).toHaveBeenCalledTimes(1);
    expect(createSession).toHaveBeenCalledWith(member, brand, expect.objectContaining({ kind: 'checkout' }));
  });

  it('does not price again what the selling module has just priced with the same quote', async () => {
    const quote = vi.fn(async () => ({ ok: true as const, price: PRICE }));
    const { checkout } = checkoutWith(quote);
    expect(await checkout.start(member, brand, { ...start, price: PRICE })).toMatchObject({
      ok: true,
      amountMinor: 499,
    });
    expect(quote).not.toHaveBeenCalled();
  });

  it('refuses a kind no module sells before any session opens', async () => {
    const { checkout, createSession } = checkoutWith(vi.fn());
    const r = await checkout.start(member, brand, {
      ...start,
      purchasable: { kind: 'plan', planId: 1 },
    });
    expect(r).toEqual({ ok: false, errorCode: 'not_sold_yet' });
    expect(createSession).not.toHaveBeenCalled();
  });
});
