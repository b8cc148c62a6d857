import { PAYMENT_SERVICE_TIMEOUT_MS, TRANSACTION_ID_HEADER, parseUpsellPrice } from '@member-area/domain';
import { newTransactionId } from '../../app/ids';

/** SPEC.md 7: the upsell price is the 7th element of the funnel answer, symbol then recurring price. */
export function upsellPriceOf(funnel: unknown): string | null {
  // The domain rule decides what a well-formed price is; the text is shown as the flow wrote it.
  if (!parseUpsellPrice(funnel) || !Array.isArray(funnel)) return null;
  return String(funnel[6]).trim();
}

/** The subscription-flow host is the brand's own origin (DESIGN.md 4). Quiet: null on any failure. */
export async function fetchUpsellPrice(planId: string): Promise<string | null> {
  const plan = Number(planId);
  if (!Number.isInteger(plan)) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PAYMENT_SERVICE_TIMEOUT_MS);
  try {
    const response = await fetch('/subscription-flow/v1/signup_plan/funnels/get', {
      method: 'POST',
      credentials: 'same-origin',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [TRANSACTION_ID_HEADER]: newTransactionId(),
      },
      body: JSON.stringify({ plan }),
    });
    if (!response.ok) return null;
    return upsellPriceOf(await response.json());
  } catch (error) {
    console.warn('[billing] funnel price unavailable', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
