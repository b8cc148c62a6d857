import { fromMajor, parsePaymentReturnState, symbolDecimal } from '@member-area/domain';

/**
 * SPEC.md 4 "Payment return" and 5: the page reads `state` (JSON) and `subscription_id`, then clears
 * the query. A state without all required keys is ignored. Plain payment: is_success, slug,
 * subscription_provider. A subscription also needs price and subscription_id.
 */
export interface PaymentReturnState {
  isSuccess: boolean;
  slug: string;
  subscriptionProvider: string;
  price: string | null;
  subscriptionId: string | null;
}

export type PaymentReturn =
  | { kind: 'none' }
  | { kind: 'ignored' }
  | { kind: 'subscription'; state: PaymentReturnState; subscriptionId: string }
  | { kind: 'payment-method'; state: PaymentReturnState; paymentMethodId: string | null }
  | { kind: 'payment'; state: PaymentReturnState };

/** The query keys a return may carry; all are removed from the address once read. */
export const PAYMENT_RETURN_PARAMS = ['state', 'subscription_id', 'setup_intent', 'payment_method'] as const;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

export function readPaymentReturn(search: URLSearchParams): PaymentReturn {
  const raw = search.get('state');
  if (raw === null) return { kind: 'none' };
  // The required keys are the domain's rule (SPEC.md 5), shared with the server.
  const plain = parsePaymentReturnState(raw, 'payment');
  if (!plain) return { kind: 'ignored' };
  const base = (state: typeof plain): PaymentReturnState => ({
    isSuccess: state.is_success,
    slug: state.slug,
    subscriptionProvider: state.subscription_provider,
    price: state.price ?? null,
    subscriptionId: state.subscription_id ?? null,
  });
  if (plain.slug === 'subscription') {
    const full = parsePaymentReturnState(raw, 'subscription');
    if (!full?.subscription_id) return { kind: 'ignored' };
    // The query and the state must name the same subscription; a mismatch is a tampered return.
    const fromQuery = text(search.get('subscription_id'));
    if (fromQuery && fromQuery !== full.subscription_id) return { kind: 'ignored' };
    return { kind: 'subscription', state: base(full), subscriptionId: full.subscription_id };
  }
  if (plain.slug === 'payment-method') {
    return {
      kind: 'payment-method',
      state: base(plain),
      paymentMethodId: text(search.get('payment_method')),
    };
  }
  return { kind: 'payment', state: base(plain) };
}

/** The address without the return's query keys (SPEC.md 4: the page clears the query). */
export function withoutPaymentReturn(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  for (const key of PAYMENT_RETURN_PARAMS) next.delete(key);
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * The state's price ('1.95') with the currency symbol the activation answered ('$1.95'), in the
 * currency's own digits ('¥1200', 'KD1.500'); two decimals when the currency is not known.
 */
export function priceText(price: string | null, symbol: string, currency = ''): string | null {
  if (!price) return null;
  const amount = Number(price);
  return Number.isFinite(amount) ? symbolDecimal(fromMajor(amount, currency), symbol) : price;
}
