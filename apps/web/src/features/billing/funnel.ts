import { PAYMENT_SERVICE_TIMEOUT_MS, parseUpsellPrice } from '@member-area/domain';
import { jsonPost } from '../../app/rest';

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
    const response = await fetch(
      '/subscription-flow/v1/signup_plan/funnels/get',
      jsonPost({ plan }, { signal: controller.signal }),
    );
    if (!response.ok) return null;
    return upsellPriceOf(await response.json());
  } catch (error) {
    console.warn('[billing] funnel price unavailable', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
