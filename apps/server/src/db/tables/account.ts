import type { Generated } from 'kysely';

/**
 * Tables of the account area (issue #5): the sandbox payment provider's own storage (sessions and
 * its token vault), the member area's billing records, addresses, orders, wallet activity,
 * giveaway entries, e-mail changes and idempotency keys. Conventions as in ../schema.ts.
 */

/** A hosted-page session: adding a payment method (setup) or paying for a plan (checkout). */
export interface PaymentSessionsTable {
  id: string; // 'seti_…' or 'cs_…', 24 random bytes: the capability that opens the hosted page
  brand_id: string;
  member_id: number;
  kind: string; // 'setup' | 'checkout'
  method: string; // 'card' | 'paypal'
  plan_id: number | null; // checkout only
  amount: number | null; // checkout: minor units charged
  currency: string | null;
  symbol: string | null;
  return_path: string;
  status: string; // 'open' | 'succeeded' | 'failed' | 'cancelled'
  payment_token: string | null; // the token the page produced
  charge_reference: string | null; // checkout: the provider's charge id
  subscription_ref: string | null; // checkout: 'sub_…', the refId activated on return
  /** What a checkout sells, JSON of checkout/purchasable.ts `Purchasable` (migration 0011). */
  purchasable: Generated<string | null>;
  created_at: string;
  expires_at: string;
}

/**
 * The sandbox provider's vault. A real provider keeps this on its side; the member area only ever
 * sees the token and what the provider hands back (brand, first 6, last 4, expiry, holder).
 */
export interface PaymentTokensTable {
  token: string; // 'pm_…' (card) or 'pp_…' (PayPal)
  brand_id: string;
  member_id: number;
  provider: string; // 'sandbox' | 'paypal'
  card_brand: string | null;
  card_first6: string | null;
  card_last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  holder_name: string | null;
  paypal_email: string | null;
  /** Sandbox test card 4000 0000 0000 0341: attaches, but every charge is declined. */
  charges_fail: number;
  created_at: string;
}

export interface BillingTransactionsTable {
  id: Generated<number>;
  brand_id: string;
  member_id: number;
  subscription_id: number | null;
  kind: string; // 'subscription' | 'renewal' | 'upgrade' | 'restart' | 'coins' | 'entries' | 'order'
  description: string;
  amount: number; // minor units
  currency: string;
  symbol: string;
  status: string; // 'succeeded' | 'failed'
  reference: string; // provider charge id ('ch_…') or failure id
  failure_code: string | null;
  created_at: string;
}

export interface InvoicesTable {
  id: Generated<number>;
  brand_id: string;
  member_id: number;
  transaction_id: number;
  number: string; // 'INV-PLAYMAX-000123'
  description: string;
  amount: number;
  currency: string;
  symbol: string;
  status: string; // 'paid'
  created_at: string;
}

/** One row per operation that must happen once (activation, renewal); inserted in the same transaction. */
export interface IdempotencyKeysTable {
  key: string;
  created_at: string;
}

export interface AddressesTable {
  id: Generated<number>;
  member_id: number;
  first_name: string;
  last_name: string;
  address: string;
  apartment_suite: string | null;
  city: string;
  state: string | null;
  postcode: string;
  country: string;
  phone: string | null;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  brand_id: string;
  member_id: number;
  /** JSON [{ id, variantId?, name, variant?, quantity, price (minor, each, as sold), image? }] */
  products: string;
  shipping_address: string | null; // JSON of the address at order time
  /** Minor units: the lines at the prices shown before a discount, the discount, the fee, the total. */
  subtotal: Generated<number>;
  discount: Generated<number>;
  delivery_fee: number;
  total: number;
  currency: string;
  symbol: string;
  /** pending_payment | paid | shipped | delivered | cancelled (migration 0014; 'placed' became 'paid') */
  status: string;
  free_gift: number;
  /** card | coins | free */
  payment_method: Generated<string>;
  coins_spent: Generated<number>;
  /** standard | express */
  shipping_option: string | null;
  /** The payment reference of a card order (the hosted page's session ref). */
  payment_ref: string | null;
  /** `cart:{memberId}:{version}` or `gift:{memberId}`: one order per checkout, however often submitted. */
  idempotency_key: string | null;
  /** A pending_payment order's stock is held until then. */
  reserved_until: string | null;
  created_at: string;
  updated_at: string | null;
}

export interface GiveawayEntriesTable {
  id: Generated<number>;
  member_id: number;
  sweep_id: string;
  name: string;
  entries: number;
  kind: string; // 'entered' | 'monthly_exclusive'
  /** How the entries came (migration 0011): 'purchase' | 'monthly' | 'grant'. */
  source: Generated<string>;
  /** Unique when set: 'pay:{ref}' for a paid purchase, 'monthly:{sweepId}:{memberId}:{YYYY-MM}'. */
  idempotency_key: Generated<string | null>;
  /** The payment session's ref ('sub_…') that paid for the entries. */
  payment_ref: Generated<string | null>;
  created_at: string;
}

export interface EmailChangesTable {
  token_hash: string; // sha256 of the mailed key
  member_id: number;
  new_email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AccountTables {
  payment_sessions: PaymentSessionsTable;
  payment_tokens: PaymentTokensTable;
  billing_transactions: BillingTransactionsTable;
  invoices: InvoicesTable;
  idempotency_keys: IdempotencyKeysTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  giveaway_entries: GiveawayEntriesTable;
  email_changes: EmailChangesTable;
}
