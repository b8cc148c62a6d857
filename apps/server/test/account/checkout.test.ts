import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp, countRows } from '../harness';
import type { Brand } from '../../src/modules/brand/model';
import { PurchasableCatalogue } from '../../src/modules/checkout/kinds';
import type { Purchasable } from '../../src/modules/checkout/purchasable';
import { purchasablesOf } from '../../src/modules/contract';
import { serverModules } from '../../src/modules';
import { findMemberById } from '../../src/modules/member/repo';
import { toMember } from '../../src/modules/member/model';
import { SandboxProvider } from '../../src/modules/payment/provider';

/**
 * Every kind is sold now (entries: issue 12; coins and orders: issue 13; the cross-sell: issue 14,
 * test/crosssell). A purchasable the brand does not price is still refused before any session opens.
 */
const NOT_PRICED: { purchasable: Purchasable; errorCode: string }[] = [
  { purchasable: { kind: 'upsell_offer', offerId: 1 }, errorCode: 'crosssell_not_available' },
];

/** The kinds the modules sell, as the checkout looks them up. */
const kinds = new PurchasableCatalogue(purchasablesOf(serverModules));
const priceOf = kinds.quote.bind(kinds);

describe.each(DIALECTS)('the purchase path on %s', (dialect) => {
  const t = useTestApp(dialect);
  const playmax = { id: 'playmax' } as Brand;
  const buyer = () => ({ memberId: t.ids.paid, now: new Date('2026-03-01T12:00:00.000Z') });

  const sessions = () => countRows(t.db.handle.db, 'payment_sessions');

  it("a plan is priced by the server at the plan's initial price", async () => {
    expect(await priceOf(t.db.handle.db, { kind: 'plan', planId: 101 }, playmax, buyer())).toEqual({
      ok: true,
      price: { amountMinor: 199, currency: 'USD', symbol: '$', description: 'Movies Monthly' },
    });
  });

  it("a hidden plan, or another brand's plan, has no price", async () => {
    for (const planId of [102, 201])
      expect(await priceOf(t.db.handle.db, { kind: 'plan', planId }, playmax, buyer())).toEqual({
        ok: false,
        errorCode: 'plan_not_found',
      });
  });

  it.each(NOT_PRICED.map((p) => [p.purchasable.kind, p] as const))(
    'a %s the brand does not price is refused before any hosted-page session opens',
    async (_kind, { purchasable, errorCode }) => {
      const member = toMember((await findMemberById(t.db.handle.db, 'playmax', t.ids.paid))!);
      const before = await sessions();
      const r = await t.app.services.checkout.start(member, playmax, {
        purchasable,
        method: 'card',
        returnPath: null,
      });
      expect(r).toEqual({ ok: false, errorCode });
      expect(await sessions()).toBe(before);
      // Its credit function refuses too, so a session made some other way credits nothing.
      const paid = {
        memberId: t.ids.paid,
        brandId: 'playmax',
        ref: 'sub_x',
        method: 'card',
        amountMinor: 100,
        currency: 'USD',
        symbol: '$',
        chargeReference: 'ch_x',
        paymentToken: 'pm_x',
        now: '2026-03-01T00:00:00.000Z',
      };
      const credited = await kinds.credit(
        t.db.handle.db,
        { provider: new SandboxProvider() },
        purchasable,
        paid,
      );
      expect(credited).toEqual({ ok: false, errorCode });
    },
  );

  it('a plan checkout opens one session charging the server price', async () => {
    const member = toMember((await findMemberById(t.db.handle.db, 'playmax', t.ids.paid))!);
    const r = await t.app.services.checkout.start(member, playmax, {
      purchasable: { kind: 'plan', planId: 101 },
      method: 'card',
      returnPath: null,
    });
    expect(r.ok).toBe(true);
    const session = await t.db.handle.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('id', '=', r.ok ? r.sessionId : '')
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ kind: 'checkout', plan_id: 101, amount: 199, currency: 'USD' });
  });
});
