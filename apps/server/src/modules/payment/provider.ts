import crypto from 'node:crypto';
import { cardBrand, cardDigits, isDeclinedTestCard, isExpired } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { findToken, insertToken, type PaymentTokenRow } from './sandbox-repo';

/** What a provider hands back about a token: never the card number. */
export interface TokenInfo {
  token: string;
  memberId: number;
  brandId: string;
  provider: 'sandbox' | 'paypal';
  brand: string; // card brand, or 'paypal'
  first6: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  paypalEmail: string | null;
}

export type ChargeResult =
  | { ok: true; reference: string }
  | {
      ok: false;
      reference: string;
      failureCode: 'card_declined' | 'card_expired' | 'invalid_payment_method';
    };

/** A refund of (part of) a charge, back to the card or account it came from. */
export type RefundResult = { ok: true; reference: string } | { ok: false; failureCode: 'refund_failed' };

export type TokenizeResult = { ok: true; token: TokenInfo } | { ok: false; problem: 'card_declined' };

export interface CardInput {
  brandId: string;
  memberId: number;
  /** Already checked (Luhn, expiry, CVC) by the hosted page; used here and dropped. */
  cardNumber: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

/**
 * A payment provider as the member area sees it. The sandbox implementation below keeps its vault
 * in its own table (`payment_tokens`), standing in for a provider's servers.
 */
export interface PaymentProvider {
  readonly name: string;
  tokenizeCard(db: DbOrTrx, input: CardInput, now: Date): Promise<TokenizeResult>;
  tokenizePaypal(
    db: DbOrTrx,
    input: { brandId: string; memberId: number; email: string },
    now: Date,
  ): Promise<TokenInfo>;
  describe(db: DbOrTrx, token: string): Promise<TokenInfo | null>;
  charge(
    db: DbOrTrx,
    input: { token: string; amountMinor: number; currency: string },
    now: Date,
  ): Promise<ChargeResult>;
  /** Gives `amountMinor` of the charge `chargeReference` back (an order cancelled after its payment). */
  refund(
    db: DbOrTrx,
    input: { chargeReference: string; amountMinor: number; currency: string },
    now: Date,
  ): Promise<RefundResult>;
  customerId(member: { referenceNumber: string }): string;
}

/** Sandbox test card that attaches but whose charges are declined (like Stripe's 4000 0000 0000 0341). */
export const CHARGE_FAILS_TEST_CARD = '4000000000000341';

function id(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async tokenizeCard(db: DbOrTrx, input: CardInput, now: Date): Promise<TokenizeResult> {
    const digits = cardDigits(input.cardNumber) ?? '';
    if (isDeclinedTestCard(digits)) return { ok: false, problem: 'card_declined' };
    const token = id('pm');
    const row = {
      token,
      brand_id: input.brandId,
      member_id: input.memberId,
      provider: 'sandbox',
      card_brand: cardBrand(digits),
      card_first6: digits.slice(0, 6),
      card_last4: digits.slice(-4),
      exp_month: input.expMonth,
      exp_year: input.expYear,
      holder_name: input.holderName,
      paypal_email: null,
      charges_fail: digits === CHARGE_FAILS_TEST_CARD ? 1 : 0,
      created_at: now.toISOString(),
    };
    await insertToken(db, row);
    return { ok: true, token: toInfo(row) };
  }

  async tokenizePaypal(
    db: DbOrTrx,
    input: { brandId: string; memberId: number; email: string },
    now: Date,
  ): Promise<TokenInfo> {
    const row = {
      token: id('pp'),
      brand_id: input.brandId,
      member_id: input.memberId,
      provider: 'paypal',
      card_brand: 'paypal',
      card_first6: null,
      card_last4: null,
      exp_month: null,
      exp_year: null,
      holder_name: null,
      paypal_email: input.email,
      charges_fail: 0,
      created_at: now.toISOString(),
    };
    await insertToken(db, row);
    return toInfo(row);
  }

  async describe(db: DbOrTrx, token: string): Promise<TokenInfo | null> {
    const row = await findToken(db, token);
    return row ? toInfo(row) : null;
  }

  async charge(
    db: DbOrTrx,
    input: { token: string; amountMinor: number; currency: string },
    now: Date,
  ): Promise<ChargeResult> {
    const row = await findToken(db, input.token);
    if (!row) return { ok: false, reference: id('fail'), failureCode: 'invalid_payment_method' };
    if (
      row.exp_month !== null &&
      row.exp_year !== null &&
      isExpired(Number(row.exp_month), Number(row.exp_year), now)
    )
      return { ok: false, reference: id('fail'), failureCode: 'card_expired' };
    if (Number(row.charges_fail) === 1)
      return { ok: false, reference: id('fail'), failureCode: 'card_declined' };
    return { ok: true, reference: id('ch') };
  }

  /**
   * The sandbox keeps no ledger of charges (its charges are references only), so any charge it made
   * (`ch_…`) can be refunded; a failed charge's reference (`fail_…`) or anything else cannot.
   */
  async refund(
    _db: DbOrTrx,
    input: { chargeReference: string; amountMinor: number; currency: string },
    _now: Date,
  ): Promise<RefundResult> {
    if (!input.chargeReference.startsWith('ch_') || input.amountMinor <= 0)
      return { ok: false, failureCode: 'refund_failed' };
    return { ok: true, reference: id('re') };
  }

  customerId(member: { referenceNumber: string }): string {
    return `cus_${member.referenceNumber}`;
  }
}

function toInfo(row: Omit<PaymentTokenRow, 'charges_fail' | 'created_at'>): TokenInfo {
  return {
    token: row.token,
    memberId: Number(row.member_id),
    brandId: row.brand_id,
    provider: row.provider === 'paypal' ? 'paypal' : 'sandbox',
    brand: row.card_brand ?? 'unknown',
    first6: row.card_first6,
    last4: row.card_last4,
    expMonth: row.exp_month === null ? null : Number(row.exp_month),
    expYear: row.exp_year === null ? null : Number(row.exp_year),
    holderName: row.holder_name,
    paypalEmail: row.paypal_email,
  };
}
