/**
 * SPEC.md 4 "Payment return": the cross-sell keeps what it bought in local storage while the member
 * is on the provider's page (features/payment PENDING_PURCHASE_KEYS.upsell), so the return can
 * credit it once: `{ offerId, type, currency, ref }`.
 */
import { UPSELL_TYPES, type UpsellType } from '@member-area/domain';
import { savePendingPurchase } from '../payment';

/** The return's slug of the cross-sell (payment/model.ts returnSlugOf on the server). */
export const CROSSSELL_SLUG = 'upsell';

export interface PendingCrossSell {
  offerId: string;
  type: UpsellType;
  currency: string;
  ref: string;
}

export function savePendingCrossSell(pending: PendingCrossSell): void {
  savePendingPurchase(CROSSSELL_SLUG, pending);
}

/** The record, or null when there is none or it is not one this feature wrote. */
export function parsePendingCrossSell(value: unknown): PendingCrossSell | null {
  if (typeof value !== 'object' || value === null) return null;
  const { offerId, type, currency, ref } = value as Record<string, unknown>;
  if (typeof offerId !== 'string' || !/^[1-9][0-9]*$/.test(offerId)) return null;
  if (typeof type !== 'string' || !(UPSELL_TYPES as readonly string[]).includes(type)) return null;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null;
  if (typeof ref !== 'string' || ref === '') return null;
  return { offerId, type: type as UpsellType, currency, ref };
}
