import { z } from 'zod';
import { definePurchasable } from '../checkout';
import { creditOrder } from './order-credit';
import { describeOrder, priceOrder } from './order-pricing';
import { releaseOrder } from './order-release';

export interface MarketplaceOrderPurchasable {
  kind: 'marketplace_order';
  orderId: number;
}

declare module '../checkout/purchasable' {
  interface PurchasableKinds {
    marketplace_order: MarketplaceOrderPurchasable;
  }
}

/** A placed order, paid through the hosted page; its stock is given back if the page is cancelled. */
export const marketplaceOrderKind = definePurchasable({
  kind: 'marketplace_order',
  schema: z.strictObject({ kind: z.literal('marketplace_order'), orderId: z.number().int() }),
  quote: (db, p, brand, buyer) => priceOrder(db, p.orderId, brand.id, buyer.memberId),
  describe: (db, p, brandId) => describeOrder(db, p.orderId, brandId, 'en-us'),
  translate: async (db, p, lang) => {
    const described = await describeOrder(db, p.orderId, null, lang);
    return described.ok ? described.description : null;
  },
  credit: (trx, _deps, p, paid) => creditOrder(trx, p, paid),
  release: releaseOrder,
});
