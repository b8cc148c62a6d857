import { toMajorUnits, type LanguageCode } from '@member-area/domain';
import { inTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/kysely';
import { withRetry } from '../../db/retry';
import { supportedLanguage } from '../../i18n';
import type { Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';
import { recordMemberEvent } from '../events';
import {
  type PaymentProvider,
  claimIdempotencyKey,
  findSessionBySubscriptionRef,
  lockMember,
  type PaymentService,
} from '../payment';
import type { PurchasableCatalogue } from './kinds';
import { isPlausiblePaymentRef } from './payment-ref';
import type { PaidPurchase, Price, Purchasable, PurchaseProblem } from './purchasable';

/** What `start` refuses: the kind's quote, a member whose account is not active, or an unknown method. */
export type StartProblem = PurchaseProblem | 'account_not_active' | 'invalid_method';

export type StartResult =
  | {
      ok: true;
      sessionId: string;
      hostedUrl: string;
      /** The reference the return will carry as subscription_id (known before the payment). */
      ref: string;
      amountMinor: number;
      currency: string;
    }
  | { ok: false; errorCode: StartProblem };

export type ConfirmResult =
  | {
      ok: true;
      alreadyCredited: boolean;
      ref: string;
      description: string;
      /** Major units, as the receipt shows it. */
      amount: number;
      amountMinor: number;
      currency: string | null;
      symbol: string;
    }
  | { ok: false; errorCode: PurchaseProblem };

/** One purchase, one key: a replayed or raced return finds it taken and credits nothing. */
export function purchaseKey(ref: string): string {
  // 'activate:' is the key plans were claimed under before the purchase path; kept so purchases
  // recorded then still answer alreadyCredited.
  return `activate:${ref}`;
}

/**
 * The purchase path (issue 11 item 1): start prices a purchasable on the server and opens one
 * hosted-page session; the hosted page claims the session, then charges (PaymentService);
 * confirm is the one handler of SPEC.md 4 'Payment return', crediting the purchase once.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly payments: PaymentService,
    private readonly kinds: PurchasableCatalogue,
  ) {}

  /**
   * Prices the purchasable with its kind's quote and opens the hosted page for that price. `price`
   * is for the selling module that has just run its kind's own quote to check the sale (a
   * giveaway pack, a coin pack): the purchase is priced once, by the same function, not twice.
   */
  async start(
    member: MemberModel,
    brand: Brand,
    input: { purchasable: Purchasable; method: string; returnPath: string | null; price?: Price },
  ): Promise<StartResult> {
    if (!member.isActive) return { ok: false, errorCode: 'account_not_active' };
    const method = input.method;
    if (method !== 'card' && method !== 'paypal') return { ok: false, errorCode: 'invalid_method' };
    const priced = input.price
      ? { ok: true as const, price: input.price }
      : await this.kinds.quote(this.db, input.purchasable, brand, { memberId: member.id, now: this.clock() });
    if (!priced.ok) return priced;
    const session = await this.payments.createSession(member, brand, {
      kind: 'checkout',
      method,
      returnPath: input.returnPath,
      sale: {
        planId: this.kinds.planIdOf(input.purchasable),
        purchasable: JSON.stringify(input.purchasable),
        amount: priced.price.amountMinor,
        currency: priced.price.currency,
        symbol: priced.price.symbol,
      },
    });
    return {
      ok: true,
      sessionId: session.id,
      hostedUrl: session.hostedUrl,
      ref: session.ref,
      amountMinor: priced.price.amountMinor,
      currency: priced.price.currency,
    };
  }

  /**
   * The hosted page's "cancel" button for any session: the page is closed and, for a checkout,
   * what its purchase held is given back in the same transaction (an unpaid order's stock and cart).
   * Answers where the member goes next, or null when the page was no longer open.
   */
  async cancel(sessionId: string, brand: Brand): Promise<string | null> {
    return this.payments.cancel(sessionId, brand, async (trx, session) => {
      const purchasable = this.kinds.ofSession(session);
      if (!purchasable) return;
      const owner = { memberId: Number(session.member_id), brandId: session.brand_id };
      await this.kinds.release(trx, purchasable, owner, this.clock().toISOString());
    });
  }

  /** What a session sells, named in the hosted page's language, or null when no name is stored. */
  async sessionDescription(
    session: { plan_id: number | null; purchasable: string | null },
    lang: LanguageCode,
  ): Promise<string | null> {
    const purchasable = this.kinds.ofSession(session);
    return purchasable ? this.kinds.translate(this.db, purchasable, lang) : null;
  }

  /**
   * SPEC.md 4 'Payment return': credits what the session named by `ref` paid for. Under the
   * member lock (one lock order with card changes and other returns) and the purchase key, in one
   * transaction: credited once, or not at all. Retried when PostgreSQL picks it as a deadlock or
   * serialization victim. `expect` is the caller's idea of what was bought (the giveaway entries
   * the return names): a session that sold something else answers purchase_mismatch, crediting nothing.
   */
  async confirm(
    member: MemberModel,
    brand: Brand,
    ref: string,
    expect: (purchasable: Purchasable) => boolean = () => true,
  ): Promise<ConfirmResult> {
    return withRetry(() =>
      inTransaction(this.db, async (trx): Promise<ConfirmResult> => {
        const now = this.clock().toISOString();
        const session = await findSessionBySubscriptionRef(trx, member.id, ref);
        const purchasable = session ? this.kinds.ofSession(session) : null;
        if (!session || session.brand_id !== brand.id || !purchasable)
          return { ok: false, errorCode: 'subscription_not_found' };
        if (!expect(purchasable)) return { ok: false, errorCode: 'purchase_mismatch' };
        if (session.status !== 'succeeded' || !session.charge_reference || !session.payment_token)
          return { ok: false, errorCode: 'payment_not_confirmed' };
        await lockMember(trx, member.id);
        const paid = {
          memberId: member.id,
          brandId: brand.id,
          ref,
          method: session.method,
          amountMinor: Number(session.amount ?? 0),
          currency: session.currency,
          symbol: session.symbol,
          chargeReference: session.charge_reference,
          paymentToken: session.payment_token,
          now,
        };
        // The receipt names the purchase in the member's language when a translation is stored.
        const receipt = async (description: string, symbol: string, alreadyCredited: boolean) => ({
          ok: true as const,
          alreadyCredited,
          ref,
          description:
            (await this.kinds.translate(trx, purchasable, supportedLanguage(member.lang))) ?? description,
          amount: toMajorUnits(paid.amountMinor, paid.currency ?? 'USD'),
          amountMinor: paid.amountMinor,
          currency: paid.currency,
          symbol,
        });
        if (!(await claimIdempotencyKey(trx, purchaseKey(ref), now))) {
          const described = await this.kinds.describe(trx, purchasable, brand.id);
          return described.ok
            ? receipt(described.description, session.symbol ?? described.symbol, true)
            : described;
        }
        const r = await this.kinds.credit(trx, { provider: this.provider }, purchasable, paid);
        if (!r.ok) throw new Refused(r.errorCode);
        await this.recordPurchaseEvent(trx, purchasable, paid);
        return receipt(r.description, r.symbol, false);
      }),
    ).catch((err: unknown) => {
      // A refused credit rolls the claimed key back with everything else, so a fixed cause can retry.
      if (err instanceof Refused) return { ok: false as const, errorCode: err.errorCode };
      throw err;
    });
  }

  /**
   * A seller's payment return: a `paymentRef` that cannot be ours is subscription_not_found and a
   * return that names nothing the seller sells (`expect` null: its ids do not parse) is
   * purchase_mismatch, both before anything is read; otherwise `confirm`.
   */
  async confirmReturn(
    member: MemberModel,
    brand: Brand,
    paymentRef: string,
    expect: ((purchasable: Purchasable) => boolean) | null,
  ): Promise<ConfirmResult> {
    if (!isPlausiblePaymentRef(paymentRef)) return { ok: false, errorCode: 'subscription_not_found' };
    if (expect === null) return { ok: false, errorCode: 'purchase_mismatch' };
    return this.confirm(member, brand, paymentRef, expect);
  }

  /**
   * SPEC.md 7: a membership or giveaway entries bought is a `members` event with the provider that
   * charged, recorded with the credit (once per payment). The kind names its event; coin packs and
   * orders have no event type in SPEC.md, so they name none.
   */
  private async recordPurchaseEvent(trx: DbOrTrx, p: Purchasable, paid: PaidPurchase): Promise<void> {
    const event = this.kinds.eventOf(p);
    if (event === null) return;
    await recordMemberEvent(trx, {
      brandId: paid.brandId,
      memberId: paid.memberId,
      type: event.type,
      action: event.action,
      // As creditPlan names the subscription's provider.
      subscriptionProvider: paid.method === 'paypal' ? 'paypal' : this.provider.name,
      ref: paid.ref,
      now: paid.now,
    });
  }
}

class Refused extends Error {
  constructor(readonly errorCode: PurchaseProblem) {
    super(errorCode);
  }
}
