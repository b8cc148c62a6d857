import { formatExpiry } from '@member-area/domain';
import type { TokenInfo } from './provider';
import type { PaymentMethodRow } from './repo';

export interface PaymentMethodView {
  id: string;
  brand: string;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  expiry: string | null;
  holderName: string | null;
  isDefault: boolean;
  isBackup: boolean;
  provider: string;
  paypalEmail: string | null;
}

/** j***@example.com: enough for the member to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function toPaymentMethodView(row: PaymentMethodRow): PaymentMethodView {
  const expMonth = row.exp_month === null ? null : Number(row.exp_month);
  const expYear = row.exp_year === null ? null : Number(row.exp_year);
  const isPaypal = row.provider === 'paypal';
  return {
    id: String(row.id),
    brand: isPaypal ? 'paypal' : (row.card_brand ?? 'unknown'),
    last4: isPaypal ? null : row.card_last4,
    expMonth,
    expYear,
    expiry: expMonth !== null && expYear !== null ? formatExpiry(expMonth, expYear) : null,
    holderName: row.holder_name,
    isDefault: Number(row.is_default) === 1,
    isBackup: Number(row.is_backup) === 1,
    provider: row.provider,
    paypalEmail: isPaypal && row.holder_name ? maskEmail(row.holder_name) : null,
  };
}

/**
 * The row that stores a provider's token for a member: neither preferred nor backup; the caller
 * gives it its role (setRoles) in the same transaction. PayPal keeps the account's e-mail as holder.
 */
export function newPaymentMethodRow(
  memberId: number,
  info: TokenInfo,
  createdAt: string,
): Omit<PaymentMethodRow, 'id'> {
  return {
    member_id: memberId,
    provider: info.provider,
    provider_token: info.token,
    card_brand: info.brand,
    card_first6: info.first6,
    card_last4: info.last4,
    exp_month: info.expMonth,
    exp_year: info.expYear,
    holder_name: info.provider === 'paypal' ? info.paypalEmail : info.holderName,
    is_default: 0,
    is_backup: 0,
    created_at: createdAt,
  };
}

/**
 * The `slug` of a checkout's return state (SPEC.md 4 'Payment return'), from the kind of what the
 * session sells: the member area routes the receipt by it. `purchasable` is the session's JSON
 * (modules/checkout owns its shape; only its `kind` is read here). Sessions without one sold plans.
 */
export function returnSlugOf(
  purchasable: string | null,
): 'subscription' | 'sweep' | 'coins' | 'order' | 'upsell' {
  let kind: unknown = 'plan';
  try {
    if (purchasable) kind = (JSON.parse(purchasable) as { kind?: unknown }).kind;
  } catch {
    // An unreadable column is treated as the oldest sale there is: a plan.
  }
  switch (kind) {
    case 'giveaway_entries':
      return 'sweep';
    case 'coin_pack':
      return 'coins';
    case 'marketplace_order':
      return 'order';
    case 'upsell_offer':
      return 'upsell';
    default:
      return 'subscription';
  }
}
