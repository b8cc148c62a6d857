/**
 * The checkout's steps (SPEC.md 2 and 4 'Checkout': Information, Shipping, Payment, then Order
 * confirmation, with return links backwards; issue 13: the step is kept on reload). A reload
 * resumes at the saved step only when what that step needs was saved too; otherwise at the last
 * step whose needs are met, so a stale or hand-edited state never skips the address or the option.
 */
import { isShippingOptionId } from './shipping';

export const CHECKOUT_STEPS = ['information', 'shipping', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** What a checkout keeps between reloads. */
export interface SavedCheckout {
  step?: unknown;
  /** The Information step passed (its address validated). */
  addressValid?: boolean;
  shippingOption?: string | null;
  /** Set once the order was placed: only then is there a confirmation to show. */
  orderId?: string | null;
}

/** Whether a step's needs are met by what was saved. */
function reachable(step: CheckoutStep, s: SavedCheckout): boolean {
  switch (step) {
    case 'information':
      return true;
    case 'shipping':
      return s.addressValid === true;
    case 'payment':
      return s.addressValid === true && isShippingOptionId(s.shippingOption ?? '');
    case 'confirmation':
      return typeof s.orderId === 'string' && s.orderId !== '';
  }
}

/** The step a saved checkout resumes at: the saved one if its needs are met, else the furthest before it that is. */
export function resumeStep(saved: SavedCheckout | null | undefined): CheckoutStep {
  const s = saved ?? {};
  // A placed order is confirmed whatever step was saved: the cart it came from is gone.
  if (reachable('confirmation', s)) return 'confirmation';
  const wanted = isCheckoutStep(s.step) && s.step !== 'confirmation' ? s.step : 'information';
  for (let i = CHECKOUT_STEPS.indexOf(wanted); i > 0; i--) {
    const step = CHECKOUT_STEPS[i]!;
    if (reachable(step, s)) return step;
  }
  return 'information';
}

/** Where a step's return link goes (none from the first step, nor back out of a placed order). */
export function previousStep(step: CheckoutStep): CheckoutStep | null {
  if (step === 'information' || step === 'confirmation') return null;
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) - 1] ?? null;
}

export function nextStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? null;
}
