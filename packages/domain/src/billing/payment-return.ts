/** SPEC.md 4 'Payment return' and 5: the state JSON the provider hands back. */

export interface PaymentReturnState {
  is_success: boolean;
  slug: string;
  subscription_provider: string;
  price?: string;
  subscription_id?: string;
}

const PLAIN_KEYS = ['is_success', 'slug', 'subscription_provider'] as const;
const SUBSCRIPTION_KEYS = [...PLAIN_KEYS, 'price', 'subscription_id'] as const;

/**
 * Parses the `state` query parameter. Returns null (the return is ignored) when it is not a JSON
 * object, or lacks a required key: is_success, slug and subscription_provider for a plain payment;
 * also price and subscription_id for a subscription (`kind: 'subscription'`).
 */
export function parsePaymentReturnState(
  raw: string | null | undefined,
  kind: 'payment' | 'subscription',
): PaymentReturnState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const obj = value as Record<string, unknown>;
  const required = kind === 'subscription' ? SUBSCRIPTION_KEYS : PLAIN_KEYS;
  if (!required.every((k) => k in obj && obj[k] !== null && obj[k] !== undefined)) return null;
  const isSuccess = obj.is_success;
  if (typeof isSuccess !== 'boolean' && isSuccess !== 'true' && isSuccess !== 'false') return null;
  if (typeof obj.slug !== 'string' || typeof obj.subscription_provider !== 'string') return null;
  const state: PaymentReturnState = {
    is_success: isSuccess === true || isSuccess === 'true',
    slug: obj.slug,
    subscription_provider: obj.subscription_provider,
  };
  if (obj.price !== undefined) {
    if (typeof obj.price !== 'string' && typeof obj.price !== 'number') return null;
    state.price = String(obj.price);
  }
  if (obj.subscription_id !== undefined) {
    if (typeof obj.subscription_id !== 'string' || obj.subscription_id === '') return null;
    state.subscription_id = obj.subscription_id;
  }
  return state;
}

/**
 * SPEC.md 7: the upsell price is the 7th element of the funnel response, the currency symbol
 * followed by the recurring price ('$19.99', '€9,99', '¥980'). Null when absent or malformed.
 */
export function parseUpsellPrice(funnel: unknown): { symbol: string; amount: number } | null {
  if (!Array.isArray(funnel) || funnel.length < 7) return null;
  const seventh: unknown = funnel[6];
  if (typeof seventh !== 'string') return null;
  const m = /^\s*([^\d\s.,-]+)\s*(\d+(?:[.,]\d{1,2})?)\s*$/.exec(seventh);
  if (!m?.[1] || !m[2]) return null;
  return { symbol: m[1], amount: Number(m[2].replace(',', '.')) };
}
