/** The longest payment reference a return may name (ours are 28 characters). */
const PAYMENT_REF_MAX_LENGTH = 100;

/**
 * Whether a payment return's reference could be one of ours: not empty, not longer than ours can
 * be. CheckoutService.confirmReturn refuses any other as subscription_not_found before it looks
 * anything up.
 */
export function isPlausiblePaymentRef(ref: string): boolean {
  return ref !== '' && ref.length <= PAYMENT_REF_MAX_LENGTH;
}
