/**
 * Refunds staff give of a member's payment (issue 33, docs/console.md "Member actions"): in full or
 * in part, never more than is left of it (domain `checkRefund`), through the payment provider, once
 * per idempotency key. One path for the console (`console-resolvers.ts`) and `npm run ops --
 * refund-payment` (`commands.ts`).
 *
 * Everything happens in one transaction under the member lock: the key looked up, what is left
 * computed, the provider's refund (the last outside step, as an order's cancellation does), the
 * member's `refund` transaction row, the `payment_refunds` row and the `payment.refund` audit row.
 * A refund the provider refuses changes nothing.
 */
import { checkRefund, refundableAmount, type RefundProblem } from '@member-area/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { refuseUnsafeText } from '../../lib/member-text';
import type { AuditService } from '../audit';
import { findBrandById, listBrandTags, toBrand } from '../brand';
import { fromAddress, publicOrigin, type Mailer } from '../mail';
import { findAnyMemberById, toMember } from '../member';
import { lockMember, type PaymentProvider } from '../payment';
import {
  findPayment,
  findRefundByKey,
  insertRefund,
  listRefundAmounts,
  listRefundablePayments,
  type PaymentRefundRow,
} from './admin-repo';
import { refundMail } from './refund-mail';
import { insertTransaction } from './repo';

/** A caller's idempotency key: what a form makes (a UUID) and a script may choose. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
export const REFUND_REASON_MAX = 500;
/** The payments a member's refund list shows. */
const REFUNDABLE_LIST_MAX = 50;
/** What the member's transactions list shows for a refund (its kind and status). */
export const REFUND_KIND = 'refund';
export const REFUND_STATUS = 'refunded';

/** Who acts: a staff member from the console, or an operator command (staffId null, ip 'cli'). */
export interface RefundActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export interface RefundInput {
  /** Minor units; null refunds all that is left. */
  amountMinor: number | null;
  reason: string;
  idempotencyKey: string;
}

export interface RefundablePayment {
  id: number;
  memberId: number;
  brandId: string;
  kind: string;
  description: string;
  amountMinor: number;
  refundedMinor: number;
  /** What is left to refund, minor units. */
  refundableMinor: number;
  currency: string;
  symbol: string;
  createdAt: string;
}

export interface GivenRefund {
  id: number;
  paymentId: number;
  amountMinor: number;
  currency: string;
  reference: string;
  reason: string;
  createdAt: string;
}

export type RefundErrorCode =
  | RefundProblem
  | 'payment_not_found'
  | 'payment_not_refundable'
  | 'refund_reason_invalid'
  | 'invalid_characters'
  | 'invalid_request_id'
  | 'refund_failed';

export type RefundResult =
  | { ok: true; refund: GivenRefund; payment: RefundablePayment; duplicate: boolean }
  | { ok: false; errorCode: RefundErrorCode; field: string | null };

class Refused extends Error {
  constructor(
    readonly errorCode: RefundErrorCode,
    readonly field: string | null = null,
  ) {
    super(errorCode);
  }
}

const givenRefund = (r: PaymentRefundRow): GivenRefund => ({
  id: Number(r.id),
  paymentId: Number(r.transaction_id),
  amountMinor: Number(r.amount),
  currency: r.currency,
  reference: r.reference,
  reason: r.reason,
  createdAt: r.created_at,
});

/** Refunds of succeeded charges only: a failed one took nothing, an order is refunded by its cancellation. */
const refundable = (p: { status: string; kind: string; reference: string }) =>
  p.status === 'succeeded' && p.kind !== REFUND_KIND && p.kind !== 'order';

