/**
 * What checking out costs, from the server's own tables only (issue 13 item 7: the client's
 * numbers are never trusted; there is no price in any input): the lines at the products table's
 * prices (a variant's own when it has one, cart-lines.ts `listPrice`), the member's perks, the shipping option's fee for the currency, through the domain's
 * orderTotals. The quote and placeOrder both price here, so the total shown is the total charged.
 */
import {
  acceptsCoins,
  coinsForAmount,
  orderTotals,
  shippingOption,
  shippingOptions,
  type OrderTotals,
  type ShippingOption,
} from '@member-area/domain';
import type { CartItem } from './cart-lines';
import type { MarketplacePerks } from './perks';
import type { StoredOrderLine } from './views';

export interface CheckoutPrice {
  currency: string;
  symbol: string;
  shipping: ShippingOption;
  totals: OrderTotals;
  /** The total in coins when the brand takes coins, else null. */
  totalCoins: number | null;
}

export function priceCheckout(
  items: readonly CartItem[],
  money: { currency: string; symbol: string },
  perks: MarketplacePerks,
  option: string,
  brandTags: readonly string[],
): CheckoutPrice | null {
  const currency = items[0]?.product.currency ?? money.currency;
  const symbol = items[0]?.product.symbol ?? money.symbol;
  const shipping = shippingOption(currency, option, perks);
  if (!shipping) return null;
  const totals = orderTotals(
    items.map((i) => ({ unitPrice: i.listPrice, quantity: i.quantity })),
    perks,
    shipping,
  );
  return {
    currency,
    symbol,
    shipping,
    totals,
    totalCoins: acceptsCoins(brandTags) ? coinsForAmount(totals.total, currency) : null,
  };
}

/** The options a checkout may choose: the welcome gift ships standard only (issue 13 decisions). */
export function offeredShipping(
  currency: string,
  perks: MarketplacePerks,
  welcomeGift: boolean,
): ShippingOption[] {
  const all = shippingOptions(currency, perks);
  return welcomeGift ? all.filter((o) => o.id === 'standard') : all;
}

/** The order's product snapshot (orders.products): each line as sold, at the price charged. */
export function orderLines(items: readonly CartItem[], totals: OrderTotals): StoredOrderLine[] {
  return items.map((item, i) => ({
    id: item.product.id,
    variantId: item.variant?.id ?? 0,
    name: item.product.name,
    variant: item.variant ? `${item.variant.option}: ${item.variant.name}` : null,
    quantity: item.quantity,
    price: totals.lines[i]?.unitPrice ?? item.listPrice,
    listPrice: item.listPrice,
    image: item.product.images[0]?.url ?? null,
  }));
}
