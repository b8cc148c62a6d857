import { sql } from 'kysely';
import type { AnyDb } from './helpers';

/**
 * "A change to a plan never alters what an existing subscriber pays" (issue 31 scope 6). Since 0003
 * a subscription bought on the hosted page keeps its recurring price (`subscriptions.price_recurring`,
 * minor units) and renewals charge it, but rows written before 0003, by the demo seed or by hand
 * left it null, and a null renewal reads the plan's current price: once plans can be edited from
 * the console, that would reprice those subscribers. This locks each of them at its plan's price
 * today. (The plan editor also locks any row still null before it changes a price: see
 * modules/subscription/plan-admin-repo.ts.)
 */
export async function up(db: AnyDb): Promise<void> {
  await backfillSubscriptionPrices(db);
}

/** Nothing to undo: a locked price equals the plan's price at the time, which is what null meant. */
export async function down(): Promise<void> {}

/** Sets every null `price_recurring` to its plan's recurring price; answers how many rows changed. */
export async function backfillSubscriptionPrices(db: AnyDb): Promise<number> {
  const r = await db
    .updateTable('subscriptions')
    .set({
      price_recurring: sql`(select plans.price_recurring from plans where plans.id = subscriptions.plan_id)`,
    })
    .where('price_recurring', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
