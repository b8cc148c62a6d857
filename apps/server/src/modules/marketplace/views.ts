/** Carts and orders as the GraphQL types show them (major units of each currency for money). No SQL here. */
import { orderNumber, toMajorUnits } from '@member-area/domain';
import type { CartItem } from './cart-lines';
import { productView, unitPriceOf, variantView } from './catalogue-views';
import type { MarketplacePerks } from './perks';
import type { OrderRow } from './repo';

/** A product line as `orders.products` stores it (JSON): what was sold, at what price, as it was then. */
export interface StoredOrderLine {
  id: number | string;
  /** 0 or absent: a product without variants. */
  variantId?: number;
  name: string;
  variant?: string | null;
  quantity: number;
  /** Minor units, each, as charged. */
  price: number;
  /** Minor units, each, before the discount. */
  listPrice?: number;
  image?: string | null;
}

/** The order's lines as it stored them; none when the JSON is unreadable. */
export function storedLines(order: OrderRow): StoredOrderLine[] {
  return parseJson<StoredOrderLine[]>(order.products, []);
}

/** The address the order ships to, field by field as it stored it; null when none or unreadable. */
export function storedShippingAddress(order: OrderRow): Record<string, string | null> | null {
  return parseJson<Record<string, string | null> | null>(order.shipping_address, null);
}

export interface CartMoney {
  currency: string;
  symbol: string;
}

export function cartView(
  items: readonly CartItem[],
  version: number,
  perks: MarketplacePerks,
  money: CartMoney,
) {
  let subtotal = 0;
  const lines = items.map((item) => {
    const lineTotal = unitPriceOf({ price: item.listPrice }, perks) * item.quantity;
    if (item.problem !== 'product_removed') subtotal += lineTotal;
    return {
      id: String(item.lineId),
      product: productView(item.product, perks),
      variant: item.variant ? variantView(item.product, item.variant, perks) : null,
      quantity: item.quantity,
      lineTotal: toMajorUnits(lineTotal, item.product.currency),
      problem: item.problem,
    };
  });
  const first = items[0]?.product;
  const currency = first?.currency ?? money.currency;
  return {
    lines,
    count: items.reduce((n, i) => n + i.quantity, 0),
    subtotal: toMajorUnits(subtotal, currency),
    currency,
    symbol: first?.symbol ?? money.symbol,
    version,
  };
}

export type CartView = ReturnType<typeof cartView>;

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * What the catalogue says of an order's product today, in the reader's language: a line shows these
 * over the snapshot, which holds the texts in the language of the checkout (a product no longer in
 * the catalogue keeps its snapshot).
 */
export interface OrderLineTexts {
  products: ReadonlyMap<number, { name: string; image: string | null }>;
  /** By variant id: 'Colour: Black' in the reader's language. */
  variants: ReadonlyMap<number, string>;
}

const NO_LINE_TEXTS: OrderLineTexts = { products: new Map(), variants: new Map() };

export function orderView(
  o: OrderRow,
  texts: OrderLineTexts = NO_LINE_TEXTS,
  trackingNote: string | null = null,
) {
  const products = storedLines(o);
  const shipping = storedShippingAddress(o);
  return {
    id: String(o.id),
    number: orderNumber(o.id),
    date: o.created_at,
    products: products.map((p) => {
      const now = texts.products.get(Number(p.id));
      return {
        id: String(p.id),
        name: now?.name ?? p.name,
        variant: (p.variantId ? texts.variants.get(p.variantId) : undefined) ?? p.variant ?? null,
        quantity: Number(p.quantity),
        price: toMajorUnits(p.price, o.currency),
        image: p.image ?? now?.image ?? null,
      };
    }),
    // The address as it was when the order was placed (a copy, not one of the member's addresses).
    shippingAddress: shipping
      ? {
          id: `order-${o.id}`,
          firstName: shipping.firstName ?? '',
          lastName: shipping.lastName ?? '',
          address: shipping.address ?? '',
          apartmentSuite: shipping.apartmentSuite ?? null,
          city: shipping.city ?? '',
          state: shipping.state ?? null,
          postcode: shipping.postcode ?? '',
          country: shipping.country ?? '',
          phone: shipping.phone ?? null,
          isDefault: false,
        }
      : null,
    shippingOption: o.shipping_option,
    subtotal: toMajorUnits(o.subtotal, o.currency),
    discount: toMajorUnits(o.discount, o.currency),
    deliveryFee: toMajorUnits(o.delivery_fee, o.currency),
    total: toMajorUnits(o.total, o.currency),
    currency: o.currency,
    symbol: o.symbol,
    paymentMethod: o.payment_method,
    coinsSpent: Number(o.coins_spent),
    status: o.status,
    freeGift: Number(o.free_gift) === 1,
    trackingNote,
  };
}

export type OrderView = ReturnType<typeof orderView>;
