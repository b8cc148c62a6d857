import { z } from 'zod';
import { definePurchasable } from '../checkout';
import { MEMBER_ACCOUNTS_EVENT } from '../events';
import { findPlanName } from '../subscription';
import { creditPlan } from './credit-plan';
import { findPlan, findPublicPlan } from './repo';

export interface PlanPurchasable {
  kind: 'plan';
  planId: number;
}

declare module '../checkout/purchasable' {
  interface PurchasableKinds {
    plan: PlanPurchasable;
  }
}

/** A plan, charged its initial price now (SPEC.md 4 'Checkout'). */
export const planKind = definePurchasable({
  kind: 'plan',
  schema: z.strictObject({ kind: z.literal('plan'), planId: z.number().int() }),
  planIdOf: (p) => p.planId,
  quote: async (db, p, brand) => {
    const plan = await findPublicPlan(db, brand.id, p.planId);
    if (!plan) return { ok: false, errorCode: 'plan_not_found' };
    const price = {
      amountMinor: Number(plan.price_initial),
      currency: plan.currency,
      symbol: plan.symbol,
      description: plan.name,
    };
    return { ok: true, price };
  },
  // Unlike quote it finds plans no longer on sale: the member bought it when it was.
  describe: async (db, p, brandId) => {
    const plan = await findPlan(db, brandId, p.planId);
    return plan
      ? { ok: true, description: plan.name, symbol: plan.symbol }
      : { ok: false, errorCode: 'plan_not_found' };
  },
  translate: (db, p, lang) => findPlanName(db, p.planId, lang),
  credit: (trx, deps, p, paid) => creditPlan(trx, deps.provider, p.planId, paid),
  event: { type: MEMBER_ACCOUNTS_EVENT, action: 'subscribed' },
});
