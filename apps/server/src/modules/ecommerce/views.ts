/** Order rows as the GraphQL types show them. No SQL here. */
import { toMajorUnits } from '../subscription/model';
import type { OrderRow } from './repo';

/** A product line as `orders.products` stores it (JSON; price in minor units). */
interface StoredProduct {
  id: number | string;
  name: string;
  quantity: number;
  price: number;
}

export function orderView(o: OrderRow) {
  let products: StoredProduct[] = [];
  let shipping: Record<string, string | null> | null = null;
  try {
    products = JSON.parse(o.products) as StoredProduct[];
    shipping = o.shipping_address ? (JSON.parse(o.shipping_address) as Record<string, string | null>) : null;
  } catch {
    products = [];
  }
  return {
    id: String(o.id),
    number: `ORD-${String(o.id).padStart(6, '0')}`,
    date: o.created_at,
    products: products.map((p) => ({
      id: String(p.id),
      name: p.name,
      quantity: Number(p.quantity),
      price: toMajorUnits(p.price),
    })),
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
    deliveryFee: toMajorUnits(o.delivery_fee),
    total: toMajorUnits(o.total),
    currency: o.currency,
    symbol: o.symbol,
    status: o.status,
    freeGift: Number(o.free_gift) === 1,
  };
}
