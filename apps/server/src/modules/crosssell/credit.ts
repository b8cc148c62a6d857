/**
 * The purchase path's credit of the `upsell_offer` kind: runs in confirm's transaction, after the
 * member lock and the purchase key, so the add-on and its payment record land once or not at all.
 * The offer joins the member's active subscription (subscription_addons) and from then on grants
 * like the plan's own offers (modules/subscription repo), until that subscription ends.
 */
import type { DbOrTrx } from '../../db/kysely';
import { type PaidPurchase, recordPurchasePayment } from '../billing';
import type { CreditResult, PurchasableOf } from '../checkout';
import { toCrossSellOffer } from './model';
import { crossSellDescription } from './quote';
import { findActiveSubscriptionId } from '../subscription';
import { findBrandOffer, insertAddon } from './repo';

export async function creditCrossSell(
  trx: DbOrTrx,
  purchase: PurchasableOf<'upsell_offer'>,
  paid: PaidPurchase,
): Promise<CreditResult> {
  const row = await findBrandOffer(trx, paid.brandId, purchase.offerId);
  const offer = row ? toCrossSellOffer(row) : null;
  // An add-on needs a subscription to join: a member whose plan ended between the page and the
  // return is refused, and the purchase key rolls back with it (nothing credited, the reason shown).
  const subscriptionId = await findActiveSubscriptionId(trx, paid.memberId);
  if (!offer || subscriptionId === null) return { ok: false, errorCode: 'crosssell_not_available' };
  await insertAddon(trx, { subscriptionId, offerId: offer.offerId, paymentRef: paid.ref, now: paid.now });
  const description = crossSellDescription(offer.type);
  const symbol = paid.symbol ?? offer.symbol;
  await recordPurchasePayment(trx, paid, {
    kind: 'upsell',
    description,
    currency: paid.currency ?? offer.currency,
    symbol,
  });
  return { ok: true, description, symbol };
}