export class RefundAdminService {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      provider: PaymentProvider;
      audit: AuditService;
      /** The member's refund mail; absent, none is sent. */
      mailer?: Mailer;
      config?: Pick<Config, 'publicOrigin' | 'isProd' | 'port'>;
    },
  ) {}

  /** The brand of the member a payment is of, for the guard; null for an unknown payment. */
  async brandOfPayment(id: number): Promise<string | null> {
    return (await findPayment(this.d.db, id))?.brand_id ?? null;
  }

  /** A payment with what is left to refund of it; null when unknown. */
  async payment(id: number): Promise<RefundablePayment | null> {
    const p = await findPayment(this.d.db, id);
    if (!p) return null;
    const refunds = await listRefundAmounts(this.d.db, id);
    return this.view(p, refunds);
  }

  /** The member's refundable payments, newest first, with what is left of each. */
  async refundablePayments(memberId: number, brandId: string): Promise<RefundablePayment[]> {
    const rows = await listRefundablePayments(this.d.db, memberId, REFUNDABLE_LIST_MAX);
    return rows.map((r) => {
      const refunded = Number(r.refunded);
      return {
        id: Number(r.id),
        memberId,
        brandId,
        kind: r.kind,
        description: r.description,
        amountMinor: Number(r.amount),
        refundedMinor: refunded,
        refundableMinor: refundableAmount(Number(r.amount), [refunded]),
        currency: r.currency,
        symbol: r.symbol,
        createdAt: r.created_at,
      };
    });
  }

  private view(
    p: NonNullable<Awaited<ReturnType<typeof findPayment>>>,
    refunds: readonly number[],
  ): RefundablePayment {
    const refunded = refunds.reduce((s, r) => s + r, 0);
    return {
      id: Number(p.id),
      memberId: Number(p.member_id),
      brandId: p.brand_id,
      kind: p.kind,
      description: p.description,
      amountMinor: Number(p.amount),
      refundedMinor: refunded,
      refundableMinor: refundable(p) ? refundableAmount(Number(p.amount), refunds) : 0,
      currency: p.currency,
      symbol: p.symbol,
      createdAt: p.created_at,
    };
  }

  async refund(actor: RefundActor, paymentId: number, input: RefundInput): Promise<RefundResult> {
    const r = await this.give(actor, paymentId, input);
    if (r.ok && !r.duplicate) await this.mail(r.refund, r.payment);
    return r;
  }

  /** Tells the member, in their language; a mail that cannot be sent leaves the refund made. */
  private async mail(refund: GivenRefund, payment: RefundablePayment): Promise<void> {
    const { mailer, config } = this.d;
    if (!mailer || !config) return;
    try {
      const row = await findAnyMemberById(this.d.db, payment.memberId);
      const [brandRow, tags] = await Promise.all([
        findBrandById(this.d.db, payment.brandId),
        listBrandTags(this.d.db, payment.brandId),
      ]);
      if (!row || !brandRow) return;
      const member = toMember(row);
      const brand = toBrand(brandRow, tags);
      const mail = refundMail(
        member,
        brand,
        {
          amountMinor: refund.amountMinor,
          currency: refund.currency,
          symbol: payment.symbol,
          paidAt: payment.createdAt,
          payment: payment.description,
        },
        publicOrigin(brand, config),
      );
      await mailer.send({
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        template: 'refund',
        memberId: member.id,
        ...mail,
      });
    } catch {
      // The refund stands; the member reads it on their transactions.
    }
  }

  private async give(actor: RefundActor, paymentId: number, input: RefundInput): Promise<RefundResult> {
    if (refuseUnsafeText(input, ['reason']))
      return { ok: false, errorCode: 'invalid_characters', field: 'reason' };
    const reason = input.reason.trim();
    if (reason === '' || reason.length > REFUND_REASON_MAX)
      return { ok: false, errorCode: 'refund_reason_invalid', field: 'reason' };
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
      return { ok: false, errorCode: 'invalid_request_id', field: 'idempotencyKey' };
    const found = await findPayment(this.d.db, paymentId);
    if (!found) return { ok: false, errorCode: 'payment_not_found', field: null };
    const memberId = Number(found.member_id);
    const key = `refund:${memberId}:${input.idempotencyKey}`;
    const nowDate = this.d.clock();
    const now = nowDate.toISOString();
    try {
      return await inTransaction(this.d.db, async (trx): Promise<RefundResult> => {
        await lockMember(trx, memberId);
        // The same key again answers as the first time did, and moves no money.
        const earlier = await findRefundByKey(trx, key);
        if (earlier) {
          const p = await findPayment(trx, Number(earlier.transaction_id));
          if (!p) throw new Refused('payment_not_found');
          return {
            ok: true,
            duplicate: true,
            refund: givenRefund(earlier),
            payment: this.view(p, await listRefundAmounts(trx, Number(p.id))),
          };
        }
        const p = await findPayment(trx, paymentId);
        if (!p) throw new Refused('payment_not_found');
        if (!refundable(p)) throw new Refused('payment_not_refundable');
        const refunds = await listRefundAmounts(trx, paymentId);
        const check = checkRefund({
          paidMinor: Number(p.amount),
          refundedMinor: refunds,
          amountMinor: input.amountMinor,
        });
        if (!check.ok) throw new Refused(check.problem, 'amount');
        const given = await this.d.provider.refund(
          trx,
          { chargeReference: p.reference, amountMinor: check.amountMinor, currency: p.currency },
          nowDate,
        );
        if (!given.ok) throw new Refused('refund_failed');
        // What the member reads on their transactions: the payment's description, its plan.
        const refundTransactionId = await insertTransaction(trx, {
          brand_id: p.brand_id,
          member_id: memberId,
          subscription_id: p.subscription_id,
          kind: REFUND_KIND,
          description: p.description,
          amount: check.amountMinor,
          currency: p.currency,
          symbol: p.symbol,
          status: REFUND_STATUS,
          reference: given.reference,
          failure_code: null,
          created_at: now,
        });
        const row = {
          member_id: memberId,
          transaction_id: paymentId,
          refund_transaction_id: refundTransactionId,
          amount: check.amountMinor,
          currency: p.currency,
          reference: given.reference,
          reason,
          idempotency_key: key,
          staff_id: actor.staffId,
          created_at: now,
        };
        const id = await insertRefund(trx, row);
        // Unreachable under the member lock; a race would roll the provider's refund's record back.
        if (id === undefined) throw new Error(`refund key ${key} taken inside the member lock`);
        const after = [...refunds, check.amountMinor];
        await this.d.audit.record(trx, {
          ...actor,
          brandId: p.brand_id,
          action: 'payment.refund',
          target: `payment:${paymentId}`,
          before: { refundedMinor: refunds.reduce((s, r) => s + r, 0) },
          after: {
            member: memberId,
            amountMinor: check.amountMinor,
            currency: p.currency,
            full: check.full,
            refundedMinor: after.reduce((s, r) => s + r, 0),
            reason,
            reference: given.reference,
            key: input.idempotencyKey,
          },
        });
        return {
          ok: true,
          duplicate: false,
          refund: givenRefund({ ...row, id }),
          payment: this.view(p, after),
        };
      });
    } catch (err) {
      if (err instanceof Refused) return { ok: false, errorCode: err.errorCode, field: err.field };
      throw err;
    }
  }
}
